import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  bodyOf,
  callsTo,
  errorResponse,
  fetchMock,
  jsonResponse,
  routeFetch,
} from '../../test/fetch-mock.ts';
import { EST_CENTRO, establecimiento } from '../../test/negocio-perfil.ts';
import { prepararPantalla, renderScreen } from '../../test/render-screen.tsx';
import {
  formatDistancia,
  GEOLOCALIZACION_TIMEOUT_MS,
  PERMISO_DE_UBICACION_NEGADO,
  PERMISO_DE_UBICACION_NEGADO_IPHONE,
  SIN_GEOLOCALIZACION,
  UBICACION_TIEMPO_AGOTADO,
} from './geolocalizacion.ts';
import {
  QUITAR_PREGUNTA,
  SI_NO_ESTAS_EN_EL_NEGOCIO,
  SIN_UBICACION,
  UbicacionEstablecimiento,
} from './ubicacion-establecimiento.tsx';

// 'Ubicación en el mapa' against the API's contract: what it sends (PUT /api/establecimiento/
// ubicacion), what it refuses to send, and what the owner reads. The device's position is a stub
// of navigator.geolocation, which jsdom does not have.

const UBICACION = '/api/establecimiento/ubicacion';
/** The server's own words, so the test tells them from the component's fallback. */
const MENSAJE_DEL_SERVIDOR = 'Listo: ubicación guardada en el servidor.';

