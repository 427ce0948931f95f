import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuth } from '../features/auth/api/check-auth.ts';
import { changePassword } from '../features/auth/api/change-password.ts';
import {
  callsTo,
  errorResponse,
  fetchMock,
  jsonResponse,
  pistaDeSesion,
  routeFetch,
} from '../test/fetch-mock.ts';
import { usuario } from '../test/render-screen.tsx';
import {
  guardarLlave,
  leerLlave,
  olvidarLlave,
  renovarLlaveGuardada,
} from './codigo-sin-conexion.ts';

// The key 'Mi código' keeps on the phone: one, tagged with its account, never handed to another
// account, gone when the server says the session is over or another account signs in here, and
// replaced after a password change (which gives the account a new secret).

const LLAVE = { handle: '7Q4KM', secreto: 'c2VjcmV0by12aWVqbw', servidorEn: 1_000_500 };
const sesion = (id: string) => () =>
  jsonResponse(200, {
    success: true,
    usuario: usuario({ _id: id, tipoUsuario: 'Cliente', verificado: true }),
    profile: null,
    message: '',
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the kept key', () => {
  it('is read back for its own account only, with the clock difference measured', () => {
    guardarLlave('u1', 'Ana', LLAVE, 1_000_000);
    expect(leerLlave('u1')).toEqual({
      usuarioId: 'u1',
      nombre: 'Ana',
      handle: '7Q4KM',
      secreto: LLAVE.secreto,
      desfaseMs: 500,
      guardadaEn: 1_000_000,
    });
    expect(leerLlave()).toMatchObject({ usuarioId: 'u1' });
    expect(leerLlave('u2')).toBeNull();
    olvidarLlave();
    expect(leerLlave()).toBeNull();
  });

  it('ignores anything stored under its name that is not a key', () => {
    for (const raw of ['no es json', '{"handle":"7Q4KM"}', 'null', '[]']) {
      localStorage.setItem('tarjeto:mi-codigo', raw);
      expect(leerLlave()).toBeNull();
    }
  });
});

describe('the session check', () => {
  it('keeps the key of the account signed in, drops another account’s', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({ '/api/auth/check-auth': sesion('u1') });
    await checkAuth();
    expect(leerLlave('u1')).not.toBeNull();
    routeFetch({ '/api/auth/check-auth': sesion('u2') });
    await checkAuth();
    expect(leerLlave()).toBeNull();
  });

  it('drops it when the server says nobody is signed in, not when it cannot be reached', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({ '/api/auth/check-auth': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(checkAuth()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(leerLlave('u1')).not.toBeNull();
    routeFetch({
      '/api/auth/check-auth': () => errorResponse(401, 'UNAUTHENTICATED', 'No'),
    });
    expect(await checkAuth()).toBeNull();
    expect(leerLlave()).toBeNull();
  });

  it('does not ask without the session hint: a guest, whose key goes too', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({ '/api/auth/check-auth': sesion('u1') });
    pistaDeSesion(false);
    expect(await checkAuth()).toBeNull();
    expect(callsTo('/api/auth/check-auth')).toHaveLength(0);
    expect(leerLlave()).toBeNull();
    pistaDeSesion(true);
    expect(await checkAuth()).toMatchObject({ usuario: { _id: 'u1' } });
  });
});

describe('a password change', () => {
  const cambio = { contrasenaActual: 'Vieja-Clave-11', contrasenaNueva: 'Nueva-Clave-22' };

  it('replaces the kept key with the account’s new one', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({
      'POST /api/auth/change-password': () =>
        jsonResponse(200, { success: true, message: 'Contraseña actualizada' }),
      '/api/cliente/codigo/llave': () =>
        jsonResponse(200, { success: true, data: { ...LLAVE, secreto: 'bnVldm8' } }),
    });
    await changePassword(cambio);
    expect(leerLlave('u1')).toMatchObject({ nombre: 'Ana', secreto: 'bnVldm8' });
  });

  it('drops the old key when the new one cannot be fetched', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({
      'POST /api/auth/change-password': () =>
        jsonResponse(200, { success: true, message: 'Contraseña actualizada' }),
      '/api/cliente/codigo/llave': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await changePassword(cambio);
    expect(leerLlave()).toBeNull();
  });

  it('does nothing to a device with no key (a business, a new phone)', async () => {
    routeFetch({
      'POST /api/auth/change-password': () =>
        jsonResponse(200, { success: true, message: 'Contraseña actualizada' }),
    });
    await renovarLlaveGuardada();
    await changePassword(cambio);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/auth/change-password']);
  });
});
