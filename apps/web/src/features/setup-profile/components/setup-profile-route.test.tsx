import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CheckAuthResponse } from '@tarjeto/shared';
import { Toaster } from '../../../components/ui/toast.tsx';
import { SetupProfileRoute } from '../../../app/routes/setup-profile.tsx';
import { AUTH_QUERY_KEY } from '../../auth/api/check-auth.ts';
import { errorResponse, fetchMock, jsonResponse } from '../../../test/fetch-mock.ts';
import { prepararPantalla } from '../../../test/render-screen.tsx';
import { recordarNegocioPendiente } from '../../lugares/lib/negocio-pendiente.ts';
import { clienteCompleto, negocioCompleto, seedWizard, setupOk, USER_ID } from '../test-utils.tsx';

// The route wires the wizard to the session: after success the auth cache holds the user with its
// type, the profile is asked for again, and the user lands on their dashboard.

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

const session: CheckAuthResponse = {
  success: true,
  usuario: { _id: USER_ID, nombre: ' ', email: 'ana@ejemplo.mx', verificado: true },
  profile: null,
  message: '',
};

function renderRoute() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(AUTH_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/setup-profile']}>
        <Routes>
          <Route path="/setup-profile" element={<SetupProfileRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

prepararPantalla();

describe('/setup-profile route', () => {
  it('has the logo header with Cerrar sesión', () => {
    renderRoute();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByText('Tarjeto')).toBeTruthy();
  });

  it('writes the new session, refetches it and goes to the business dashboard', async () => {
    const user = userEvent.setup();
    const negocio = await setupOk('Negocio');
    const refreshed = {
      ...session,
      usuario: { ...session.usuario, tipoUsuario: 'Negocio' },
      profile: { nombreComercial: 'Tacos Cuichi' },
    };
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/api/auth/setup-profile')
        ? Promise.resolve(negocio)
        : jsonResponse(200, refreshed),
    );
    seedWizard({ tipo: 'negocio', step: 11, negocio: negocioCompleto() });
    const client = renderRoute();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/negocio-dashboard');
    expect(screen.getByText('¡Perfil configurado exitosamente!')).toBeTruthy();
    // The auth query was invalidated: check-auth is asked again for the new profile.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([i]) => String(i).endsWith('/api/auth/check-auth'))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario.tipoUsuario).toBe(
        'Negocio',
      ),
    );
  });

  it('takes a customer who chose a business on its public page to Lugares, where it is offered', async () => {
    const user = userEvent.setup();
    const cliente = await setupOk('Cliente');
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/api/auth/setup-profile')
        ? Promise.resolve(cliente)
        : jsonResponse(200, {
            ...session,
            usuario: { ...session.usuario, tipoUsuario: 'Cliente' },
          }),
    );
    recordarNegocioPendiente({
      slug: 'cuichi',
      nombreComercial: 'Tacos Cuichi',
      codigo: 'TACOS-7Q4K',
    });
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto() });
    renderRoute();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/cliente-dashboard/lugares');
  });

  it('sends an unverified user to /verify-email', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      errorResponse(403, 'NO_VERIFICADO', 'Primero verifica tu correo electrónico'),
    );
    seedWizard({ tipo: 'cliente', step: 6, cliente: clienteCompleto() });
    const client = renderRoute();
    await user.click(screen.getByRole('button', { name: /Finalizar/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario.verificado).toBe(false);
  });
});
