import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DESCRIPCION_ROL,
  ESTABLECIMIENTOS_REQUERIDOS,
  NOMBRE_MIEMBRO_REQUERIDO,
  type Miembro,
} from '@tarjeto/shared';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { DUENO, equipoResponse, LUGAR_CENTRO, LUGAR_NORTE, miembro } from '../test-fixtures.ts';
import { EquipoScreen } from './equipo-screen.tsx';

// Ajustes → Equipo (issue 25 part B) as the owner uses it: the list, inviting, editing, resending
// and removing, each with what the server answers.

const CARLOS = miembro();
const ROSA = miembro({
  miembroId: '55555555-5555-4555-8555-555555555555',
  nombre: 'Rosa Méndez',
  email: 'rosa@ejemplo.mx',
  rol: 'encargado',
  estado: 'invitado',
  tienePin: false,
  aceptadoEn: null,
  invitacionVence: '2099-12-04T18:00:00.000Z',
  establecimientos: [LUGAR_NORTE],
});

const render = (lugares = [LUGAR_CENTRO, LUGAR_NORTE]) =>
  renderScreen(<EquipoScreen nombreComercial="Tacos Cuichi" lugares={lugares} />, {
    path: '/negocio-dashboard/ajustes/equipo',
  });

const fila = (nombre: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(nombre) }).closest('li')!;

let miembros: Miembro[];

prepararPantalla();
beforeEach(() => {
  miembros = [DUENO, CARLOS, ROSA];
});

