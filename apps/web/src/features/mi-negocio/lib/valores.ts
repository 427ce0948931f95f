import type { z } from 'zod';
import {
  negocioProfileUpdateSchema,
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
  RANGO_PRECIOS_IDS,
  type FieldErrors,
  type NegocioPerfil,
  type NegocioProfileUpdate,
} from '@tarjeto/shared';
import type { UbicacionValores } from '../../../components/perfil-campos/campos-ubicacion.tsx';
import type { RangoPreciosId } from '../../../components/perfil-campos/tipos.ts';
import {
  datosDeNegocio,
  esCategoriaId,
  NEGOCIO_PATHS_BASE,
  ubicacionDe,
  type NegocioValores,
} from '../../../components/perfil-campos/valores.ts';

// 'Mi negocio' holds the profile as the shared profile fields edit it (components/perfil-campos),
// plus the list of establishments; this is the one mapping between that form and the wire
// (GET /api/negocio/profile in, PUT /api/negocio/profile out) and the paths its errors name.

export interface EstablecimientoValores extends UbicacionValores {
  /** Stable key for the list while editing (the id, or a local one for a new establishment). */
  clave: string;
  establecimientoID?: string;
  nombre: string;
  principal: boolean;
  nexoID: string | null;
  visitasRegistradas: number;
}

export interface MiNegocioValores extends NegocioValores {
  color: string;
  establecimientos: EstablecimientoValores[];
}

/** What happens to the logo on 'Guardar Cambios'. */
export type { CambioFoto } from '../../../components/perfil-campos/guardar-foto.ts';

const esRango = (r: string | null): r is RangoPreciosId =>
  r !== null && (RANGO_PRECIOS_IDS as readonly string[]).includes(r);

/** The profile as the form starts it: every day of the week, every optional text as ''. */
export function valoresDe(p: NegocioPerfil): MiNegocioValores {
  return {
    nombreComercial: p.nombreComercial,
    rfc: p.rfc ?? '',
    categorias: p.categoria.filter(esCategoriaId),
    gradient: p.gradient,
    color: p.color ?? '',
    sitioWeb: p.sitioWeb ?? '',
    facebook: p.redesSociales.facebook ?? '',
    instagram: p.redesSociales.instagram ?? '',
    tiktok: p.redesSociales.tiktok ?? '',
    rangoPrecios: esRango(p.rangoPrecios) ? p.rangoPrecios : '',
    personalTotal: p.personalTotal ?? PERSONAL_STOPS[0],
    horario: Array.from({ length: 7 }, (_, dia) => {
      // The answer also names the day (diaNombre); the form keeps the number only.
      const d = p.horarioOperacion.find((x) => x.dia === dia);
      return { dia, apertura: d?.apertura ?? '', cierre: d?.cierre ?? '' };
    }),
    numeroPlatosPrincipales: p.numeroPlatosPrincipales ?? PLATOS_PRINCIPALES_MIN,
    presupuestoMarketing: p.presupuestoMarketing ?? PRESUPUESTO_MARKETING_STOPS[0],
    historiaNegocio: p.historiaNegocio ?? '',
    valorDiferenciador: p.valorDiferenciador ?? '',
    establecimientos: p.establecimientos.map((e) => ({
      clave: e.establecimientoID,
      establecimientoID: e.establecimientoID,
      nombre: e.nombre,
      principal: e.principal,
      nexoID: e.nexoID,
      visitasRegistradas: e.visitasRegistradas ?? 0,
      ...e.ubicacion,
    })),
  };
}

/** The PUT body: every field, and the whole list of establishments (SPEC §3 names). */
export const cuerpoDe = (v: MiNegocioValores): NegocioProfileUpdate =>
  ({
    ...datosDeNegocio(v),
    establecimientos: v.establecimientos.map((e) => ({
      ...(e.establecimientoID ? { establecimientoID: e.establecimientoID } : {}),
      nombre: e.nombre,
      principal: e.principal,
      ubicacion: ubicacionDe(e),
    })),
  }) as NegocioProfileUpdate;

export const PATH_ESTABLECIMIENTOS = 'establecimientos';
/** The path of a value in the PUT body, as the server's field errors name it. */
export const pathDe = (key: keyof MiNegocioValores) =>
  key === 'establecimientos' ? PATH_ESTABLECIMIENTOS : NEGOCIO_PATHS_BASE[key];
export const pathEstablecimiento = (i: number, campo: keyof UbicacionValores | 'nombre') =>
  campo === 'nombre' ? `establecimientos.${i}.nombre` : `establecimientos.${i}.ubicacion.${campo}`;
export const PATH_FOTO = 'fotoPerfil';

/** The same checks the server makes (its schema), as errors by path; none → null. */
export function validar(v: MiNegocioValores): FieldErrors | null {
  const parsed = negocioProfileUpdateSchema.safeParse(cuerpoDe(v));
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues as z.core.$ZodIssue[])
    errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Why an establishment cannot be removed, or null (the server refuses the same). */
export function motivoParaConservar(e: EstablecimientoValores): 'nexo' | 'visitas' | null {
  if (e.nexoID) return 'nexo';
  if (e.visitasRegistradas > 0) return 'visitas';
  return null;
}
