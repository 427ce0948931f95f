import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES } from '@tarjeto/shared';
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
import { CREANDO, ERROR_CREAR } from '../lib/copy.ts';
import {
  lista,
  negocio,
  NEGOCIO_ID,
  prepararPantallaDeOfertas,
  promocion,
  una,
} from '../test-fixtures.ts';
import { OfertasScreen } from './ofertas-screen.tsx';

// Ofertas y Promociones against SPEC §2, §5, §8, §9 and DOMAIN §6, with the date fixed so the
// defaults' dates are exact: 21 Nov 2026, noon in Mexico City.

const LISTA = '/api/promocion';
const CREAR = 'POST /api/promocion';

const render = (vista: 'ver' | 'crear' = 'ver') =>
  renderScreen(<OfertasScreen negocio={negocio()} />, {
    path: `/negocio-dashboard/ofertas${vista === 'crear' ? '?vista=crear' : ''}`,
  });

prepararPantallaDeOfertas();

const form = () => screen.getByRole('form', { name: 'Nueva promoción' });
/** The type choices' names as shown (their line of help left out). */
const nombresDeTipos = (donde: HTMLElement) =>
  within(within(donde).getByRole('region', { name: /^Tipo de / }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.querySelector('.font-bold')!.textContent);
const campo = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;

describe('Crear: the creation form (SPEC §2, §5, §9)', () => {
  it('starts with every default of the spec', async () => {
    routeFetch({ [LISTA]: () => jsonResponse(200, lista([])) });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });

    // The spec's type names (the same as the drawer's), Programada chosen.
    expect(nombresDeTipos(form())).toEqual(['Regular', 'Programada', 'Por Periodo', 'Exclusiva']);
    expect(within(form()).getByRole('radio', { name: /^Programada/ })).toHaveProperty(
      'checked',
      true,
    );
    expect((campo('Día de la semana') as unknown as HTMLSelectElement).value).toBe('1');
    expect(campo('Desde').value).toBe('18:00');
    expect(campo('Hasta').value).toBe('22:00');
    // Typed on the 24-hour clock, as the opening hours are: no a. m./p. m. from the browser.
    expect(campo('Desde').type).toBe('text');
    fireEvent.change(campo('Desde'), { target: { value: '2130' } });
    expect(campo('Desde').value).toBe('21:30');
    fireEvent.change(campo('Hasta'), { target: { value: '1 am' } });
    expect(campo('Hasta').value).toBe('01:00');
    fireEvent.keyDown(campo('Hasta'), { key: 'ArrowUp' });
    expect(campo('Hasta').value).toBe('01:15');
    expect((campo('Zona horaria') as unknown as HTMLSelectElement).value).toBe(
      'America/Mexico_City',
    );
    expect(campo('Al día').value).toBe('1');
    expect(campo('Por semana').value).toBe('3');
    expect(campo('En total').value).toBe('5');
    expect(campo('Entre todos tus clientes').value).toBe('500');
    expect(campo('Al día').placeholder).toBe('∞');
    expect(within(form()).getByRole('radio', { name: 'Todos' })).toHaveProperty('checked', true);
    expect(
      within(form()).getByRole('switch', { name: 'Promoción Activa' }).getAttribute('aria-checked'),
    ).toBe('true');

    // Dates: start today, end today + 30; min today, end min the start.
    fireEvent.click(within(form()).getByRole('radio', { name: /^Por Periodo/ }));
    expect(campo('Fecha de inicio').value).toBe('2026-11-21');
    expect(campo('Fecha de inicio').min).toBe('2026-11-21');
    expect(campo('Fecha de fin').value).toBe('2026-12-21');
    fireEvent.change(campo('Fecha de inicio'), { target: { value: '2026-11-25' } });
    expect(campo('Fecha de fin').min).toBe('2026-11-25');

    fireEvent.click(within(form()).getByRole('radio', { name: /^Exclusiva/ }));
    expect(campo('¿Cuántas hay?').value).toBe('100');
    expect(campo('¿Cuántas hay?').min).toBe('1');
    expect(campo('Fecha límite').value).toBe('2026-12-21');
    expect(campo('Fecha límite').min).toBe('2026-11-21');
  });

  it('asks for title and description before sending anything', async () => {
    routeFetch({ [LISTA]: () => jsonResponse(200, lista([])) });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Crear promoción' }));
    expect(await within(form()).findByText('El título es requerido')).toBeTruthy();
    expect(within(form()).getByText('La descripción es requerida')).toBeTruthy();
    expect(callsTo(LISTA, 'POST')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(campo('Título')));
  });

  it("sends the draft, shows 'Creando...' while waiting, then toasts and starts over", async () => {
    const success = vi.spyOn(toast, 'success');
    const pending = deferredResponse();
    let creadas: ReturnType<typeof promocion>[] = [];
    routeFetch({
      [CREAR]: () => pending.promise,
      [LISTA]: () => jsonResponse(200, lista(creadas)),
    });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    fireEvent.change(campo('Título'), { target: { value: '2x1 en tacos de asada' } });
    fireEvent.change(campo('Descripción'), { target: { value: 'Los lunes en la noche' } });
    fireEvent.click(within(form()).getByRole('radio', { name: /Oro o más/ }));
    fireEvent.change(campo('Por semana'), { target: { value: '' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Crear promoción' }));

    const boton = await within(form()).findByRole('button', { name: CREANDO });
    expect(boton).toHaveProperty('disabled', true);
    expect(bodyOf(callsTo(LISTA, 'POST')[0])).toEqual({
      negocioID: NEGOCIO_ID,
      titulo: '2x1 en tacos de asada',
      descripcion: 'Los lunes en la noche',
      clase: 'promocion',
      nivelReq: 3,
      categoriaFavorita: [],
      tipoPromo: {
        tipo: 'programa',
        programa: {
          diaSemana: 1,
          horaInicio: '18:00',
          horaFin: '22:00',
          zonaHoraria: 'America/Mexico_City',
        },
      },
      limiteDeUsos: { porUsuario: { diario: 1, semanal: null, total: 5 }, totalGlobal: 500 },
      terminos: '',
      status: true,
    });

    const creada = promocion({ titulo: '2x1 en tacos de asada' });
    creadas = [creada];
    await act(async () => pending.resolve(201, una(creada, 'Promoción creada')));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Promoción creada'));
    expect(campo('Título').value).toBe('');
    // The list shows the new one.
    expect(
      await screen.findByRole('button', { name: 'Editar 2x1 en tacos de asada' }),
    ).toBeTruthy();
  });

  it("puts the server's field errors on their fields, with the fallback toast", async () => {
    const error = vi.spyOn(toast, 'error');
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([])),
      [CREAR]: () =>
        errorResponse(400, 'VALIDATION', '', {
          fieldErrors: {
            'tipoPromo.periodo.fechaFin': 'La fecha de fin ya pasó',
            'limiteDeUsos.totalGlobal': 'Usa un número mayor que 0, o déjalo vacío (sin límite)',
          },
        }),
    });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    fireEvent.change(campo('Título'), { target: { value: 'Semana del taco' } });
    fireEvent.change(campo('Descripción'), { target: { value: 'Toda la semana' } });
    fireEvent.click(within(form()).getByRole('radio', { name: /^Por Periodo/ }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Crear promoción' }));

    expect(await within(form()).findByText('La fecha de fin ya pasó')).toBeTruthy();
    expect(campo('Fecha de fin').getAttribute('aria-invalid')).toBe('true');
    expect(campo('Entre todos tus clientes').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(campo('Fecha de fin'));
    expect(error).toHaveBeenCalledWith(ERROR_CREAR);
  });

  it("shows the server's own message when it sends one", async () => {
    const error = vi.spyOn(toast, 'error');
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([])),
      [CREAR]: () => errorResponse(403, 'FORBIDDEN', 'No tienes permiso para hacer esto.'),
    });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    fireEvent.change(campo('Título'), { target: { value: 'Algo' } });
    fireEvent.change(campo('Descripción'), { target: { value: 'Algo más' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Crear promoción' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No tienes permiso para hacer esto.'));
  });
});

