import { z } from 'zod';
import '../zod-es.ts';
import { personaEquipoSchema } from './equipo.ts';
import { ubicacionGuardadaSchema } from './perfil.ts';

// The business's data export ('Ajustes' → 'Descarga tus datos', DOMAIN §8): two spreadsheets and
// one JSON file with everything the business has. The server streams them; these names and shapes
// are the contract the dashboard links to and the tests read back.

export const ARCHIVOS_EXPORTACION = ['clientes.csv', 'visitas.csv', 'datos.json'] as const;
export type ArchivoExportacion = (typeof ARCHIVOS_EXPORTACION)[number];

/** Where a business's downloads live (the permit's cookie is scoped to it). */
export const rutaExportaciones = (negocioPublicID: string) =>
  `/api/exportar/${encodeURIComponent(negocioPublicID)}`;

/**
 * GET — the owner's download of one file of their business. It needs the password confirmed a
 * moment before in the same browser (`rutaPermisoExportacion`); without it, 403
 * `CONTRASENA_REQUERIDA`.
 */
export const rutaExportacion = (negocioPublicID: string, archivo: ArchivoExportacion) =>
  `${rutaExportaciones(negocioPublicID)}/${archivo}`;

/**
 * POST `{contrasena}` — the owner's password, checked and counted like a login try; the answer
 * sets a short-lived HttpOnly cookie that lets this browser's session start one download.
 */
export const rutaPermisoExportacion = (negocioPublicID: string) =>
  `${rutaExportaciones(negocioPublicID)}/permiso`;

/** The name the browser saves a download under, e.g. `tarjeto-cafe-lupita-visitas-2026-11-21.csv`. */
export const nombreArchivoExportacion = (
  slug: string,
  archivo: ArchivoExportacion,
  fecha: string,
) => {
  const [base, ext] = archivo.split('.') as [string, string];
  return `tarjeto-${slug}-${base}-${fecha}.${ext}`;
};

/**
 * How the spreadsheets write an instant: 'YYYY-MM-DD HH:MM' on the business's wall clock, the form
 * a spreadsheet reads as a date.
 */
