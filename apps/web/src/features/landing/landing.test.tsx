import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  EMAIL_INVALIDO,
  EMAIL_REQUERIDO,
  NEWSLETTER_OK,
  type NegocioDestacado,
} from '@tarjeto/shared';
import type { ReactNode } from 'react';
import { PublicFooter } from '../../components/layout/public-footer.tsx';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { listViolations } from '../../test/list-structure.ts';
import { BusinessCtaSection } from './components/business-cta-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { Toaster } from '../../components/ui/toast.tsx';
import { NegociosSection } from './components/negocios-carousel.tsx';
import { NewsletterSection } from './components/newsletter-section.tsx';
import { fetchMock } from '../../test/fetch-mock.ts';
import { prepararPantalla } from '../../test/render-screen.tsx';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

prepararPantalla();

const negocio = (i: number, extra: Partial<NegocioDestacado> = {}): NegocioDestacado => ({
  publicID: `NEG${i}`,
  slug: `negocio-${i}`,
  nombreComercial: `Negocio ${i}`,
  categoria: ['taqueria'],
  gradient: 'rubi',
  ciudad: 'Culiacán',
  zona: 'Centro',
  descripcion: 'Tacos al carbón.',
  valorDiferenciador: 'Tortillas hechas a mano.',
  clientesUnicos: 1284,
  visitasTotales: 5000,
  ...extra,
});

