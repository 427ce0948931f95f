import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../components/ui/toast.tsx';
import {
  bodyOf,
  callsTo,
  deferredResponse,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import {
  CARGANDO_OFERTAS,
  CREANDO,
  ERROR_CARGAR_ACTIVAS,
  OFERTAS_PATH,
  SIN_OFERTAS_ACTIVAS,
} from '../lib/copy.ts';
import {
  lista,
  negocio,
  NEGOCIO_ID,
  prepararPantallaDeOfertas,
  promocion,
  una,
} from '../test-fixtures.ts';
import { InicioOfertas } from './inicio-ofertas.tsx';

// Inicio's right pane (SPEC §2): the quick tiles, 'Ofertas Activas' in all its states, and the
// drawer they open — its save and its live preview.

const ACTIVAS = `/api/promocion?negocioID=${NEGOCIO_ID}&activo=true`;

const render = () =>
  renderScreen(<InicioOfertas negocio={negocio()} />, { path: '/negocio-dashboard' });
const tarjeta = () =>
  screen.getByRole('heading', { name: 'Ofertas Activas' }).closest('div')!.parentElement!;

prepararPantallaDeOfertas();

describe("'Ofertas Activas' (SPEC §2)", () => {
  it("says 'Cargando ofertas...' while loading, then lists up to 6 with who each is for", async () => {
    const pending = deferredResponse();
    routeFetch({ '/api/promocion': () => pending.promise });
    render();
    expect(within(tarjeta()).getByText(CARGANDO_OFERTAS)).toBeTruthy();
    expect(callsTo(ACTIVAS)).toHaveLength(1);

    const promos = [
      promocion({ titulo: 'Tacos para todos', nivelReq: 0, descripcion: 'Una línea\ny otra' }),
      promocion({ titulo: 'Solo Oro', nivelReq: 3 }),
      promocion({ titulo: 'Solo Bronce', nivelReq: 1 }),
      promocion({ nivelReq: 2 }),
      promocion({ nivelReq: 4 }),
      promocion({ nivelReq: 0 }),
      promocion({ titulo: 'La séptima' }),
    ];
    await act(async () => pending.resolve(200, lista(promos)));

    const items = await within(tarjeta()).findAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(tarjeta()).queryByText('La séptima')).toBeNull();
    const flag = (titulo: string) =>
      within(within(tarjeta()).getByText(titulo).closest('li')!).getByText(/^Para /).parentElement!;
    expect(flag('Tacos para todos').textContent).toBe('Para todos los usuarios');
    expect(flag('Solo Oro').textContent).toBe('Para clientes Oro');
    expect(flag('Solo Oro').className).toContain('bg-nivel-oro');
    expect(flag('Solo Bronce').className).toContain('bg-nivel-bronce');
    // Two lines of description at most.
    expect(within(tarjeta()).getByText(/Una línea/).className).toContain('line-clamp-2');
    expect(within(tarjeta()).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      OFERTAS_PATH,
    );
  });

  it("says 'No hay ofertas activas' when there are none", async () => {
    routeFetch({ '/api/promocion': () => jsonResponse(200, lista([])) });
    render();
    expect(await within(tarjeta()).findByText(SIN_OFERTAS_ACTIVAS)).toBeTruthy();
  });

  it("shows the server's message, else 'No se pudieron cargar las promociones', and retries", async () => {
    routeFetch({ '/api/promocion': () => jsonResponse(500, {}) });
    render();
    expect((await within(tarjeta()).findByRole('alert')).textContent).toBe(ERROR_CARGAR_ACTIVAS);

    routeFetch({
      '/api/promocion': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Servicio en pausa'),
    });
    fireEvent.click(within(tarjeta()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(within(tarjeta()).getByRole('alert').textContent).toBe('Servicio en pausa'),
    );
  });
});

describe('the quick tiles and the drawer', () => {
  it.each([
    ['Crear promoción', 'Promoción', '500'],
    ['Crear cupón', 'Cupón', '50'],
    ['Crear premio', 'Premio', '500'],
    ['Crear evento', 'Evento', '500'],
  ])('%s opens the drawer preset to its clase', async (tile, clase, global) => {
    routeFetch({ '/api/promocion': () => jsonResponse(200, lista([])) });
    render();
    fireEvent.click(screen.getByRole('button', { name: tile }));
    const drawer = await screen.findByRole('dialog', { name: tile }, { timeout: 5000 });
    expect(within(drawer).getByRole('radio', { name: clase })).toHaveProperty('checked', true);
    expect(
      (within(drawer).getByLabelText('Entre todos tus clientes') as HTMLInputElement).value,
    ).toBe(global);
    // The type section is the clase's, its names agreeing with it; Regular first.
    const seccion = within(drawer).getByRole('region', { name: `Tipo de ${clase.toLowerCase()}` });
    expect(within(seccion).getByRole('radio', { name: /^Regular/ })).toHaveProperty(
      'checked',
      true,
    );
    const femenina = clase === 'Promoción';
    for (const t of ['Por Periodo', femenina ? 'Programada' : 'Programado']) {
      expect(within(seccion).getByRole('radio', { name: new RegExp(`^${t}`) })).toBeTruthy();
    }
    expect(
      within(seccion).getByRole('radio', { name: femenina ? /^Exclusiva/ : /^Exclusivo/ }),
    ).toBeTruthy();
  });

  it('previews what a customer sees while typing, in each tab', async () => {
    routeFetch({ '/api/promocion': () => jsonResponse(200, lista([])) });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Crear promoción' }));
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Crear promoción' },
      { timeout: 5000 },
    );
    const preview = within(drawer).getByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByText('Título de tu promoción')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Título'), {
      target: { value: 'Taco de regalo' },
    });
    fireEvent.change(within(drawer).getByLabelText('Descripción'), {
      target: { value: 'En tu visita número 10' },
    });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Plata o más' }));
    fireEvent.click(within(drawer).getByRole('radio', { name: /^Programada/ }));
    const card = within(preview).getByRole('article', { name: 'Oferta como la ve tu cliente' });
    expect(within(card).getByText('Taco de regalo')).toBeTruthy();
    expect(within(card).getByText('En tu visita número 10')).toBeTruthy();
    expect(within(card).getByText('Para clientes Plata')).toBeTruthy();
    expect(within(card).getByText('Cada lunes, de 18:00 a 22:00')).toBeTruthy();
    expect(within(card).getByText('Tacos Cuichi')).toBeTruthy();

    fireEvent.change(within(drawer).getByLabelText('Términos y condiciones (opcional)'), {
      target: { value: 'Solo en sucursal Centro' },
    });
    fireEvent.change(within(drawer).getByLabelText('Al día'), { target: { value: '' } });
    fireEvent.click(within(preview).getByRole('tab', { name: 'Detalle' }));
    const detalle = within(preview).getByRole('article', { name: 'Detalle como lo ve tu cliente' });
    expect(within(detalle).getByText('Solo en sucursal Centro')).toBeTruthy();
    expect(within(detalle).getByText('3 veces por semana · 5 veces en total')).toBeTruthy();
    expect(within(detalle).getByText('Hasta 500 canjes entre todos los clientes')).toBeTruthy();

    fireEvent.click(within(preview).getByRole('tab', { name: 'Móvil' }));
    const telefono = within(preview).getByRole('img', { name: 'Teléfono de tu cliente' });
    // The customer's card at the level asked for: Plata, 8 visits, 4 to go for Oro.
    expect(within(telefono).getByText('Te faltan 4 visitas para Oro')).toBeTruthy();
    expect(within(telefono).getByText('Taco de regalo')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('switch', { name: 'Promoción Activa' }));
    expect(within(preview).getByText('Inactiva: tus clientes no la ven')).toBeTruthy();
  });

  it('requires title and description in the drawer too', async () => {
    routeFetch({ '/api/promocion': () => jsonResponse(200, lista([])) });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    const drawer = await screen.findByRole('dialog', { name: 'Crear evento' }, { timeout: 5000 });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Crear evento' }));
    expect(await within(drawer).findByText('El título es requerido')).toBeTruthy();
    expect(within(drawer).getByText('La descripción es requerida')).toBeTruthy();
    expect(callsTo('/api/promocion', 'POST')).toHaveLength(0);
  });

  it("saves a new coupon: 'Creando...' while waiting, then closes and lists it", async () => {
    const success = vi.spyOn(toast, 'success');
    const pending = deferredResponse();
    let activas: ReturnType<typeof promocion>[] = [];
    routeFetch({
      'POST /api/promocion': () => pending.promise,
      '/api/promocion': () => jsonResponse(200, lista(activas)),
    });
    render();
    await within(tarjeta()).findByText(SIN_OFERTAS_ACTIVAS);
    fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    const drawer = await screen.findByRole('dialog', { name: 'Crear cupón' }, { timeout: 5000 });
    fireEvent.change(within(drawer).getByLabelText('Título'), {
      target: { value: '15% en tu cuenta' },
    });
    fireEvent.change(within(drawer).getByLabelText('Descripción'), {
      target: { value: 'Muestra el cupón al pagar' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Crear cupón' }));

    expect(await within(drawer).findByRole('button', { name: CREANDO })).toHaveProperty(
      'disabled',
      true,
    );
    expect(bodyOf(callsTo('/api/promocion', 'POST')[0])).toMatchObject({
      clase: 'cupon',
      tipoPromo: { tipo: 'regular' },
      limiteDeUsos: { totalGlobal: 50 },
      status: true,
    });

    const creado = promocion({ clase: 'cupon', titulo: '15% en tu cuenta' });
    activas = [creado];
    await act(async () => pending.resolve(201, una(creado, 'Cupón creado')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Cupón creado');
    expect(await within(tarjeta()).findByText('15% en tu cuenta')).toBeTruthy();
  });

  it('edits an active offer with PUT and keeps what it does not show', async () => {
    const p = promocion({
      titulo: 'Refresco gratis',
      nivelReq: 2,
      categoriaFavorita: ['taqueria'],
      tipoPromo: {
        tipo: 'exclusivo',
        programa: null,
        periodo: null,
        exclusivo: { totalInicial: 100, restantes: 42, fechaLimite: '2026-12-01' },
      },
    });
    routeFetch({
      '/api/promocion': () => jsonResponse(200, lista([p])),
      [`/api/promocion/${p.publicID}`]: () => jsonResponse(200, una(p)),
      [`PUT /api/promocion/${p.publicID}`]: (init) =>
        jsonResponse(
          200,
          una(
            { ...p, titulo: JSON.parse(String(init?.body)).titulo as string },
            'Cambios guardados',
          ),
        ),
    });
    render();
    fireEvent.click(await within(tarjeta()).findByRole('button', { name: /Refresco gratis/ }));
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Editar promoción' },
      { timeout: 5000 },
    );
    expect(within(drawer).getByText('Quedan 42 sin canjear.')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Título'), {
      target: { value: 'Refresco de regalo' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(callsTo(`/api/promocion/${p.publicID}`, 'PUT')[0])).toMatchObject({
      negocioID: NEGOCIO_ID,
      titulo: 'Refresco de regalo',
      nivelReq: 2,
      categoriaFavorita: ['taqueria'],
      tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 100, fechaLimite: '2026-12-01' } },
    });
  });
});
