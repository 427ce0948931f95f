import {
  CATEGORIA_IDS,
  type CategoriaId,
  type ClientePerfil,
  type Gradient,
} from '@tarjeto/shared';
import type { EnlacesValores } from './campos-enlaces.tsx';
import type { AdicionalValores } from './campos-negocio.tsx';
import type { UbicacionValores } from './campos-ubicacion.tsx';
import type { HorarioDia, RangoPreciosId } from './tipos.ts';

// The profiles as their forms hold them — plain values, one flat record — and the one mapping to
// the wire shapes (SPEC §3) and back to the paths the server's field errors name. The setup wizard,
// 'Mi negocio' and the customer's profile editor all build on these.

export interface ClienteValores {
  nombre: string;
  /** As typed; parsed as an integer when sent (SPEC §5). */
  edad: string;
  genero: string;
  ciudad: string;
  codigoPostal: string;
  categorias: CategoriaId[];
}

/** Where each customer answer lives in clienteSetupSchema (the photo travels on its own). */
export const CLIENTE_PATHS: Record<keyof ClienteValores | 'foto', string> = {
  nombre: 'datosPersonales.nombre',
  foto: 'fotoPerfil',
  edad: 'datosPersonales.edad',
  genero: 'datosPersonales.genero',
  ciudad: 'datosPersonales.ubicacion.ciudad',
  codigoPostal: 'datosPersonales.ubicacion.codigoPostal',
  categorias: 'categoriaFavorita',
};

/** A category the fields know (a profile saved before a category was retired may hold others). */
export const esCategoriaId = (c: string): c is CategoriaId =>
  (CATEGORIA_IDS as readonly string[]).includes(c);

/** A saved customer profile (GET /api/cliente/profile) as the fields start editing it. */
export const valoresDeCliente = (p: ClientePerfil): ClienteValores => ({
  nombre: p.datosPersonales.nombre,
  edad: String(p.datosPersonales.edad),
  genero: p.datosPersonales.genero,
  ciudad: p.datosPersonales.ubicacion.ciudad,
  codigoPostal: p.datosPersonales.ubicacion.codigoPostal,
  categorias: p.categoriaFavorita.filter(esCategoriaId),
});

/** Age as an integer (SPEC §5); undefined when nothing usable was typed. */
export function parseEdad(edad: string): number | undefined {
  const n = Number.parseInt(edad.trim(), 10);
  return Number.isNaN(n) ? undefined : n;
}

/** The customer in the wire shape of clienteSetupSchema (before validation). */
export const datosDeCliente = (a: ClienteValores) => ({
  datosPersonales: {
    nombre: a.nombre,
    edad: parseEdad(a.edad),
    genero: a.genero === '' ? undefined : a.genero,
    ubicacion: { ciudad: a.ciudad, codigoPostal: a.codigoPostal },
  },
  categoriaFavorita: a.categorias,
});

/** Everything a business says about itself but where it is (its establishments). */
export interface NegocioValores extends EnlacesValores, AdicionalValores {
  nombreComercial: string;
  rfc: string;
  categorias: CategoriaId[];
  gradient: Gradient;
  /** #rrggbb, or empty for none. The wizard does not ask it. */
  color?: string;
  rangoPrecios: RangoPreciosId | '';
  personalTotal: number;
  /** All seven days, 0 Domingo … 6 Sábado; both times empty = 'Cerrado'. */
  horario: HorarioDia[];
}

export const NEGOCIO_PATHS_BASE: Record<keyof NegocioValores | 'foto', string> = {
  nombreComercial: 'datosPersonales.nombreComercial',
  foto: 'fotoPerfil',
  rfc: 'datosPersonales.rfc',
  categorias: 'informacionGeneral.categoria',
  gradient: 'informacionGeneral.gradient',
  color: 'informacionGeneral.color',
  sitioWeb: 'informacionGeneral.sitioWeb',
  facebook: 'informacionGeneral.redesSociales.facebook',
  instagram: 'informacionGeneral.redesSociales.instagram',
  tiktok: 'informacionGeneral.redesSociales.tiktok',
  rangoPrecios: 'informacionGeneral.rangoPrecios',
  personalTotal: 'informacionGeneral.personalTotal',
  horario: 'informacionGeneral.horarioOperacion',
  numeroPlatosPrincipales: 'informacionGeneral.numeroPlatosPrincipales',
  presupuestoMarketing: 'informacionGeneral.presupuestoMarketing',
  historiaNegocio: 'informacionGeneral.historiaNegocio',
  valorDiferenciador: 'informacionGeneral.valorDiferenciador',
};

/** The business's datosPersonales and informacionGeneral (SPEC §3), before validation. */
export const datosDeNegocio = (a: NegocioValores) => ({
  datosPersonales: { nombreComercial: a.nombreComercial, rfc: a.rfc },
  informacionGeneral: {
    categoria: a.categorias,
    gradient: a.gradient,
    ...(a.color === undefined ? {} : { color: a.color }),
    sitioWeb: a.sitioWeb,
    redesSociales: { facebook: a.facebook, instagram: a.instagram, tiktok: a.tiktok },
    rangoPrecios: a.rangoPrecios === '' ? undefined : a.rangoPrecios,
    personalTotal: a.personalTotal,
    horarioOperacion: [...a.horario].sort((x, y) => x.dia - y.dia),
    numeroPlatosPrincipales: a.numeroPlatosPrincipales,
    presupuestoMarketing: a.presupuestoMarketing,
    historiaNegocio: a.historiaNegocio,
    valorDiferenciador: a.valorDiferenciador,
  },
});

/** An establishment's address, in the wire's `ubicacion` shape. */
export const ubicacionDe = (a: UbicacionValores) => ({
  direccion: a.direccion,
  ciudad: a.ciudad,
  estado: a.estado,
  codigoPostal: a.codigoPostal,
  zona: a.zona,
});
