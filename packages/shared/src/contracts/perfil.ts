import { z } from 'zod';
import '../zod-es.ts';
import {
  CATEGORIA_IDS,
  DIAS_SEMANA,
  GENEROS,
  GRADIENTS,
  MAX_CATEGORIAS_CLIENTE,
  MAX_CATEGORIAS_NEGOCIO,
  MAX_ESTABLECIMIENTOS,
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MAX,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
  RANGOS_PRECIOS,
} from '../constants.ts';
import { texto } from './common.ts';

// The profiles the setup wizard collects (SPEC §2 "Setup wizard", §3, §5 "Wizard", §9), with the
// spec's wire names. The wizard validates each step with these pieces; the server validates the
// whole with the same schemas.

export const CAMPO_REQUERIDO = 'Por favor completa este campo';

const requerido = (max: number, label = CAMPO_REQUERIDO) =>
  texto({ error: label })
    .trim()
    .min(1, { error: label, abort: true })
    .max(max, { error: `Máximo ${max} caracteres` });

const opcional = (max: number) =>
  texto()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** An optional web address: empty means none; otherwise http(s) only. */
export const urlOpcional = texto()
  .trim()
  .max(300, { error: 'La dirección es demasiado larga' })
  .optional()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : undefined))
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        hostname: /\./,
        error: 'Escribe una dirección web válida (ej. https://tunegocio.mx)',
      })
      .optional(),
  );

export const codigoPostalSchema = requerido(5).regex(/^\d{5}$/, {
  error: 'El código postal tiene 5 dígitos',
});

export const edadSchema = z.coerce
  .number({ error: CAMPO_REQUERIDO })
  .int({ error: 'Escribe tu edad en años' })
  .min(13, { error: 'Debes tener al menos 13 años' })
  .max(120, { error: 'Escribe una edad válida' });

export const generoSchema = z.enum(GENEROS, { error: 'Elige una opción' });

const categorias = (max: number) =>
  z
    .array(z.enum(CATEGORIA_IDS, { error: 'Categoría desconocida' }), { error: CAMPO_REQUERIDO })
    .min(1, { error: 'Elige al menos una categoría' })
    .max(max, { error: `Selecciona hasta ${max} categorías` })
    .refine((l) => new Set(l).size === l.length, { error: 'Categorías repetidas' });

export const categoriasClienteSchema = categorias(MAX_CATEGORIAS_CLIENTE);
export const categoriasNegocioSchema = categorias(MAX_CATEGORIAS_NEGOCIO);

/** RFC of a company (12) or a person (13), upper case (SAT's format). */
export const rfcSchema = requerido(13)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, { error: 'RFC inválido (ej. TCU980312AB1)' }),
  );

/** A time that is not 'HH:MM' on the 24-hour clock; the hours editor says the same as it is typed. */
export const HORA_INVALIDA = 'Escribe la hora de 00:00 a 23:59, como 09:00 o 21:30';

const hora = z.union([
  z.literal(''),
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: HORA_INVALIDA }),
]);

export const DIA_INVALIDO = 'Elige un día de la semana (de Domingo a Sábado)';

/** One day of the week; both times empty means 'Cerrado' (SPEC §5). */
export const horarioDiaSchema = z
  .object({
    dia: z
      .number({ error: DIA_INVALIDO })
      .int({ error: DIA_INVALIDO })
      .min(0, { error: DIA_INVALIDO })
      .max(6, { error: DIA_INVALIDO }),
    apertura: hora,
    cierre: hora,
  })
  .refine((d) => (d.apertura === '') === (d.cierre === ''), {
    error: 'Indica la hora de apertura y la de cierre, o marca el día como cerrado',
  })
  .refine((d) => d.apertura === '' || d.apertura !== d.cierre, {
    error: 'La apertura y el cierre no pueden ser iguales',
  });

export const horarioSchema = z
  .array(horarioDiaSchema)
  .max(7)
  .refine((l) => new Set(l.map((d) => d.dia)).size === l.length, { error: 'Días repetidos' });

export const ubicacionSchema = z.object({
  direccion: requerido(160),
  ciudad: requerido(80),
  estado: requerido(80),
  codigoPostal: codigoPostalSchema,
  zona: requerido(80),
});