describe('the list: edit, switch on/off, delete', () => {
  it('names the types the same in Crear, the drawer and the list', async () => {
    const p = promocion({
      titulo: 'Noche de tacos',
      tipoPromo: {
        tipo: 'programa',
        programa: {
          diaSemana: 5,
          horaInicio: '18:00',
          horaFin: '22:00',
          zonaHoraria: 'America/Mexico_City',
        },
        periodo: null,
        exclusivo: null,
      },
    });
    const e = promocion({
      titulo: 'Tardeada',
      clase: 'evento',
      tipoPromo: {
        tipo: 'exclusivo',
        programa: null,
        periodo: null,
        exclusivo: { totalInicial: 30, restantes: 12, fechaLimite: '2026-11-28' },
      },
    });
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([p, e])),
      [`/api/promocion/${p.publicID}`]: () => jsonResponse(200, una(p)),
      [`/api/promocion/${e.publicID}`]: () => jsonResponse(200, una(e)),
    });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    const enCrear = nombresDeTipos(form());

    // The list names each one's type with those same words, agreeing with an evento.
    const fila = (titulo: string) =>
      screen.getByRole('button', { name: `Editar ${titulo}` }).textContent;
    expect(fila('Noche de tacos')).toContain('Promoción · Programada · Cada viernes');
    expect(fila('Tardeada')).toContain('Evento · Exclusivo · Quedan 12 de 30');

    fireEvent.click(screen.getByRole('button', { name: 'Editar Noche de tacos' }));
    let drawer = await screen.findByRole('dialog', { name: 'Editar promoción' }, { timeout: 5000 });
    expect(nombresDeTipos(drawer)).toEqual(enCrear);
    expect(within(drawer).getByRole('heading', { name: 'Tipo de promoción' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));

    // An evento's section is the evento's, not 'Tipo de promoción'.
    fireEvent.click(screen.getByRole('button', { name: 'Editar Tardeada' }));
    drawer = await screen.findByRole('dialog', { name: 'Editar evento' }, { timeout: 5000 });
    expect(within(drawer).getByRole('heading', { name: 'Tipo de evento' })).toBeTruthy();
    expect(within(drawer).queryByRole('heading', { name: 'Tipo de promoción' })).toBeNull();
    expect(nombresDeTipos(drawer)).toEqual(['Regular', 'Programado', 'Por Periodo', 'Exclusivo']);
    expect(within(drawer).getByRole('radio', { name: /^Exclusivo/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('opens a promotion in the drawer and clears the selection on close', async () => {
    const p = promocion({ titulo: 'Café de olla gratis' });
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([p])),
      [`/api/promocion/${p.publicID}`]: () => jsonResponse(200, una(p)),
    });
    render('crear');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Café de olla gratis' }));
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Editar promoción' },
      { timeout: 5000 },
    );
    expect((within(drawer).getByLabelText('Título') as HTMLInputElement).value).toBe(
      'Café de olla gratis',
    );
    expect(
      screen.getByRole('button', { name: 'Editar Café de olla gratis' }).closest('li')!.className,
    ).toContain('bg-rubi-50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Editar Café de olla gratis' }).closest('li')!.className,
    ).not.toContain('bg-rubi-50');
  });

  it('switches a promotion off with PATCH …/status', async () => {
    const p = promocion({ titulo: 'Agua fresca' });
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([p])),
      [`PATCH /api/promocion/${p.publicID}/status`]: () =>
        jsonResponse(200, una({ ...p, status: false, activo: false }, 'Promoción desactivada')),
    });
    render('crear');
    fireEvent.click(await screen.findByRole('switch', { name: 'Activa: Agua fresca' }));
    await waitFor(() =>
      expect(callsTo(`/api/promocion/${p.publicID}/status`, 'PATCH')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(`/api/promocion/${p.publicID}/status`, 'PATCH')[0])).toEqual({
      status: false,
    });
  });

  it('deletes only after confirming', async () => {
    const p = promocion({ titulo: 'Postre del día' });
    let borrada = false;
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista(borrada ? [] : [p])),
      [`DELETE /api/promocion/${p.publicID}`]: () => {
        borrada = true;
        return jsonResponse(200, { success: true, message: 'Promoción eliminada' });
      },
    });
    render('crear');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Postre del día' }));
    const dialogo = screen.getByRole('alertdialog', { name: '¿Eliminar esta promoción?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(`/api/promocion/${p.publicID}`, 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Postre del día' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar Postre del día' })).toBeNull(),
    );
    expect(callsTo(`/api/promocion/${p.publicID}`, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Ver: the figures (SPEC §2, §9)', () => {
  const promos = () => [
    promocion({ clase: 'cupon' }),
    promocion({ clase: 'cupon' }),
    promocion({ clase: 'cupon', activo: false, status: false }),
    promocion({ clase: 'recompensa' }),
    promocion({ clase: 'evento', activo: false }),
    promocion({
      clase: 'promocion',
      titulo: 'Noche de tacos',
      porVencer: true,
      tipoPromo: {
        tipo: 'periodo',
        programa: null,
        periodo: { fechaInicio: '2026-11-01', fechaFin: '2026-11-22' },
        exclusivo: null,
      },
      analitica: { vistas: 40, usos: 10, limite: 500 },
    }),
  ];

  it('counts the active ones per clase, lists what is about to end and the usage rate', async () => {
    routeFetch({ [LISTA]: () => jsonResponse(200, lista(promos())) });
    render('ver');
    const resumen = await screen.findByRole('region', { name: 'Ofertas activas por tipo' });
    const tile = (nombre: string) => within(resumen).getByText(nombre).parentElement!.textContent;
    expect(tile('Promociones')).toBe('Promociones1activa · 1 en total');
    expect(tile('Cupones')).toBe('Cupones2activas · 3 en total');
    expect(tile('Premios')).toBe('Premios1activa · 1 en total');
    expect(tile('Eventos')).toBe('Eventos0activas · 1 en total');

    const porVencer = screen.getByRole('region', { name: 'Por vencer' });
    expect(within(porVencer).getByText('Noche de tacos')).toBeTruthy();
    expect(within(porVencer).getByText(/Vence mañana/)).toBeTruthy();

    // 'Uso por promoción' is each promotion's own counters, since it was created: it says so.
    const uso = screen.getByRole('heading', { name: 'Uso por promoción' }).parentElement!;
    expect(uso.textContent).toContain('desde que se creó cada una');
    const fila = screen.getAllByText('Noche de tacos').at(-1)!.closest('li')!;
    expect(within(fila).getByText('Promoción · Por Periodo')).toBeTruthy();
    expect(within(fila).getByText('25%')).toBeTruthy();
    expect(within(fila).getByText('40')).toBeTruthy();
    expect(within(fila).getByText('10')).toBeTruthy();
  });

  it('shows the per-promotion stats on demand', async () => {
    const p = promocion({ titulo: 'Horchata' });
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([p])),
      [`/api/promocion/stats/${p.publicID}`]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            estadisticasUso: { totalVistas: 80, totalUsos: 20 },
            totalCanjes: 20,
            tasaUso: 25,
            canjesPorDia: [
              { fecha: '2026-11-20', canjes: 3 },
              { fecha: '2026-11-21', canjes: 5 },
            ],
          },
        }),
    });
    render('ver');
    fireEvent.click(await screen.findByRole('button', { name: 'Detalle de Horchata' }));
    expect(await screen.findByText('Desde que se creó')).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: '8 canjes en los últimos 2 días; el día con más, 21 nov con 5',
      }),
    ).toBeTruthy();
  });

  it('asks again for the figures when going back from Crear to Ver', async () => {
    routeFetch({ [LISTA]: () => jsonResponse(200, lista(promos())) });
    render('crear');
    await screen.findByRole('form', { name: 'Nueva promoción' });
    const antes = callsTo(`/api/promocion?negocioID=${NEGOCIO_ID}`).length;
    fireEvent.click(screen.getByRole('tab', { name: 'Ver' }));
    await screen.findByRole('region', { name: 'Ofertas activas por tipo' });
    await waitFor(() =>
      expect(callsTo(`/api/promocion?negocioID=${NEGOCIO_ID}`).length).toBe(antes + 1),
    );
  });

  it("says 'Error al obtener las promociones' when the list fails without a message", async () => {
    routeFetch({ [LISTA]: () => jsonResponse(500, {}) });
    render('ver');
    expect((await screen.findByRole('alert')).textContent).toBe('Error al obtener las promociones');
  });
});