/** The API answering the PUT with what it was sent, as the real one does. */
function servidor() {
  routeFetch({
    [`PUT ${UBICACION}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse(200, {
        success: true,
        message: MENSAJE_DEL_SERVIDOR,
        data: { establecimientoID: body.establecimientoID, coordenadas: body.coordenadas },
      });
    },
  });
}

type Exito = (pos: GeolocationPosition) => void;
type Fallo = (err: GeolocationPositionError) => void;
const getCurrentPosition = vi.fn<(ok: Exito, fallo?: Fallo, opciones?: PositionOptions) => void>();

function conGeolocalizacion() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

const posicion = (latitude: number, longitude: number, accuracy = 12) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() }) as GeolocationPosition;
const errorDeGeolocalizacion = (code: 1 | 2 | 3) =>
  ({
    code,
    message: '',
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
  }) as GeolocationPositionError;

/** A shop saved in CDMX, and a reading from Monterrey, 714 km north. */
const GUARDADA = { latitud: 19.34901, longitud: -99.16902 };
const MONTERREY = { latitud: 25.6866, longitud: -100.3161 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const render = (e = establecimiento()) =>
  renderScreen(<UbicacionEstablecimiento establecimiento={e} />);
const boton = (name: string | RegExp) => screen.getByRole('button', { name });
const escribir = (label: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: valor } });
const puts = () => callsTo(UBICACION, 'PUT');
/** The live region of the component: what it says is read out from there. */
const enVivo = (texto: string) => screen.getByText(texto).closest('[aria-live]');
/** Taps 'Usar la ubicación de este dispositivo' and answers with this reading. */
function leer(latitud: number, longitud: number, precision?: number) {
  getCurrentPosition.mockImplementation((ok) => ok(posicion(latitud, longitud, precision)));
  fireEvent.click(boton('Usar la ubicación de este dispositivo'));
}
/** Opens the typed fields (fetched when first opened) and waits for them. */
async function abrirCampos() {
  fireEvent.click(boton('Escribir coordenadas'));
  return screen.findByLabelText('Latitud');
}

prepararPantalla();
beforeEach(() => {
  getCurrentPosition.mockReset();
  conGeolocalizacion();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('what it shows', () => {
  it('without a location, says what the customers miss', () => {
    render();
    expect(
      screen.getByRole('group', { name: 'Ubicación en el mapa de Tacos Cuichi Centro' }),
    ).toBeTruthy();
    expect(screen.getByText(SIN_UBICACION)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ver en el mapa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar ubicación' })).toBeNull();
  });

  it('with one, the coordinates and a map link in a new tab', async () => {
    render(establecimiento({ coordenadas: { latitud: 19.34901, longitud: -99.16902 } }));
    expect(screen.getByText('19.34901, -99.16902')).toBeTruthy();
    const enlace = screen.getByRole('link', { name: /Ver en el mapa/ });
    expect(enlace.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=19.34901&mlon=-99.16902#map=18/19.34901/-99.16902',
    );
    expect(enlace.getAttribute('target')).toBe('_blank');
    expect(enlace.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText(SIN_UBICACION)).toBeNull();

    // Correcting it starts from what is saved.
    await abrirCampos();
    expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('19.34901');
    expect((screen.getByLabelText('Longitud') as HTMLInputElement).value).toBe('-99.16902');
    expect(screen.getByLabelText('Latitud').getAttribute('inputmode')).toBe('decimal');
  });
});

describe('Usar la ubicación de este dispositivo', () => {
  it('asks the device with high accuracy, waits focusable, then sends it and shows the answer', async () => {
    servidor();
    render();
    const usar = boton('Usar la ubicación de este dispositivo');
    usar.focus();
    fireEvent.click(usar);

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    const [exito, , opciones] = getCurrentPosition.mock.calls[0]!;
    expect(opciones).toMatchObject({
      enableHighAccuracy: true,
      timeout: GEOLOCALIZACION_TIMEOUT_MS,
    });
    expect(GEOLOCALIZACION_TIMEOUT_MS).toBe(15_000);

    // While the device looks: busy, and still where the keyboard left it.
    const esperando = boton('Buscando tu ubicación…');
    expect(esperando.getAttribute('aria-busy')).toBe('true');
    expect((esperando as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(esperando);
    expect(puts()).toHaveLength(0);

    act(() => exito(posicion(19.34901, -99.16902)));

    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(puts()).toHaveLength(1);
    expect(bodyOf(puts()[0])).toEqual({
      establecimientoID: EST_CENTRO,
      coordenadas: { latitud: 19.34901, longitud: -99.16902 },
    });
    await waitFor(() => expect(boton('Usar la ubicación de este dispositivo')).toBeTruthy());
  });

  it("permission denied: explains how to allow it in this browser's way, and sends nothing", async () => {
    servidor();
    render();
    getCurrentPosition.mockImplementation((_ok, fallo) => fallo?.(errorDeGeolocalizacion(1)));
    fireEvent.click(boton('Usar la ubicación de este dispositivo'));

    expect(await screen.findByText(PERMISO_DE_UBICACION_NEGADO)).toBeTruthy();
    expect(PERMISO_DE_UBICACION_NEGADO).toContain(
      'toca el candado junto a la dirección › Permisos › Ubicación',
    );
    expect(screen.queryByText(PERMISO_DE_UBICACION_NEGADO_IPHONE)).toBeNull();
    expect(enVivo(PERMISO_DE_UBICACION_NEGADO)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('permission denied on an iPhone: only the iPhone way', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    render();
    getCurrentPosition.mockImplementation((_ok, fallo) => fallo?.(errorDeGeolocalizacion(1)));
    fireEvent.click(boton('Usar la ubicación de este dispositivo'));

    expect(await screen.findByText(PERMISO_DE_UBICACION_NEGADO_IPHONE)).toBeTruthy();
    expect(PERMISO_DE_UBICACION_NEGADO_IPHONE).toContain(
      'Ajustes › Privacidad y seguridad › Localización › Sitios web de Safari',
    );
    expect(screen.queryByText(PERMISO_DE_UBICACION_NEGADO)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a low-accuracy reading asks first, and is saved only on Guardar esta ubicación', async () => {
    servidor();
    render();
    leer(19.34901, -99.16902, 2000);

    const texto = 'La ubicación de este dispositivo es aproximada (±2 km).';
    expect(await screen.findByText(texto)).toBeTruthy();
    expect(enVivo(texto)).toBeTruthy();
    expect(enVivo(SI_NO_ESTAS_EN_EL_NEGOCIO)).toBeTruthy();
    const pregunta = screen.getByRole('group', { name: texto });
    const guardar = within(pregunta).getByRole('button', { name: 'Guardar esta ubicación' });
    await waitFor(() => expect(document.activeElement).toBe(guardar));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(guardar);
    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(puts()).toHaveLength(1);
    expect(bodyOf(puts()[0])).toEqual({
      establecimientoID: EST_CENTRO,
      coordenadas: { latitud: 19.34901, longitud: -99.16902 },
    });
    expect(screen.queryByRole('button', { name: 'Guardar esta ubicación' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(boton('Usar la ubicación de este dispositivo')),
    );
  });

  it('far from the saved location: says how far, and Cancelar sends nothing', async () => {
    servidor();
    render(establecimiento({ coordenadas: GUARDADA }));
    // Accurate, but in another city: the distance alone asks.
    leer(MONTERREY.latitud, MONTERREY.longitud, 40);

    const texto = 'Tu dispositivo está a 714 km de la ubicación guardada (precisión ±40 m).';
    expect(await screen.findByText(texto)).toBeTruthy();
    expect(enVivo(texto)).toBeTruthy();
    const pregunta = screen.getByRole('group', { name: texto });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(pregunta).getByRole('button', { name: 'Guardar esta ubicación' }),
      ),
    );

    fireEvent.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText(texto)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(boton('Usar la ubicación de este dispositivo')),
    );
    expect(screen.getByText('19.34901, -99.16902')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('close to the saved location and accurate: saved at once', async () => {
    servidor();
    render(establecimiento({ coordenadas: GUARDADA }));
    // About 166 m from the saved point, ±30 m.
    leer(19.3501, -99.1701, 30);

    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(bodyOf(puts()[0])).toEqual({
      establecimientoID: EST_CENTRO,
      coordenadas: { latitud: 19.3501, longitud: -99.1701 },
    });
    expect(screen.queryByRole('button', { name: 'Guardar esta ubicación' })).toBeNull();
  });

  it('distances and accuracies read as people say them', () => {
    expect(formatDistancia(40.4)).toBe('40 m');
    expect(formatDistancia(999.6)).toBe('1 km');
    expect(formatDistancia(1400)).toBe('1.4 km');
    expect(formatDistancia(9960)).toBe('10 km');
    expect(formatDistancia(712_345)).toBe('712 km');
    expect(formatDistancia(2000)).toBe('2 km');
  });

  it('a timeout says so, not that permission was refused', async () => {
    render();
    getCurrentPosition.mockImplementation((_ok, fallo) => fallo?.(errorDeGeolocalizacion(3)));
    fireEvent.click(boton('Usar la ubicación de este dispositivo'));

    expect(await screen.findByText(UBICACION_TIEMPO_AGOTADO)).toBeTruthy();
    expect(screen.queryByText(PERMISO_DE_UBICACION_NEGADO)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a browser without geolocation says so and opens the fields to type', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    render();
    fireEvent.click(boton('Usar la ubicación de este dispositivo'));

    expect(await screen.findByText(SIN_GEOLOCALIZACION)).toBeTruthy();
    const latitud = await screen.findByLabelText('Latitud');
    await waitFor(() => expect(document.activeElement).toBe(latitud));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Escribir coordenadas', () => {
  it('out of range: the field error under the input, and nothing is sent', async () => {
    servidor();
    render();
    const latitudCampo = await abrirCampos();
    await waitFor(() => expect(document.activeElement).toBe(latitudCampo));

    escribir('Latitud', '95');
    escribir('Longitud', '-99.16902');
    fireEvent.click(boton('Guardar'));

    expect(await screen.findByText('La latitud va de -90 a 90')).toBeTruthy();
    const latitud = screen.getByLabelText('Latitud');
    expect(latitud.getAttribute('aria-invalid')).toBe('true');
    expect(latitud.getAttribute('aria-describedby')).toContain(`${latitud.id}-error`);
    expect(screen.getByLabelText('Longitud').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empty fields ask for numbers and send nothing', async () => {
    render();
    await abrirCampos();
    fireEvent.click(boton('Guardar'));

    expect(await screen.findByText('Escribe la latitud como número, ej. 24.8069')).toBeTruthy();
    expect(screen.getByText('Escribe la longitud como número, ej. -107.3938')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('valid values are sent (Enter saves too), and the fields close', async () => {
    servidor();
    render();
    await abrirCampos();
    escribir('Latitud', '24.8069');
    escribir('Longitud', '-107.3938');
    fireEvent.keyDown(screen.getByLabelText('Longitud'), { key: 'Enter' });

    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(puts()).toHaveLength(1);
    expect(bodyOf(puts()[0])).toEqual({
      establecimientoID: EST_CENTRO,
      coordenadas: { latitud: 24.8069, longitud: -107.3938 },
    });
    await waitFor(() => expect(screen.queryByLabelText('Latitud')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(boton('Escribir coordenadas')));
  });

  it("the server's field errors land under their inputs", async () => {
    routeFetch({
      [`PUT ${UBICACION}`]: () =>
        errorResponse(400, 'VALIDATION', 'Revisa los datos', {
          fieldErrors: { 'coordenadas.longitud': 'La longitud no es válida' },
        }),
    });
    render();
    await abrirCampos();
    escribir('Latitud', '24.8069');
    escribir('Longitud', '-107.3938');
    fireEvent.click(boton('Guardar'));

    expect(await screen.findByText('La longitud no es válida')).toBeTruthy();
    expect(screen.getByLabelText('Longitud').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(1);
  });

  it('Cancelar closes the fields without sending and gives the focus back', async () => {
    render();
    await abrirCampos();
    escribir('Latitud', '24.8069');
    fireEvent.click(boton('Cancelar'));

    expect(screen.queryByLabelText('Latitud')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(boton('Escribir coordenadas')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a pair pasted from a map app fills both fields', async () => {
    servidor();
    render();
    await abrirCampos();
    fireEvent.paste(screen.getByLabelText('Latitud'), {
      clipboardData: { getData: () => '19.34901, -99.16902' },
    });
    fireEvent.click(boton('Guardar'));

    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(bodyOf(puts()[0])).toMatchObject({
      coordenadas: { latitud: 19.34901, longitud: -99.16902 },
    });
  });
});

describe('Quitar ubicación', () => {
  it('asks first; Cancelar keeps it, Quitar sends null and moves the focus to the main action', async () => {
    servidor();
    render(establecimiento({ coordenadas: GUARDADA }));
    const quitar = boton('Quitar ubicación');
    quitar.focus();
    fireEvent.click(quitar);

    // The question, read out; the safe answer holds the focus.
    expect(enVivo(QUITAR_PREGUNTA)).toBeTruthy();
    const pregunta = () => within(screen.getByRole('group', { name: QUITAR_PREGUNTA }));
    await waitFor(() =>
      expect(document.activeElement).toBe(pregunta().getByRole('button', { name: 'Cancelar' })),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(pregunta().getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText(QUITAR_PREGUNTA)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(boton('Quitar ubicación')));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(boton('Quitar ubicación'));
    fireEvent.click(pregunta().getByRole('button', { name: 'Quitar' }));

    await screen.findByText(MENSAJE_DEL_SERVIDOR);
    expect(puts()).toHaveLength(1);
    expect(bodyOf(puts()[0])).toEqual({ establecimientoID: EST_CENTRO, coordenadas: null });
    await waitFor(() =>
      expect(document.activeElement).toBe(boton('Usar la ubicación de este dispositivo')),
    );
  });

  it("a refusal (another role, another business's) is said where it happened", async () => {
    routeFetch({
      [`PUT ${UBICACION}`]: () =>
        errorResponse(403, 'ROL_SIN_PERMISO', 'Tu rol no puede cambiar la ubicación.'),
    });
    render(establecimiento({ coordenadas: GUARDADA }));
    fireEvent.click(boton('Quitar ubicación'));
    fireEvent.click(boton('Quitar'));

    const aviso = await screen.findByText('Tu rol no puede cambiar la ubicación.');
    expect(aviso.closest('[aria-live]')).toBeTruthy();
  });
});