/** The business's brand colour (SPEC §3 `color`): #RRGGBB in lower case; empty means none. */
export const colorSchema = texto()
  .trim()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined))
  .pipe(
    z
      .string()
      .regex(/^#[0-9a-f]{6}$/, { error: 'Elige un color válido (ej. #a3143f)' })
      .optional(),
  );

export const redesSocialesSchema = z.object({
  facebook: urlOpcional,
  instagram: urlOpcional,
  tiktok: urlOpcional,
});

const stop = <T extends readonly number[]>(stops: T, label: string) =>
  z.coerce.number({ error: label }).refine((v) => stops.includes(v), { error: label });

export const RANGO_PRECIOS_IDS = RANGOS_PRECIOS.map((r) => r.id) as [
  'low',
  'mid',
  'high',
  'premium',
];

export const informacionGeneralSchema = z.object({
  categoria: categoriasNegocioSchema,
  gradient: z.enum(GRADIENTS, { error: 'Elige un estilo de tarjeta' }),
  color: colorSchema,
  sitioWeb: urlOpcional,
  redesSociales: redesSocialesSchema.default({}),
  rangoPrecios: z.enum(RANGO_PRECIOS_IDS, { error: 'Elige un rango de precios' }),
  personalTotal: stop(PERSONAL_STOPS, 'Elige el número de empleados'),
  horarioOperacion: horarioSchema,
  numeroPlatosPrincipales: z.coerce
    .number()
    .int()
    .min(PLATOS_PRINCIPALES_MIN)
    .max(PLATOS_PRINCIPALES_MAX)
    .default(PLATOS_PRINCIPALES_MIN),
  presupuestoMarketing: stop(PRESUPUESTO_MARKETING_STOPS, 'Elige un presupuesto').default(
    PRESUPUESTO_MARKETING_STOPS[0],
  ),
  historiaNegocio: opcional(600),
  valorDiferenciador: opcional(300),
  enfoqueMercado: opcional(300),
});

/** profileData of a business setup (userType 'business'), SPEC §3. */
export const negocioSetupSchema = z.object({
  datosPersonales: z.object({ nombreComercial: requerido(80), rfc: rfcSchema }),
  informacionGeneral: informacionGeneralSchema,
  establecimiento: z.object({ nombre: opcional(80), ubicacion: ubicacionSchema }),
});
export type NegocioSetup = z.input<typeof negocioSetupSchema>;

// ── profileData as a client written to the spec sends it (issue 26 A4) ─────────────────────

const sinAcentos = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const DIA_POR_NOMBRE = new Map<string, number>(DIAS_SEMANA.map((d, i) => [sinAcentos(d), i]));

/**
 * A weekday as a client may send it: 0–6 (0 Domingo, SPEC §9), the same as text, or the Spanish
 * name with or without accents and capitals ('Lunes', 'miercoles', 'SÁBADO'). Anything else is
 * returned as it came, for the schema to refuse.
 */
export function diaDeSemana(v: unknown): unknown {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return v;
  const t = sinAcentos(v);
  if (/^[0-6]$/.test(t)) return Number(t);
  return DIA_POR_NOMBRE.get(t) ?? v;
}

const esObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 0, '', '0' and null mean "not answered" in the first client's numeric answers. */
const sinRespuesta = (v: unknown) => v === 0 || v === '' || v === '0' || v === null;

/**
 * The first client's profileData in Tarjeto's shape, before validation: `categoria` nested one
 * level (`[["taqueria"]]`) or a single id, `horarioOperacion[].dia` as a day's name, numeric
 * answers of 0 for "not answered", the business's name under informacionGeneral, blank optional
 * fields. What cannot be read stays as it came, so the schema refuses it with its field error.
 */
export function normalizarSetupNegocio(raw: unknown): unknown {
  if (!esObjeto(raw)) return raw;
  const datos = esObjeto(raw.datosPersonales) ? { ...raw.datosPersonales } : {};
  const info = esObjeto(raw.informacionGeneral) ? { ...raw.informacionGeneral } : {};
  if ((datos.nombreComercial ?? '') === '' && typeof info.nombreComercial === 'string')
    datos.nombreComercial = info.nombreComercial;
  if (datos.rfc === '' || datos.rfc === null) delete datos.rfc;

  const categoria = info.categoria;
  if (typeof categoria === 'string') info.categoria = categoria === '' ? [] : [categoria];
  else if (Array.isArray(categoria)) info.categoria = categoria.flat(1);
  else if (categoria === null) delete info.categoria;
  if (info.gradient === '' || info.gradient === null) delete info.gradient;
  if (info.rangoPrecios === '' || info.rangoPrecios === null) delete info.rangoPrecios;
  for (const k of ['personalTotal', 'numeroPlatosPrincipales', 'presupuestoMarketing'])
    if (sinRespuesta(info[k])) delete info[k];
  if (info.horarioOperacion === null) delete info.horarioOperacion;
  if (Array.isArray(info.horarioOperacion))
    info.horarioOperacion = info.horarioOperacion.map((d: unknown) =>
      esObjeto(d)
        ? {
            ...d,
            dia: diaDeSemana(d.dia),
            apertura: d.apertura ?? '',
            cierre: d.cierre ?? '',
          }
        : d,
    );
  return { ...raw, datosPersonales: datos, informacionGeneral: info };
}

/**
 * POST /api/auth/setup-profile's business profileData (userType 'business'), as any client sends
 * it: normalised by `normalizarSetupNegocio`, then the wizard's rules for what was answered. A
 * business needs its name and its main establishment; the RFC, categories, card style and every
 * other answer may be missing (stored empty; the card style is 'rubi', SPEC §9).
 */
export const negocioSetupWireSchema = z.preprocess(
  normalizarSetupNegocio,
  z.object({
    datosPersonales: z.object({ nombreComercial: requerido(80), rfc: rfcSchema.optional() }),
    informacionGeneral: informacionGeneralSchema.extend({
      categoria: z
        .array(z.enum(CATEGORIA_IDS, { error: 'Categoría desconocida' }), {
          error: 'Elige hasta 3 categorías',
        })
        .max(MAX_CATEGORIAS_NEGOCIO, {
          error: `Selecciona hasta ${MAX_CATEGORIAS_NEGOCIO} categorías`,
        })
        .refine((l) => new Set(l).size === l.length, { error: 'Categorías repetidas' })
        .default([]),
      gradient: z.enum(GRADIENTS, { error: 'Elige un estilo de tarjeta' }).default('rubi'),
      rangoPrecios: z.enum(RANGO_PRECIOS_IDS, { error: 'Elige un rango de precios' }).optional(),
      personalTotal: stop(PERSONAL_STOPS, 'Elige el número de empleados').optional(),
      horarioOperacion: horarioSchema.default([]),
      numeroPlatosPrincipales: z.coerce
        .number({ error: 'Elige cuántos platillos' })
        .int({ error: 'Elige cuántos platillos' })
        .min(PLATOS_PRINCIPALES_MIN, { error: 'Elige cuántos platillos' })
        .max(PLATOS_PRINCIPALES_MAX, { error: 'Elige cuántos platillos' })
        .optional(),
      presupuestoMarketing: stop(PRESUPUESTO_MARKETING_STOPS, 'Elige un presupuesto').optional(),
    }),
    establecimiento: z.object(
      { nombre: opcional(80), ubicacion: ubicacionSchema },
      { error: 'Indica tu establecimiento principal' },
    ),
  }),
);
export type NegocioSetupWire = z.output<typeof negocioSetupWireSchema>;

/** profileData of a customer setup (userType 'user'), SPEC §3. */
export const clienteSetupSchema = z.object({
  datosPersonales: z.object({
    nombre: requerido(100),
    edad: edadSchema,
    genero: generoSchema,
    ubicacion: z.object({ ciudad: requerido(80), codigoPostal: codigoPostalSchema }),
  }),
  categoriaFavorita: categoriasClienteSchema,
});
export type ClienteSetup = z.input<typeof clienteSetupSchema>;

export const USER_TYPES_WIRE = ['user', 'business'] as const;

// ── What the API answers ─────────────────────────────────────────────────────────────────────

export const clientePerfilSchema = z.object({
  publicID: z.string(),
  datosPersonales: z.object({
    nombre: z.string(),
    edad: z.number().int(),
    genero: z.string(),
    fotoPerfil: z.string().nullable(),
    ubicacion: z.object({ ciudad: z.string(), codigoPostal: z.string() }),
  }),
  categoriaFavorita: z.array(z.string()),
});
export type ClientePerfil = z.infer<typeof clientePerfilSchema>;

export const nivelProgramaSchema = z.object({
  nombre: z.string(),
  nivel: z.number().int(),
  visitasRequeridas: z.number().int(),
  beneficios: z.array(z.object({ descripcion: z.string(), activo: z.boolean() })),
});

export const temporadaSchema = z.object({
  fechaInicio: z.string(),
  fechaFin: z.string(),
  duracionMeses: z.number().int(),
  activa: z.boolean(),
});

/** An establishment's address as the answers carry it (what `ubicacionSchema` let in). */
export const ubicacionGuardadaSchema = z.object({
  direccion: z.string(),
  ciudad: z.string(),
  estado: z.string(),
  codigoPostal: z.string(),
  zona: z.string(),
});

export const establecimientoSchema = z.object({
  /** The same id as `establecimientoID`, under the name one version of the first client unpairs with. */
  _id: z.string(),
  establecimientoID: z.string(),
  nombre: z.string(),
  /** Where it is on the map (WGS 84), for the wallet pass's 'Estás cerca'; null until set. */
  coordenadas: z.object({ latitud: z.number(), longitud: z.number() }).nullable(),
  ubicacion: ubicacionGuardadaSchema,
  principal: z.boolean(),
  nexoID: z.string().nullable(),
  /**
   * Visits its Nexos (paired now or before) have registered. An establishment with visits or a
   * paired Nexo is kept: removing it would erase its history.
   */
  visitasRegistradas: z.number().int().optional(),
});

export const negocioPerfilSchema = z.object({
  publicID: z.string(),
  slug: z.string(),
  codigo: z.string(),
  nombreComercial: z.string(),
  rfc: z.string().nullable(),
  fotoPerfil: z.string().nullable(),
  categoria: z.array(z.string()),
  gradient: z.enum(GRADIENTS),
  color: z.string().nullable().optional(),
  sitioWeb: z.string().nullable(),
  redesSociales: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    tiktok: z.string().optional(),
  }),
  rangoPrecios: z.string().nullable(),
  personalTotal: z.number().nullable(),
  /**
   * `dia` is the weekday's number (0 Domingo … 6 Sábado, SPEC §9), what Tarjeto's app and
   * PUT /api/negocio/profile use; `diaNombre` its Spanish name, for a client that prints the day.
   */
  horarioOperacion: z.array(
    z.object({
      dia: z.number(),
      diaNombre: z.enum(DIAS_SEMANA),
      apertura: z.string(),
      cierre: z.string(),
    }),
  ),
  numeroPlatosPrincipales: z.number().nullable(),
  presupuestoMarketing: z.number().nullable(),
  historiaNegocio: z.string().nullable(),
  valorDiferenciador: z.string().nullable(),
  enfoqueMercado: z.string().nullable(),
  zonaHoraria: z.string(),
  visitasTotales: z.number().int(),
  clientesUnicos: z.number().int(),
  calificacionPromedio: z.number(),
  /** When the counter poster was first printed (null: not yet). */
  cartelImpresoAt: z.string().nullable(),
  establecimientos: z.array(establecimientoSchema),
  programaLealtad: z.object({
    niveles: z.array(nivelProgramaSchema),
    temporadaActual: temporadaSchema.nullable(),
  }),
});
export type NegocioPerfil = z.infer<typeof negocioPerfilSchema>;