describe('Equipo: the list', () => {
  it('shows the owner first, then each person with role, email, places, state, PIN and expiry', async () => {
    routeFetch({ 'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeTruthy();
    await screen.findByText('carlos@ejemplo.mx');
    const titulos = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titulos).toEqual(['Lupita Ramírez (tú)', 'Carlos Pérez', 'Rosa Méndez']);

    const dueno = within(fila('Lupita'));
    expect(dueno.getByText('Dueño')).toBeTruthy();
    expect(dueno.getByText('Todos los establecimientos')).toBeTruthy();
    expect(dueno.getByText('Sin PIN')).toBeTruthy();
    // The owner is not edited or removed here.
    expect(dueno.queryByRole('button')).toBeNull();

    const carlos = within(fila('Carlos'));
    expect(carlos.getByText('Cajero')).toBeTruthy();
    expect(carlos.getByText('Activo')).toBeTruthy();
    expect(carlos.getByText('Con PIN')).toBeTruthy();
    expect(carlos.getByText('Tacos Cuichi Centro')).toBeTruthy();
    expect(carlos.getByRole('button', { name: 'Editar a Carlos Pérez' })).toBeTruthy();
    // Joined already: nothing to resend.
    expect(carlos.queryByRole('button', { name: /Reenviar/ })).toBeNull();

    const rosa = within(fila('Rosa'));
    expect(rosa.getByText('Encargado')).toBeTruthy();
    expect(rosa.getByText('Invitado')).toBeTruthy();
    expect(rosa.getByText('La invitación vence el 4 dic 2099')).toBeTruthy();
    expect(rosa.getByRole('button', { name: 'Reenviar invitación a Rosa Méndez' })).toBeTruthy();
    expect(rosa.getByRole('button', { name: 'Quitar del equipo a Rosa Méndez' })).toBeTruthy();
    expect(screen.queryByText('Aún no invitas a nadie')).toBeNull();
  });

  it('says an expired invitation must be resent, and invites when the owner is alone', async () => {
    routeFetch({
      'GET /api/negocio/equipo': () =>
        jsonResponse(
          200,
          equipoResponse([DUENO, { ...ROSA, invitacionVence: '2020-01-01T00:00:00.000Z' }]),
        ),
    });
    render();
    expect(await screen.findByText('La invitación venció: reenvíala')).toBeTruthy();
    cleanup();
    routeFetch({ 'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse([DUENO])) });
    render();
    expect(await screen.findByText('Aún no invitas a nadie')).toBeTruthy();
  });

  it('says the list could not be loaded, and retries', async () => {
    let fallar = true;
    routeFetch({
      'GET /api/negocio/equipo': () =>
        fallar ? errorResponse(500, 'INTERNAL', '') : jsonResponse(200, equipoResponse(miembros)),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No pudimos cargar tu equipo. Intenta de nuevo.')).toBeTruthy();
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('carlos@ejemplo.mx')).toBeTruthy();
  });
});

describe('Invitar a alguien', () => {
  it('asks for name, email, role (with what each may do) and places; sends them; the list updates', async () => {
    const nueva = miembro({
      miembroId: '66666666-6666-4666-8666-666666666666',
      nombre: 'Beto Ruiz',
      email: 'beto@ejemplo.mx',
      rol: 'encargado',
      estado: 'invitado',
      establecimientos: [LUGAR_NORTE],
      invitacionVence: '2099-12-04T18:00:00.000Z',
    });
    routeFetch({
      'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)),
      'POST /api/negocio/equipo': () => {
        miembros = [...miembros, nueva];
        return jsonResponse(200, {
          success: true,
          message: 'Enviamos la invitación a beto@ejemplo.mx',
          data: nueva,
        });
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('carlos@ejemplo.mx');
    await user.click(screen.getByRole('button', { name: 'Invitar a alguien' }));
    const dialog = screen.getByRole('dialog', { name: 'Invitar a alguien' });
    const d = within(dialog);

    // Two places: none ticked for the owner. Empty, the form says what is missing and sends nothing.
    expect(d.getByRole('checkbox', { name: 'Tacos Cuichi Centro' })).toHaveProperty(
      'checked',
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await d.findByText(NOMBRE_MIEMBRO_REQUERIDO)).toBeTruthy();
    expect(d.getByText(ESTABLECIMIENTOS_REQUERIDOS)).toBeTruthy();
    expect(document.activeElement).toBe(d.getByLabelText('Nombre'));
    expect(callsTo('/api/negocio/equipo', 'POST')).toHaveLength(0);

    // The roles are radio cards with their one line each; Cajero is chosen to start with.
    const cajero = d.getByRole('radio', { name: /Cajero/ }) as HTMLInputElement;
    expect(cajero.checked).toBe(true);
    expect(d.getByText(DESCRIPCION_ROL.encargado)).toBeTruthy();
    expect(d.getByText(DESCRIPCION_ROL.cajero)).toBeTruthy();

    await user.type(d.getByLabelText('Nombre'), 'Beto Ruiz');
    await user.type(d.getByLabelText('Correo electrónico'), 'beto@ejemplo.mx');
    await user.click(d.getByRole('radio', { name: /Encargado/ }));
    await user.click(d.getByRole('checkbox', { name: 'Tacos Cuichi Norte' }));
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText('Enviamos la invitación a beto@ejemplo.mx')).toBeTruthy();
    expect(bodyOf(callsTo('/api/negocio/equipo', 'POST')[0])).toEqual({
      nombre: 'Beto Ruiz',
      email: 'beto@ejemplo.mx',
      rol: 'encargado',
      establecimientos: [LUGAR_NORTE.establecimientoID],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('beto@ejemplo.mx')).toBeTruthy();
  });

  it('ticks the only establishment already, and shows the server’s refusal on its field', async () => {
    routeFetch({
      'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)),
      'POST /api/negocio/equipo': () =>
        errorResponse(409, 'CORREO_CON_CUENTA', 'Este correo ya tiene una cuenta de Tarjeto.', {
          fieldErrors: { email: 'Este correo ya tiene una cuenta de Tarjeto' },
        }),
    });
    const user = userEvent.setup();
    render([LUGAR_CENTRO]);
    await user.click(screen.getByRole('button', { name: 'Invitar a alguien' }));
    const d = within(screen.getByRole('dialog', { name: 'Invitar a alguien' }));
    expect(d.getByRole('checkbox', { name: 'Tacos Cuichi Centro' })).toHaveProperty(
      'checked',
      true,
    );
    await user.type(d.getByLabelText('Nombre'), 'Ana');
    await user.type(d.getByLabelText('Correo electrónico'), 'ana@ejemplo.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    const correo = d.getByLabelText('Correo electrónico');
    await waitFor(() => expect(correo.getAttribute('aria-invalid')).toBe('true'));
    expect(d.getByText('Este correo ya tiene una cuenta de Tarjeto')).toBeTruthy();
    expect(document.activeElement).toBe(correo);
    expect(bodyOf(callsTo('/api/negocio/equipo', 'POST')[0])).toMatchObject({
      establecimientos: [LUGAR_CENTRO.establecimientoID],
    });
    // The drawer stays open with what was typed.
    expect((d.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
  });
});

describe('each person', () => {
  it('edits the role and the places', async () => {
    routeFetch({
      'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)),
      [`PUT /api/negocio/equipo/${CARLOS.miembroId}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Cambios guardados',
          data: { ...CARLOS, rol: 'encargado', establecimientos: [LUGAR_CENTRO, LUGAR_NORTE] },
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Editar a Carlos Pérez' }));
    const d = within(screen.getByRole('dialog', { name: 'Editar a Carlos Pérez' }));
    // The person as they are: their role and places chosen, name and email not editable here.
    expect(d.getByText('carlos@ejemplo.mx')).toBeTruthy();
    expect(d.queryByLabelText('Nombre')).toBeNull();
    expect(d.getByRole('radio', { name: /Cajero/ })).toHaveProperty('checked', true);
    expect(d.getByRole('checkbox', { name: 'Tacos Cuichi Centro' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(d.getByRole('radio', { name: /Encargado/ }));
    await user.click(d.getByRole('checkbox', { name: 'Tacos Cuichi Norte' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
    expect(bodyOf(callsTo(`/api/negocio/equipo/${CARLOS.miembroId}`, 'PUT')[0])).toEqual({
      rol: 'encargado',
      establecimientos: [LUGAR_CENTRO.establecimientoID, LUGAR_NORTE.establecimientoID],
    });
  });

  it('resends a pending invitation and says so', async () => {
    routeFetch({
      'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)),
      [`POST /api/negocio/equipo/${ROSA.miembroId}/reenviar`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Enviamos otra invitación a rosa@ejemplo.mx',
          data: ROSA,
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar invitación a Rosa Méndez' }),
    );
    expect(await screen.findByText('Enviamos otra invitación a rosa@ejemplo.mx')).toBeTruthy();
    expect(callsTo(`/api/negocio/equipo/${ROSA.miembroId}/reenviar`, 'POST')).toHaveLength(1);
  });

  it('asks before removing someone; Cancelar removes nobody, Sí, quitar does', async () => {
    routeFetch({
      'GET /api/negocio/equipo': () => jsonResponse(200, equipoResponse(miembros)),
      [`DELETE /api/negocio/equipo/${CARLOS.miembroId}`]: () => {
        miembros = miembros.filter((m) => m.miembroId !== CARLOS.miembroId);
        return jsonResponse(200, {
          success: true,
          message: 'La persona ya no es parte de tu equipo',
        });
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Quitar del equipo a Carlos Pérez' }),
    );
    let dialogo = screen.getByRole('alertdialog', { name: '¿Quitar a Carlos Pérez del equipo?' });
    expect(dialogo.textContent).toContain('su sesión se cierra ahora');
    expect(document.activeElement).toBe(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(`/api/negocio/equipo/${CARLOS.miembroId}`, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar del equipo a Carlos Pérez' }));
    dialogo = screen.getByRole('alertdialog', { name: '¿Quitar a Carlos Pérez del equipo?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Sí, quitar' }));
    expect(await screen.findByText('Carlos Pérez ya no es parte de tu equipo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('carlos@ejemplo.mx')).toBeNull());
    expect(callsTo(`/api/negocio/equipo/${CARLOS.miembroId}`, 'DELETE')).toHaveLength(1);
  });
});
