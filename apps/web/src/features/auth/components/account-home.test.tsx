import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { sessionFromUser } from '../lib/session.ts';
import { renderScreen, usuario } from '../../../test/render-screen.tsx';
import { AccountHomeContent, NEXO_SECCION_PATH } from './account-home.tsx';

afterEach(cleanup);

describe("the business's Inicio", () => {
  it("shows a business's Inicio without a frame of its own, with the way to its Nexo", () => {
    renderScreen(<AccountHomeContent />, {
      path: '/negocio-dashboard',
      session: sessionFromUser(
        usuario({ nombre: 'Tacos Cuichi', verificado: true, tipoUsuario: 'Negocio' }),
      ),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Hola, Tacos Cuichi!');
    expect(screen.getByRole('link', { name: 'Ir a Nexo' }).getAttribute('href')).toBe(
      NEXO_SECCION_PATH,
    );
    // The layout carries the logo and 'Cerrar sesión'; the content does not repeat them.
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mi código' })).toBeNull();
    expect(screen.queryByText('Nexo', { selector: 'p' })).toBeNull();
  });

  it("puts a business's figures first and its right-hand pane beside them, and no longer promises Ofertas or Estadísticas", () => {
    renderScreen(
      <AccountHomeContent
        aside={<p>Panel de ofertas</p>}
        principal={<p>Visitas de la semana</p>}
      />,
      {
        path: '/negocio-dashboard',
        session: sessionFromUser(
          usuario({ nombre: 'Tacos Cuichi', verificado: true, tipoUsuario: 'Negocio' }),
        ),
      },
    );
    expect(screen.getByRole('complementary', { name: 'Ofertas' }).textContent).toBe(
      'Panel de ofertas',
    );
    expect(screen.getByRole('link', { name: 'Ir a Nexo' })).toBeTruthy();
    // Every business section exists, so nothing is announced as coming.
    expect(screen.queryByRole('heading', { name: 'Muy pronto' })).toBeNull();
    expect(screen.getByText('Visitas de la semana')).toBeTruthy();
  });
});
