import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { errorResponse, fetchMock, queriesTo } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { AHORA, evento, NEGOCIO, pagina, PANTALLA, RUTA, servidor } from '../test-fixtures.ts';
import { ActividadScreen } from './actividad-screen.tsx';

// 'Actividad de la cuenta' against a fake server answering by query: Spanish lines for each
// event, times and days on the business's clock, the filter, 'Cargar más', empty and failed lists.

const CANJE = evento({
  id: '9',
  accion: 'canje.registrado',
  tipo: 'canjes',
  actor: 'nexo',
  promocion: '2x1 en tacos',
  cliente: 'Ana G.',
  nexo: { nombre: 'Nexo Mostrador', establecimiento: 'Centro' },
  // 20:30 on Friday the 20th in Mexico City, 02:30 UTC on the 21st.
  fecha: '2026-11-21T02:30:00.000Z',
});
const LOGIN = evento({
  id: '10',
  accion: 'sesion.iniciada',
  tipo: 'sesiones',
  ip: '189.203.14.7',
  fecha: '2026-11-21T16:05:00.000Z',
});
const FALLIDO = evento({
  id: '8',
  accion: 'sesion.fallida',
  tipo: 'sesiones',
  ip: '201.141.3.9',
  fecha: '2026-11-14T05:10:00.000Z',
});
const PROMO = evento({
  id: '7',
  accion: 'promocion.pausada',
  tipo: 'promociones',
  promocion: 'Agua de jamaica gratis',
  fecha: '2026-11-13T20:00:00.000Z',
});

function Lugar() {
  const { search } = useLocation();
  return <p data-testid="lugar">{search}</p>;
}

const render = (path = PANTALLA) =>
  renderScreen(
    <>
      <ActividadScreen negocio={NEGOCIO} />
      <Lugar />
    </>,
    { path },
  );

prepararPantalla({ reloj: { now: AHORA, toFake: ['Date'] } });

describe('ActividadScreen', () => {
  it('says what happened in Spanish, grouped by day and timed on the business clock', async () => {
    servidor(() => pagina([LOGIN, CANJE, FALLIDO, PROMO]));
    render();
    const hoy = await screen.findByRole('region', { name: 'Hoy' });
    expect(within(hoy).getByText('Inicio de sesión')).toBeTruthy();
    expect(within(hoy).getByText('Tú · IP 189.203.14.7')).toBeTruthy();
    expect(within(hoy).getByText('10:05')).toBeTruthy();

    // 02:30 UTC on the 21st is Friday evening in Mexico City.
    const ayer = screen.getByRole('region', { name: 'Ayer' });
    expect(within(ayer).getByText('Canje: 2x1 en tacos — Ana G. (Nexo Mostrador)')).toBeTruthy();
    expect(within(ayer).getByText('En Centro')).toBeTruthy();
    expect(within(ayer).getByText('20:30').getAttribute('datetime')).toBe(CANJE.fecha);

    // 05:10 UTC on the 14th is still the 13th there: one day with both events.
    const viernes = screen.getByRole('region', { name: 'Viernes, 13 de noviembre de 2026' });
    expect(
      within(viernes).getByText('Intento de inicio de sesión con contraseña incorrecta'),
    ).toBeTruthy();
    expect(within(viernes).getByText('Alguien con tu correo · IP 201.141.3.9')).toBeTruthy();
    expect(within(viernes).getByText('Promoción pausada: Agua de jamaica gratis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('names the person of the team who registered a canje or acted; the owner is “Tú”', async () => {
    const carlos = { nombre: 'Carlos Rentería', rol: 'cajero' } as const;
    servidor(() =>
      pagina([
        { ...CANJE, id: '20', miembro: carlos },
        {
          ...CANJE,
          id: '19',
          actor: 'dueno',
          nexo: null,
          miembro: { nombre: 'Marisol Araujo Soto', rol: 'encargado' },
        },
        { ...CANJE, id: '18', miembro: { nombre: 'Guadalupe Ríos', rol: 'dueno' } },
        evento({
          id: '17',
          accion: 'equipo.se_unio',
          tipo: 'equipo',
          actor: 'miembro',
          miembro: carlos,
          texto: 'Carlos Rentería (Cajero)',
          ip: '201.141.3.9',
        }),
        evento({ id: '16', accion: 'equipo.invitado', tipo: 'equipo', miembro: carlos }),
      ]),
    );
    render();
    const quien = async (titulo: string | RegExp) =>
      (await screen.findByText(titulo)).closest('li')!.querySelector('p + p')!.textContent;
    // At the Nexo: who served, then where; the owner serving with their PIN is 'Tú'.
    const enNexo = await screen.findAllByText('Canje: 2x1 en tacos — Ana G. (Nexo Mostrador)');
    expect(enNexo.map((t) => t.closest('li')!.querySelector('p + p')!.textContent)).toEqual([
      'Carlos R. (Cajero) · En Centro',
      'Tú · En Centro',
    ]);
    expect(await quien('Canje: 2x1 en tacos — Ana G. (Panel)')).toBe(
      'Marisol A. (Encargado) · Desde el panel',
    );
    expect(await quien('Se unió al equipo: Carlos Rentería (Cajero)')).toBe(
      'Carlos R. (Cajero) · IP 201.141.3.9',
    );
    // The owner invited him: the line is about Carlos, and the owner did it.
    expect(await quien('Invitación al equipo: Carlos Rentería (Cajero)')).toBe('Tú');
  });

  it('filters by kind through the address and asks the server for that kind only', async () => {
    servidor((q) => pagina(q.get('tipo') === 'canjes' ? [CANJE] : [LOGIN, CANJE]));
    render();
    await screen.findByText('Inicio de sesión');
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'canjes' } });
    expect(screen.getByTestId('lugar').textContent).toBe('?tipo=canjes');
    await vi.waitFor(() => expect(screen.queryByText('Inicio de sesión')).toBeNull());
    expect(screen.getByText(/^Canje: 2x1 en tacos/)).toBeTruthy();
    expect(queriesTo(RUTA).at(-1)!.get('tipo')).toBe('canjes');

    // A kind with nothing offers the way back to everything.
    cleanup();
    fetchMock.mockReset();
    servidor((q) => pagina(q.get('tipo') ? [] : [LOGIN]));
    render('/negocio-dashboard/ajustes/actividad?tipo=exportaciones');
    expect(await screen.findByText('No hay actividad de este tipo')).toBeTruthy();
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('exportaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Ver toda la actividad' }));
    expect(await screen.findByText('Inicio de sesión')).toBeTruthy();
    expect(screen.getByTestId('lugar').textContent).toBe('');
  });

  it('brings the next page with the cursor on "Cargar más", until there is none', async () => {
    servidor((q) =>
      q.get('cursor') === 'c1' ? pagina([FALLIDO, PROMO]) : pagina([LOGIN, CANJE], 'c1'),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Promoción pausada: Agua de jamaica gratis')).toBeTruthy();
    expect(screen.getByText('Inicio de sesión')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(queriesTo(RUTA).map((q) => q.get('cursor'))).toEqual([null, 'c1']);
  });

  it('shows an empty account and a failed load plainly', async () => {
    servidor(() => pagina([]));
    render();
    expect(await screen.findByText('Todavía no hay actividad')).toBeTruthy();

    cleanup();
    fetchMock.mockReset();
    let falla = true;
    servidor(() =>
      falla ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible') : pagina([LOGIN]),
    );
    render();
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    falla = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Inicio de sesión')).toBeTruthy();
  });
});
