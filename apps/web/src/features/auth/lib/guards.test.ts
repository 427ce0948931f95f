import { describe, expect, it } from 'vitest';
import type { Usuario } from '@tarjeto/shared';
import { guardRedirect, type RouteAccess } from './guards.ts';

const user = (over: Partial<Usuario> = {}): Usuario => ({
  _id: 'u1',
  nombre: 'Ana',
  email: 'ana@example.mx',
  verificado: true,
  ...over,
});
const unverified = user({ verificado: false });
const noType = user();
const cliente = user({ tipoUsuario: 'Cliente' });
const negocio = user({ tipoUsuario: 'Negocio' });

describe('guardRedirect (SPEC §2 Guards)', () => {
  const cases: Array<[RouteAccess, Usuario | null, string | null]> = [
    ['guest', null, null],
    ['guest', unverified, '/verify-email'],
    ['guest', noType, '/setup-profile'],
    ['guest', cliente, '/cliente-dashboard'],
    ['guest', negocio, '/negocio-dashboard'],
    ['verify-email', null, '/login'],
    ['verify-email', unverified, null],
    ['verify-email', noType, '/setup-profile'],
    ['setup-profile', null, '/login'],
    ['setup-profile', unverified, '/verify-email'],
    ['setup-profile', noType, null],
    ['setup-profile', negocio, '/negocio-dashboard'],
    ['setup-profile', cliente, '/cliente-dashboard'],
    ['cliente', null, '/login'],
    ['negocio', null, '/login'],
    ['cliente', unverified, '/verify-email'],
    ['cliente', noType, '/setup-profile'],
    ['cliente', cliente, null],
    ['negocio', negocio, null],
    ['negocio', cliente, '/cliente-dashboard'],
    ['cliente', negocio, '/negocio-dashboard'],
  ];
  it.each(cases)('%s with %j → %s', (access, usuario, expected) => {
    expect(guardRedirect(access, usuario)).toBe(expected);
  });
});
