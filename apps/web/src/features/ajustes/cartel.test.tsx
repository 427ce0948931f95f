import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { direccionesInternas, sinPagina } from '../../test/enlaces-internos.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { CartelScreen } from './components/cartel-screen.tsx';
import { negocio, ORIGIN } from './test-fixtures.ts';

// The counter poster: the business's name on its gradient, the QR of the link for customers,
// Spanish steps, its levels and code; a print button and the way back.

afterEach(cleanup);

describe('CartelScreen', () => {
  it('shows the business, its QR, the steps and levels, and prints', async () => {
    const imprimir = vi.fn();
    const user = userEvent.setup();
    renderScreen(<CartelScreen negocio={negocio()} origin={ORIGIN} imprimir={imprimir} />, {
      path: '/negocio-dashboard/ajustes/cartel',
    });
    const cartel = screen.getByRole('article', { name: 'Cartel de Café Lupita' });
    expect(within(cartel).getByRole('heading', { name: 'Café Lupita' })).toBeTruthy();
    expect(cartel.innerHTML).toContain('gradient-azul');
    const qr = within(cartel).getByRole('img', {
      name: 'Código QR para unirte a Café Lupita en Tarjeto',
    });
    expect(qr.getAttribute('data-qr-value')).toBe('https://tarjeto.mx/negocio/cafe-lupita');

    const pasos = within(cartel)
      .getAllByText(/^Paso \d:$/)
      .map((span) => span.parentElement!.textContent!);
    expect(pasos).toEqual([
      'Paso 1: Escanea este código con la cámara de tu celular y agrega Café Lupita a tu cartera, gratis.',
      'Paso 2: Al pagar, abre «Mi código» en Tarjeto y muéstralo en caja.',
      'Paso 3: Cada visita suma a tu tarjeta de Café Lupita: sube de nivel y gana promociones.',
    ]);
    expect(within(cartel).getByRole('list', { name: 'Niveles' }).textContent).toBe(
      'Bronce 6 visitasPlata 8 visitasOro 12 visitasRubí 15 visitas',
    );
    expect(within(cartel).getByText('CAFE-7Q4K')).toBeTruthy();
    expect(within(cartel).getByText('tarjeto.mx/negocio/cafe-lupita')).toBeTruthy();

    // The QR and the way back go to pages the app has.
    const direcciones = direccionesInternas(document.body, ORIGIN);
    expect(direcciones).toEqual(
      expect.arrayContaining(['/negocio/cafe-lupita', '/negocio-dashboard/ajustes']),
    );
    expect(sinPagina(direcciones)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Imprimir cartel' }));
    expect(imprimir).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Volver a Ajustes' }).getAttribute('href')).toBe(
      '/negocio-dashboard/ajustes',
    );
  });

  it('uses the business photo when it has one, and leaves out levels it has none of', () => {
    renderScreen(
      <CartelScreen
        negocio={negocio({
          fotoPerfil: '/api/fotos/abc',
          programaLealtad: { niveles: [], temporadaActual: null },
        })}
        origin={ORIGIN}
      />,
    );
    const cartel = screen.getByRole('article', { name: 'Cartel de Café Lupita' });
    expect(cartel.querySelector('img')?.getAttribute('src')).toBe('/api/fotos/abc');
    expect(within(cartel).queryByRole('list', { name: 'Niveles' })).toBeNull();
  });
});
