import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { Usuario } from '@tarjeto/shared';
import { sessionFromUser } from '../../features/auth/lib/session.ts';
import { leerTipoSugerido } from '../../features/setup-profile/lib/tipo-sugerido.ts';
import { routeFetch, jsonResponse } from '../../test/fetch-mock.ts';
import { listViolations } from '../../test/list-structure.ts';
import { prepararPantalla, renderScreen, usuario } from '../../test/render-screen.tsx';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { FooterPageRoute } from './footer-page.tsx';
import { ParaNegociosRoute, registroParaNegocio } from './para-negocios.tsx';
import { SetupProfileRoute } from './setup-profile.tsx';
import { SignupRoute } from './signup.tsx';

prepararPantalla();
beforeEach(() => {
  routeFetch({ '/api/auth/check-auth': () => jsonResponse(401, { success: false }) });
});

const renderComo = (u: Usuario | null) =>
  renderScreen(<ParaNegociosRoute />, {
    path: '/para-negocios',
    session: u ? sessionFromUser(u) : null,
  });

const seccion = (name: string) => screen.getByRole('region', { name });

describe('/para-negocios', () => {
  it('tells a business how it works, what it costs and how to start, in one page', () => {
    renderComo(null);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Que tus clientes regresen, y que sepas quiénes son',
    );
    expect(document.title).toBe('Para negocios · Tarjeto');
    // The sections other pages link to, by id.
    for (const [id, name] of [
      ['como-funciona', 'Así funciona en tu mostrador'],
      ['nexo', 'Tu lector de visitas es un celular'],
      ['precios', 'Precios claros, en pesos'],
      ['simulador', 'Ajusta tus niveles sin adivinar'],
      ['registro', 'Tu tarjeta de lealtad lista hoy mismo'],
    ] as const) {
      expect(seccion(name).id).toBe(id);
    }
    const mostrador = within(seccion('Así funciona en tu mostrador'));
    expect(mostrador.getAllByRole('listitem')).toHaveLength(4);
    expect(mostrador.getByText('El Nexo lo escanea')).toBeTruthy();
    expect(within(seccion('Tu lector de visitas es un celular')).getByText('/nexo')).toBeTruthy();
    expect(listViolations(document.body)).toEqual([]);
  });

  it('prices three plans in pesos, IVA included, with the branch example worked out', () => {
    renderComo(null);
    const precios = seccion('Precios claros, en pesos');
    const planes = within(precios).getAllByRole('article');
    expect(planes.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Para empezar',
      'Negocio',
      'Sucursales',
    ]);
    expect(within(planes[0]!).getByText('$0')).toBeTruthy();
    expect(within(planes[1]!).getByText('$349')).toBeTruthy();
    expect(
      within(planes[2]!).getByText(/más \$199 al mes por cada establecimiento adicional/),
    ).toBeTruthy();
    // 349 + 2 × 199
    expect(within(planes[2]!).getByText('Con 3: $747 al mes.')).toBeTruthy();
    expect(within(precios).getByText('Precios en pesos, con IVA incluido')).toBeTruthy();
    expect(within(precios).getByText('Sin comisión por visita ni por canje')).toBeTruthy();
  });

  it('shows the level simulator as a labelled example table, not a fake tool', () => {
    renderComo(null);
    const simulador = seccion('Ajusta tus niveles sin adivinar');
    const tabla = within(simulador).getByRole('table', { name: /Clientes por nivel hoy/ });
    const fila = (nivel: string) =>
      within(tabla).getByRole('rowheader', { name: nivel }).closest('tr')!.querySelectorAll('td');
    expect(fila('Plata')[1]!.textContent).toBe('19');
    expect(fila('Plata')[2]!.textContent).toBe('13−6');
    expect(fila('Oro')[2]!.textContent).toBe('17+6');
    expect(within(simulador).getByText('Ejemplo')).toBeTruthy();
    expect(within(simulador).queryByRole('textbox')).toBeNull();
    expect(within(simulador).queryByRole('spinbutton')).toBeNull();
  });

  it('signs a guest up as a business', () => {
    renderComo(null);
    const ctas = screen.getAllByRole('link', { name: 'Registra tu negocio gratis' });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const a of ctas) expect(a.getAttribute('href')).toBe('/signup?tipo=negocio');
    expect(screen.getByRole('link', { name: 'Ver planes y precios' }).getAttribute('href')).toBe(
      '/para-negocios#precios',
    );
    expect(screen.getAllByRole('link', { name: 'Crear cuenta', hidden: true }).length).toBe(2);
    // The header's jumps lead to the landing's sections (header and phone menu).
    const niveles = screen.getAllByRole('link', { name: 'Niveles', hidden: true });
    expect(niveles.map((a) => a.getAttribute('href'))).toEqual(['/#niveles', '/#niveles']);
  });

  it('lets a signed-in business see it, with its panel one tap away', () => {
    renderComo(usuario({ verificado: true, tipoUsuario: 'Negocio' }));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    const panel = screen.getAllByRole('link', { name: 'Ir a mi panel', hidden: true });
    for (const a of panel) expect(a.getAttribute('href')).toBe('/negocio-dashboard');
    expect(screen.queryByRole('link', { name: 'Crear cuenta', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registra tu negocio gratis' })).toBeNull();
    // The landing is for guests: its sections would only send a signed-in owner to the panel.
    const header = within(document.querySelector('header')!);
    for (const name of ['Cómo funciona', 'Beneficios', 'Negocios', 'Niveles'])
      expect(header.queryByRole('link', { name, hidden: true }), name).toBeNull();
    expect(header.getAllByRole('link', { name: 'Para negocios', hidden: true })).toHaveLength(2);
  });

  it('tells a customer how to register a business', () => {
    renderComo(usuario({ verificado: true, tipoUsuario: 'Cliente' }));
    const ir = screen.getAllByRole('link', { name: 'Ir a mis tarjetas' });
    for (const a of ir) expect(a.getAttribute('href')).toBe('/cliente-dashboard');
    expect(
      screen.getAllByText(/Tu cuenta es de cliente. Para registrar tu negocio, cierra sesión/)
        .length,
    ).toBeGreaterThan(0);
  });

  it('keeps the wish of an account still to verify for the wizard', async () => {
    const user = userEvent.setup();
    routeFetch({});
    renderComo(usuario({ verificado: false }));
    const cta = screen.getAllByRole('link', { name: 'Verifica tu correo y sigue' })[0]!;
    expect(cta.getAttribute('href')).toBe('/verify-email');
    expect(leerTipoSugerido()).toBeNull();
    await user.click(cta);
    expect(leerTipoSugerido()).toBe('negocio');
    expect(screen.getByTestId('location').textContent).toBe('/verify-email');
  });
});

describe('registroParaNegocio', () => {
  it('starts the right way for every kind of visitor', () => {
    expect(registroParaNegocio(null)).toMatchObject({
      to: '/signup?tipo=negocio',
      esRegistro: true,
    });
    expect(registroParaNegocio(usuario({ verificado: true }))).toMatchObject({
      to: '/setup-profile?tipo=negocio',
      label: 'Configura tu negocio',
      esRegistro: true,
    });
    expect(
      registroParaNegocio(usuario({ verificado: true, tipoUsuario: 'Negocio' })),
    ).toMatchObject({ to: '/negocio-dashboard', esRegistro: false });
    expect(
      registroParaNegocio(usuario({ verificado: true, tipoUsuario: 'Cliente' })),
    ).toMatchObject({ to: '/cliente-dashboard', esRegistro: false });
  });
});

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${hash}`}</p>;
}

/** The app's routes that take part, with a signed-in user or none. */
function renderApp(path: string, u: Usuario | null = null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(AUTH_QUERY_KEY, u ? sessionFromUser(u) : null);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/footer/:pageSlug" element={<FooterPageRoute />} />
          <Route path="/signup" element={<SignupRoute />} />
          <Route path="/setup-profile" element={<SetupProfileRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the footer's business pages", () => {
  it.each([
    ['registra-negocio', '/para-negocios#registro'],
    ['como-funciona-negocio', '/para-negocios#como-funciona'],
    ['planes-precios', '/para-negocios#precios'],
  ])('sends /footer/%s to %s instead of an under-construction notice', (slug, destino) => {
    renderApp(`/footer/${slug}`);
    expect(screen.getByTestId('location').textContent).toBe(destino);
  });

  it('keeps the other footer pages where they are', () => {
    renderApp('/footer/soporte');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Soporte');
  });
});

describe('signing up as a business', () => {
  const verificado = usuario({ _id: 'u-negocio', nombre: ' ', verificado: true });

  beforeEach(() => {
    routeFetch({
      '/api/auth/captcha/estado': () => jsonResponse(200, { success: true, activo: false }),
    });
  });

  it('says so on /signup?tipo=negocio and keeps the wish for after the verification', () => {
    renderApp('/signup?tipo=negocio');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registra tu negocio');
    expect(leerTipoSugerido()).toBe('negocio');
  });

  it('leaves a plain signup alone', () => {
    renderApp('/signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crea tu cuenta');
    expect(leerTipoSugerido()).toBeNull();
  });

  it("opens the wizard with 'Soy un negocio' chosen, from the kept wish", async () => {
    const user = userEvent.setup();
    renderApp('/signup?tipo=negocio');
    cleanup();
    // …the e-mail is verified in this tab, and the guard sends the account to the wizard.
    renderApp('/setup-profile', verificado);
    const negocio = screen.getByRole('radio', { name: 'Soy un negocio' }) as HTMLInputElement;
    expect(negocio.checked).toBe(true);
    const siguiente = screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement;
    expect(siguiente.disabled).toBe(false);
    // Still a choice: the other type can be picked.
    await user.click(screen.getByRole('radio', { name: 'Soy un cliente' }));
    expect(negocio.checked).toBe(false);
  });

  it('preselects it from ?tipo=negocio too, and chooses nothing without a wish', () => {
    renderApp('/setup-profile?tipo=negocio', verificado);
    expect(
      (screen.getByRole('radio', { name: 'Soy un negocio' }) as HTMLInputElement).checked,
    ).toBe(true);
    cleanup();
    renderApp('/setup-profile', verificado);
    expect(
      (screen.getByRole('radio', { name: 'Soy un negocio' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
