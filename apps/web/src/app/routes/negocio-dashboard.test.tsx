import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  ERROR_MESSAGES,
  PIN_INVALIDO,
  type CheckAuthResponse,
  type NegocioPerfil,
} from '@tarjeto/shared';
import { Toaster } from '../../components/ui/toast.tsx';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { negocio, ORIGIN, perfilResponse } from '../../features/ajustes/test-fixtures.ts';
import { miRolResponse } from '../../features/equipo/test-fixtures.ts';
import { bodyOf, callsTo, errorResponse, jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { usuario, prepararPantalla } from '../../test/render-screen.tsx';
import { NegocioAjustesRoute } from './negocio-ajustes.tsx';
import { NegocioDashboardRoute } from './negocio-dashboard.tsx';

// The business dashboard by role (issue 25 part B): the owner's as always, an Encargado's with the
// sections their role allows (any other address takes them back), a Cajero's page about the Nexo
// and their PIN, and an account no longer in any team — none of them sent to the setup wizard.

const sesion = (profile: NegocioPerfil | null = null): CheckAuthResponse => ({
  success: true,
  usuario: usuario({
    nombre: 'Rosa Méndez',
    email: 'rosa@ejemplo.mx',
    tipoUsuario: 'Negocio',
    verificado: true,
  }),
  profile,
  message: 'Sesión activa',
});

function Donde() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

function renderDashboard(path: string, session = sesion()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(AUTH_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/negocio-dashboard" element={<NegocioDashboardRoute />}>
            <Route index element={<h1>Inicio del panel</h1>} />
            <Route path="ofertas" element={<h1>Ofertas del negocio</h1>} />
            <Route path="mi-negocio" element={<h1>Mi negocio</h1>} />
            <Route path="ajustes" element={<NegocioAjustesRoute origin={ORIGIN} />} />
            <Route path="ajustes/equipo" element={<h1>Equipo</h1>} />
          </Route>
          <Route path="*" element={<Donde />} />
        </Routes>
        <Routes>
          <Route path="*" element={<Donde />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

const lado = () => screen.getAllByRole('navigation', { name: 'Secciones del negocio' })[0]!;
const secciones = () =>
  within(lado())
    .getAllByRole('link')
    .map((a) => a.textContent);
const ubicacion = () => screen.getAllByTestId('location').at(-1)!.textContent;

prepararPantalla();

describe('the owner', () => {
  it('sees every section at once, without waiting for their role', async () => {
    // 'mi-rol' never answers: the session's own profile says this is the owner.
    routeFetch({ '/api/negocio/mi-rol': () => new Promise(() => {}) });
    renderDashboard('/negocio-dashboard', sesion(negocio({ nombreComercial: 'Tacos Cuichi' })));
    expect(screen.getByRole('heading', { name: 'Inicio del panel' })).toBeTruthy();
    expect(secciones()).toEqual([
      'Inicio',
      'Ofertas',
      'Avisos',
      'Programa de lealtad',
      'Estadísticas',
      'Clientes',
      'Nexo',
      'Mi negocio',
      'Ajustes',
    ]);
    expect(within(lado().parentElement!).getByText('Cuenta de negocio')).toBeTruthy();
  });
});

describe('an Encargado', () => {
  beforeEach(() =>
    routeFetch({
      '/api/negocio/mi-rol': () =>
        jsonResponse(
          200,
          miRolResponse({
            rol: 'encargado',
            permisos: ['panel', 'nexo', 'clientes', 'ofertas', 'estadisticas'],
          }),
        ),
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
    }),
  );

  it('sees only the sections the role allows, and the business and role in the frame', async () => {
    renderDashboard('/negocio-dashboard');
    expect(await screen.findByRole('heading', { name: 'Inicio del panel' })).toBeTruthy();
    expect(secciones()).toEqual([
      'Inicio',
      'Ofertas',
      'Avisos',
      'Estadísticas',
      'Clientes',
      'Nexo',
      'Ajustes',
    ]);
    const cuenta = lado().parentElement!;
    expect(within(cuenta).getAllByText('Tacos Cuichi').length).toBeGreaterThan(0);
    expect(within(cuenta).getByText('Encargado · Rosa Méndez')).toBeTruthy();
    // Not the setup wizard: a business account without a business of its own is at home here.
    expect(ubicacion()).toBe('/negocio-dashboard');
  });

  it.each(['/negocio-dashboard/mi-negocio', '/negocio-dashboard/ajustes/equipo'])(
    'is taken from %s to an allowed section, told why',
    async (path) => {
      renderDashboard(path);
      expect(await screen.findByRole('heading', { name: 'Inicio del panel' })).toBeTruthy();
      expect(await screen.findByText(ERROR_MESSAGES.ROL_SIN_PERMISO)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Mi negocio' })).toBeNull();
    },
  );

  it('has in Ajustes their account, their PIN and the session only', async () => {
    renderDashboard('/negocio-dashboard/ajustes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu PIN para el Nexo' })).toBeTruthy();
    expect(screen.getByText('Aún no tienes PIN.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sesión' })).toBeTruthy();
    for (const ajeno of [
      'Equipo',
      'Actividad de la cuenta',
      'Descarga tus datos',
      'Eliminar cuenta',
    ])
      expect(screen.queryByRole('heading', { name: ajeno })).toBeNull();
    expect(screen.queryByTestId('codigo-negocio')).toBeNull();
    expect(callsTo('/api/negocio/profile')).toHaveLength(0);
  });
});

describe('a Cajero', () => {
  /** Their own page's heading, once the role has come. */
  const paginaDelCajero = () =>
    screen.findByRole(
      'heading',
      { level: 1, name: 'Eres cajero en Tacos Cuichi' },
      { timeout: 5000 },
    );
  let tienePin = false;
  beforeEach(() => {
    tienePin = false;
    routeFetch({
      '/api/negocio/mi-rol': () => jsonResponse(200, miRolResponse({ tienePin })),
      'PUT /api/negocio/mi-pin': () => {
        tienePin = true;
        return jsonResponse(200, { success: true, message: 'Tu PIN quedó guardado' });
      },
    });
  });

  it('sees where they work, the way to the Nexo and their PIN; no dashboard sections', async () => {
    renderDashboard('/negocio-dashboard');
    expect(await paginaDelCajero()).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir el Nexo/ }).getAttribute('href')).toBe('/nexo');
    expect(screen.queryByRole('navigation', { name: 'Secciones del negocio' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tu PIN para el Nexo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('creates a PIN of 4 to 6 digits, typed twice, and the page says they have one', async () => {
    const user = userEvent.setup();
    renderDashboard('/negocio-dashboard');
    const pin = await screen.findByLabelText('Tu PIN', {}, { timeout: 5000 });
    const otraVez = screen.getByLabelText('Escríbelo otra vez');
    expect(screen.getByText('Aún no tienes PIN.')).toBeTruthy();

    await user.type(pin, '12a');
    // Only digits go in.
    expect((pin as HTMLInputElement).value).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(screen.getByText(PIN_INVALIDO)).toBeTruthy();
    expect(document.activeElement).toBe(pin);

    await user.type(pin, '34');
    await user.type(otraVez, '4321');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(screen.getByText('Los PIN no coinciden')).toBeTruthy();
    expect(callsTo('/api/negocio/mi-pin')).toHaveLength(0);

    await user.clear(otraVez);
    await user.type(otraVez, '1234');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    expect(await screen.findByText('Tu PIN quedó guardado')).toBeTruthy();
    expect(bodyOf(callsTo('/api/negocio/mi-pin', 'PUT')[0])).toEqual({ pin: '1234' });
    expect(await screen.findByText('Ya tienes un PIN.')).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Cambiar PIN' })).toBeTruthy();
  });

  it('shows the server’s refusal of a PIN on its field', async () => {
    routeFetch({
      '/api/negocio/mi-rol': () => jsonResponse(200, miRolResponse()),
      'PUT /api/negocio/mi-pin': () =>
        errorResponse(400, 'VALIDATION', 'Revisa los datos marcados.', {
          fieldErrors: { pin: PIN_INVALIDO },
        }),
    });
    const user = userEvent.setup();
    renderDashboard('/negocio-dashboard');
    const pin = await screen.findByLabelText('Tu PIN', {}, { timeout: 5000 });
    await user.type(pin, '1234');
    await user.type(screen.getByLabelText('Escríbelo otra vez'), '1234');
    await user.click(screen.getByRole('button', { name: 'Guardar PIN' }));
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PIN_INVALIDO)).toBeTruthy();
  });

  it('is brought back from any section’s address to their page', async () => {
    renderDashboard('/negocio-dashboard/ofertas');
    expect(await paginaDelCajero()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ofertas del negocio' })).toBeNull();
  });
});

describe('an account in no team any more', () => {
  it('is told so (not sent to the setup wizard)', async () => {
    routeFetch({
      '/api/negocio/mi-rol': () =>
        errorResponse(409, 'PERFIL_INCOMPLETO', 'Primero completa tu perfil'),
    });
    renderDashboard('/negocio-dashboard');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Ya no eres parte de un equipo' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(ubicacion()).toBe('/negocio-dashboard');
  });

  it('offers a retry when the role could not be asked', async () => {
    let fallar = true;
    routeFetch({
      '/api/negocio/mi-rol': () =>
        fallar
          ? errorResponse(500, 'INTERNAL', '')
          : jsonResponse(200, miRolResponse({ rol: 'encargado', permisos: ['panel'] })),
    });
    const user = userEvent.setup();
    renderDashboard('/negocio-dashboard');
    expect(
      // Asked once more before it gives up (a lost connection may come back).
      await screen.findByText(
        'No pudimos cargar tu lugar en el negocio. Intenta de nuevo.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio del panel' })).toBeTruthy();
  });
});