export const setupProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({
    _id: z.string(),
    nombre: z.string(),
    email: z.string(),
    tipoUsuario: z.enum(['Cliente', 'Negocio']),
    verificado: z.boolean(),
  }),
});

export const HORARIO_VACIO = 'Abre al menos un día o elige un horario sugerido';
const diaAbierto = (d: { apertura: string; cierre: string }) =>
  d.apertura !== '' || d.cierre !== '';

export const ESTABLECIMIENTO_DESCONOCIDO = 'Ese establecimiento no es de tu negocio';
export const UN_PRINCIPAL = 'Solo un establecimiento puede ser el principal';

/** One establishment as 'Mi negocio' sends it: with its id when it exists, without when new. */
export const establecimientoEdicionSchema = z.object({
  establecimientoID: z.uuid({ error: ESTABLECIMIENTO_DESCONOCIDO }).optional(),
  nombre: requerido(80),
  principal: z.boolean().default(false),
  ubicacion: ubicacionSchema,
});

/**
 * PUT /api/negocio/profile: every field of the wizard plus the brand colour, and the whole list
 * of establishments — listed ones are kept (and edited), ones without an id are added, missing
 * ones are removed (only when they have no Nexo and no visits). No principal marked: the first.
 */
export const negocioProfileUpdateSchema = z.object({
  datosPersonales: negocioSetupSchema.shape.datosPersonales,
  informacionGeneral: informacionGeneralSchema.superRefine((info, ctx) => {
    if (!info.horarioOperacion.some(diaAbierto))
      ctx.addIssue({ code: 'custom', path: ['horarioOperacion'], message: HORARIO_VACIO });
  }),
  establecimientos: z
    .array(establecimientoEdicionSchema, { error: 'Agrega al menos un establecimiento' })
    .min(1, { error: 'Tu negocio necesita al menos un establecimiento' })
    .max(MAX_ESTABLECIMIENTOS, { error: `Máximo ${MAX_ESTABLECIMIENTOS} establecimientos` })
    .superRefine((list, ctx) => {
      const vistos = new Set<string>();
      list.forEach((e, i) => {
        if (!e.establecimientoID) return;
        if (vistos.has(e.establecimientoID))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'establecimientoID'],
            message: 'Establecimiento repetido',
          });
        vistos.add(e.establecimientoID);
      });
      if (list.filter((e) => e.principal).length > 1)
        ctx.addIssue({ code: 'custom', message: UN_PRINCIPAL });
    }),
});
export type NegocioProfileUpdate = z.input<typeof negocioProfileUpdateSchema>;

/** PUT /api/cliente/profile {profileData}. */
export const clienteProfileUpdateSchema = z.object({ profileData: clienteSetupSchema });