describe('newsletter box', () => {
  it('validates on the client and never calls the API for a bad address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterSection />);
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText(EMAIL_REQUERIDO)).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), 'hola@');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText(EMAIL_INVALIDO)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, shows the server message and clears the field', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(json(200, { success: true, message: NEWSLETTER_OK }));
    renderWithProviders(<NewsletterSection />);
    const input = screen.getByLabelText<HTMLInputElement>('Correo electrónico');
    await user.type(input, '  Ana@Correo.MX ');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText(NEWSLETTER_OK)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@correo.mx' });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('disables the button and says "Enviando…" while sending', async () => {
    const user = userEvent.setup();
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    renderWithProviders(<NewsletterSection />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const sending = await screen.findByRole('button', { name: 'Enviando…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    resolve(
      new Response(JSON.stringify({ success: true, message: NEWSLETTER_OK }), { status: 200 }),
    );
    expect(await screen.findByRole('button', { name: 'Suscribirme' })).toBeTruthy();
  });

  it('tells an already subscribed address with a toast', async () => {
    const user = userEvent.setup();
    const message = 'Este correo ya está suscrito a nuestro boletín.';
    fetchMock.mockReturnValueOnce(
      json(409, {
        success: false,
        code: 'NEWSLETTER_YA_SUSCRITO',
        message,
        fieldErrors: { email: message },
      }),
    );
    const { container } = renderWithProviders(<NewsletterSection />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const shown = await screen.findAllByText(message);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('[data-toast-type="error"]')).not.toBeNull();
    expect(within(container.querySelector('form')!).queryByText(message)).toBeNull();
  });

  it('keeps one toast for the box: asking again replaces it instead of piling up', async () => {
    const user = userEvent.setup();
    const message =
      'Ya recibimos varias suscripciones desde tu conexión. Intenta de nuevo en una hora.';
    const limited = () =>
      json(429, { success: false, code: 'RATE_LIMITED', message, requestId: 'r' });
    fetchMock.mockReturnValueOnce(limited()).mockReturnValueOnce(limited());
    renderWithProviders(<NewsletterSection />);
    const button = screen.getByRole('button', { name: 'Suscribirme' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(button);
    expect(await screen.findAllByText(message)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Suscribirme' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
  });

  it('shows a server field error under the input, and a fallback toast otherwise', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockReturnValueOnce(
        json(400, {
          success: false,
          code: 'VALIDATION',
          message: 'Revisa los datos marcados.',
          fieldErrors: { email: 'Ese dominio no recibe correos' },
        }),
      )
      .mockReturnValueOnce(json(500, {}));
    const { container } = renderWithProviders(<NewsletterSection />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const form = container.querySelector('form')!;
    expect(await within(form).findByText('Ese dominio no recibe correos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText('No pudimos suscribirte. Intenta de nuevo.')).toBeTruthy();
  });
});

describe('sample businesses carousel', () => {
  it('shows the businesses from the API as example cards', async () => {
    fetchMock.mockReturnValueOnce(
      json(200, {
        success: true,
        data: [
          negocio(1),
          negocio(2, { categoria: ['cafeteria'], clientesUnicos: 1 }),
          negocio(3, { clientesUnicos: 0 }),
        ],
      }),
    );
    renderWithProviders(<NegociosSection />);
    const region = await screen.findByRole('region', { name: 'Negocios de ejemplo' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/negocios/destacados');
    const slides = within(region).getAllByRole('group', { name: /de 3:/ });
    expect(slides).toHaveLength(3);
    // axe-core's `list` rule: the slides' list holds list items only (each slide is inside one).
    expect(listViolations(region)).toEqual([]);
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    const first = within(slides[0]!);
    expect(first.getByRole('heading', { name: 'Negocio 1' })).toBeTruthy();
    expect(first.getAllByText('Taquería').length).toBeGreaterThan(0);
    expect(first.getByText('Centro, Culiacán')).toBeTruthy();
    expect(first.getByText('1,284 clientes')).toBeTruthy();
    expect(first.getByText('Tarjeta de ejemplo')).toBeTruthy();
    // Each sample links to its real public page (SPEC §2's /cuichi, /cafe… samples).
    expect(
      first.getByRole('link', { name: 'Ver su página de Negocio 1' }).getAttribute('href'),
    ).toBe('/negocio/negocio-1');
    expect(within(slides[1]!).getByText('1 cliente')).toBeTruthy();
    expect(within(slides[2]!).getByText('Nuevo en Tarjeto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negocio anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negocio siguiente' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a Negocio 2' }));
  });

  it('offers a retry after an error', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockReturnValueOnce(json(500, {}))
      .mockReturnValueOnce(json(200, { success: true, data: [negocio(1)] }));
    renderWithProviders(<NegociosSection />);
    expect(await screen.findByText('No pudimos cargar los negocios en este momento.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Negocio 1' })).toBeTruthy();
  });

  it('says so kindly when there are none yet', async () => {
    fetchMock.mockReturnValueOnce(json(200, { success: true, data: [] }));
    renderWithProviders(<NegociosSection />);
    expect(
      await screen.findByText('Muy pronto verás aquí a los primeros negocios de tu ciudad.'),
    ).toBeTruthy();
  });
});

describe('public header', () => {
  it('opens and closes the phone menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PublicHeader />);
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Cerrar menú');
    expect(panel.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(within(panel).getByRole('link', { name: 'Niveles' }));
    expect(panel.hidden).toBe(true);
    expect(
      within(panel).getByRole('link', { name: 'Para negocios', hidden: true }).getAttribute('href'),
    ).toBe('/para-negocios');
  });
});

describe("the landing's ways in for businesses", () => {
  it("sends 'Registra tu negocio' and 'Ver planes y precios' to Para negocios", () => {
    renderWithProviders(
      <>
        <HeroSection />
        <BusinessCtaSection />
      </>,
    );
    const registra = screen.getAllByRole('link', { name: /Registra tu negocio/ });
    expect(registra).toHaveLength(2);
    for (const link of registra) expect(link.getAttribute('href')).toBe('/para-negocios');
    expect(screen.getByRole('link', { name: 'Ver planes y precios' }).getAttribute('href')).toBe(
      '/para-negocios#precios',
    );
  });

  it('lists the business page in the header and its sections in the footer', () => {
    renderWithProviders(
      <>
        <PublicHeader />
        <PublicFooter />
      </>,
    );
    const header = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(header).getByRole('link', { name: 'Para negocios' }).getAttribute('href')).toBe(
      '/para-negocios',
    );
    const negocios = screen.getByRole('navigation', { name: 'Negocios' });
    expect(
      within(negocios)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Registra tu negocio', '/para-negocios#registro'],
      ['Cómo funciona para negocios', '/para-negocios#como-funciona'],
      ['Planes y precios', '/para-negocios#precios'],
      ['Soporte', '/footer/soporte'],
    ]);
  });

  it('offers a signed-in visitor their panel instead of the account buttons', () => {
    renderWithProviders(
      <PublicHeader panel={{ to: '/negocio-dashboard', label: 'Ir a mi panel' }} />,
    );
    expect(screen.queryByRole('link', { name: 'Crear cuenta' })).toBeNull();
    expect(
      screen.getAllByRole('link', { name: 'Ir a mi panel', hidden: true })[0]!.getAttribute('href'),
    ).toBe('/negocio-dashboard');
  });
});