describe("'Canjear código' (DOMAIN §6)", () => {
  const CONFIRMAR = 'POST /api/canjes/confirmar';

  it('checks the code, confirms it and shows what was redeemed', async () => {
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([])),
      [CONFIRMAR]: () =>
        jsonResponse(200, {
          success: true,
          message: '¡Canje confirmado!',
          data: {
            canjeId: 'c1',
            fecha: '2026-11-21T18:05:00.000Z',
            promocion: { publicID: 'PRO1', titulo: 'Taco gratis', descripcion: 'Uno de asada' },
            cliente: { nombre: 'Ana María', fotoPerfil: null, nivel: 3 },
            restantes: 41,
            otroCanje: { elegible: true, motivo: null },
          },
        }),
    });
    render('ver');
    fireEvent.click(await screen.findByRole('button', { name: 'Canjear código' }));
    const dialogo = screen.getByRole('dialog', { name: 'Canjear código' });
    const input = within(dialogo).getByLabelText('Código de canje');
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'ab1' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar canje' }));
    expect(within(dialogo).getByRole('alert').textContent).toBe(
      'El código tiene 6 letras o números',
    );
    expect(callsTo('/api/canjes/confirmar')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'ab-12c9' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar canje' }));
    expect(await within(dialogo).findByText('Taco gratis')).toBeTruthy();
    expect(bodyOf(callsTo('/api/canjes/confirmar')[0])).toEqual({ codigo: 'AB12C9' });
    expect(within(dialogo).getByText('Ana María')).toBeTruthy();
    expect(within(dialogo).getByText('Oro')).toBeTruthy();
    expect(within(dialogo).getByText(/Quedan 41/)).toBeTruthy();
  });

  it("shows the refusal in the server's words", async () => {
    routeFetch({
      [LISTA]: () => jsonResponse(200, lista([])),
      [CONFIRMAR]: () =>
        errorResponse(409, 'PROMO_LIMITE_DIARIO', ERROR_MESSAGES.PROMO_LIMITE_DIARIO),
    });
    render('ver');
    fireEvent.click(await screen.findByRole('button', { name: 'Canjear código' }));
    const dialogo = screen.getByRole('dialog', { name: 'Canjear código' });
    fireEvent.change(within(dialogo).getByLabelText('Código de canje'), {
      target: { value: 'K7M2QX' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar canje' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(
      ERROR_MESSAGES.PROMO_LIMITE_DIARIO,
    );
  });
});