export const formatoFechaExportacion = (zonaHoraria: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zonaHoraria,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** Customers: one row per card at this business. Dates are the business's wall clock. */
export const COLUMNAS_CLIENTES = [
  'ID de cliente',
  'Nombre',
  'Nivel',
  'Visitas en la temporada',
  'Visitas totales',
  'Canjes',
  'Primera visita',
  'Última visita',
] as const;

/** Visits: one row per counted visit, oldest first. */
export const COLUMNAS_VISITAS = [
  'Fecha',
  'Establecimiento',
  'Nexo',
  'Tipo',
  'ID de cliente',
  'Cliente',
  // Who served at the Nexo (the team, DOMAIN §10): empty when nobody had said.
  'Registró',
] as const;

/** 'Tipo' of a visit row. A visit whose customer deleted their account stays, unlinked. */
export const TIPO_VISITA = {
  cliente: 'Cliente',
  anonima: 'Anónima',
  sinCuenta: 'Cliente sin cuenta',
} as const;

const instante = z.string(); // ISO 8601, UTC
const fecha = z.string(); // YYYY-MM-DD, business calendar

/** datos.json, version 1. */
export const exportacionDatosSchema = z.object({
  formato: z.literal('tarjeto-negocio/1'),
  exportadoEn: instante,
  cuenta: z.object({ email: z.string(), creadaEn: instante }),
  negocio: z.object({
    publicID: z.string(),
    codigo: z.string(),
    slug: z.string(),
    nombreComercial: z.string(),
    rfc: z.string().nullable(),
    categoria: z.array(z.string()),
    gradient: z.string(),
    color: z.string().nullable(),
    sitioWeb: z.string().nullable(),
    redesSociales: z.record(z.string(), z.string()),
    rangoPrecios: z.string().nullable(),
    personalTotal: z.number().nullable(),
    horarioOperacion: z.array(
      z.object({ dia: z.number(), apertura: z.string(), cierre: z.string() }),
    ),
    numeroPlatosPrincipales: z.number().nullable(),
    presupuestoMarketing: z.number().nullable(),
    historiaNegocio: z.string().nullable(),
    valorDiferenciador: z.string().nullable(),
    enfoqueMercado: z.string().nullable(),
    numeroClientesDiarios: z.number(),
    calificacionPromedio: z.number(),
    zonaHoraria: z.string(),
    cooldownMinutos: z.number(),
    visitasTotales: z.number(),
    clientesUnicos: z.number(),
    fotoPerfil: z.string().nullable(),
    creadoEn: instante,
  }),
  establecimientos: z.array(
    z.object({
      establecimientoID: z.string(),
      nombre: z.string(),
      ubicacion: ubicacionGuardadaSchema,
      principal: z.boolean(),
      creadoEn: instante,
    }),
  ),
  nexos: z.array(
    z.object({
      nexoID: z.string(),
      establecimientoID: z.string(),
      nombre: z.string(),
      visitasRegistradas: z.number(),
      fechaRegistro: instante,
      ultimoUso: instante.nullable(),
      desvinculadoEn: instante.nullable(),
    }),
  ),
  programaLealtad: z
    .object({
      duracionMeses: z.number(),
      niveles: z.array(
        z.object({
          nivel: z.number(),
          nombre: z.string(),
          visitasRequeridas: z.number(),
          beneficios: z.array(z.object({ descripcion: z.string(), activo: z.boolean() })),
        }),
      ),
    })
    .nullable(),
  temporadas: z.array(
    z.object({
      fechaInicio: fecha,
      fechaFin: fecha,
      duracionMeses: z.number(),
      activa: z.boolean(),
      visitasTotales: z.number(),
      promocionesCanjeadas: z.number(),
      subidas: z.number(),
      bajadas: z.number(),
      clientes: z.number(),
      distribucion: z.array(z.number()).nullable(),
      cerradaEn: instante.nullable(),
    }),
  ),
  promociones: z.array(
    z.object({
      promocionID: z.string(),
      titulo: z.string(),
      descripcion: z.string(),
      clase: z.string(),
      tipo: z.string(),
      nivelReq: z.number(),
      categoriaFavorita: z.array(z.string()),
      programa: z
        .object({
          diaSemana: z.number().nullable(),
          horaInicio: z.string().nullable(),
          horaFin: z.string().nullable(),
          zonaHoraria: z.string().nullable(),
        })
        .nullable(),
      periodo: z.object({ fechaInicio: fecha.nullable(), fechaFin: fecha.nullable() }).nullable(),
      exclusivo: z
        .object({
          totalInicial: z.number().nullable(),
          restantes: z.number().nullable(),
          fechaLimite: fecha.nullable(),
        })
        .nullable(),
      limiteDeUsos: z.object({
        porUsuario: z.object({
          diario: z.number().nullable(),
          semanal: z.number().nullable(),
          total: z.number().nullable(),
        }),
        totalGlobal: z.number().nullable(),
      }),
      terminos: z.string().nullable(),
      status: z.boolean(),
      vistas: z.number(),
      usos: z.number(),
      creadaEn: instante,
      eliminadaEn: instante.nullable(),
    }),
  ),
  tarjetas: z.array(
    z.object({
      clienteID: z.string(),
      cliente: z.string(),
      nivel: z.number(),
      visitasTemporada: z.number(),
      visitasTotales: z.number(),
      rachaSemanas: z.number(),
      primeraVisita: instante,
      ultimaVisita: instante,
    }),
  ),
  canjes: z.array(
    z.object({
      fecha: instante,
      fechaLocal: fecha,
      promocionID: z.string(),
      promocion: z.string(),
      clienteID: z.string().nullable(),
      cliente: z.string().nullable(),
      establecimientoID: z.string().nullable(),
      nexoID: z.string().nullable(),
      /** Who registered it (the team, DOMAIN §10); null for nobody. */
      registradaPor: personaEquipoSchema.nullable(),
    }),
  ),
  visitas: z.array(
    z.object({
      fecha: instante,
      fechaLocal: fecha,
      horaLocal: z.number(),
      establecimientoID: z.string(),
      nexoID: z.string().nullable(),
      anonima: z.boolean(),
      clienteID: z.string().nullable(),
      cliente: z.string().nullable(),
      /** Who was serving at the Nexo; null for nobody. */
      registradaPor: personaEquipoSchema.nullable(),
    }),
  ),
});
export type ExportacionDatos = z.infer<typeof exportacionDatosSchema>;
