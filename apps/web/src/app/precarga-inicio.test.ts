import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckAuthResponse, ClientePerfil } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../features/auth/api/check-auth.ts';
import { tarjetasQueryKey } from '../features/cliente-dashboard/api/tarjetas.ts';
import { negocio } from '../features/ajustes/test-fixtures.ts';
import { estadisticasInicioQuery } from '../features/estadisticas/api/estadisticas.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { fetchMock, jsonResponse } from '../test/fetch-mock.ts';
import { usuario } from '../test/render-screen.tsx';
import { precargarInicioCliente, precargarInicioNegocio } from './precarga-inicio.ts';

// The Inicio routes' loaders (issue 29): each screen's data asked for as soon as the session is
// known, for the people that screen is for, and kept where the screen's own queries read it.

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse(200, { success: true, data: {} })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const PERFIL_CLIENTE: ClientePerfil = {
  publicID: 'CLIa1b2c3d4e5',
  datosPersonales: {
    nombre: 'Ana López',
    edad: 31,
    genero: 'Femenino',
    fotoPerfil: null,
    ubicacion: { ciudad: 'Puebla', codigoPostal: '72000' },
  },
  categoriaFavorita: ['taqueria'],
};

const conSesion = (sesion: Omit<CheckAuthResponse, 'success' | 'message'> | null) => {
  const client = createQueryClient();
  client.setQueryData(
    AUTH_QUERY_KEY,
    sesion && { success: true, message: 'Sesión activa', ...sesion },
  );
  return client;
};
const pedidas = () =>
  fetchMock.mock.calls.map(([url]) => String(url).replace(/^https?:\/\/[^/]+/, '')).sort();

describe("the Inicio routes' loaders", () => {
  it("ask for everything the owner's Inicio shows, and keep it for the screen's queries", async () => {
    const perfil = negocio({ publicID: 'NEG123' });
    const client = conSesion({
      usuario: usuario({ _id: 'u-1', tipoUsuario: 'Negocio' }),
      profile: perfil,
    });
    expect(precargarInicioNegocio(client)).toBeNull();
    await vi.waitFor(() => expect(pedidas()).toHaveLength(6));
    expect(pedidas()).toEqual([
      '/api/estadisticas/negocio/NEG123/inicio',
      '/api/negocio/NEG123/clientes/proximos?limit=5',
      '/api/negocio/NEG123/clientes/recientes?limit=5',
      '/api/negocio/mi-rol',
      '/api/promocion?negocioID=NEG123',
      '/api/promocion?negocioID=NEG123&activo=true',
    ]);
    await vi.waitFor(() =>
      expect(client.getQueryData(estadisticasInicioQuery('NEG123').queryKey)).toEqual({}),
    );
  });

  it("ask nothing for someone of the team (their Inicio waits for their role) or a customer's session", async () => {
    const equipo = conSesion({
      usuario: usuario({ tipoUsuario: 'Negocio' }),
      profile: null,
    });
    precargarInicioNegocio(equipo);
    const cliente = conSesion({
      usuario: usuario({ tipoUsuario: 'Cliente' }),
      profile: PERFIL_CLIENTE,
    });
    precargarInicioNegocio(cliente);
    precargarInicioCliente(conSesion(null));
    await new Promise((r) => setTimeout(r, 20));
    expect(pedidas()).toEqual([]);
  });

  it("ask for the customer's cards, today's offers and their logros", async () => {
    const client = conSesion({
      usuario: usuario({ tipoUsuario: 'Cliente' }),
      profile: PERFIL_CLIENTE,
    });
    precargarInicioCliente(client);
    await vi.waitFor(() =>
      expect(pedidas()).toEqual([
        '/api/cliente/logros',
        '/api/cliente/promociones',
        '/api/cliente/tarjetas',
      ]),
    );
    await vi.waitFor(() => expect(client.getQueryData(tarjetasQueryKey)).toEqual({}));
  });
});
