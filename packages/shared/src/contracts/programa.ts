import { z } from 'zod';
import '../zod-es.ts';
import { NIVEL_MAX } from '../constants.ts';
import { respuesta, texto } from './common.ts';
import { promocionRefSchema } from './promociones.ts';

// The loyalty programme (SPEC §3 "Loyalty programme", §7 programa-lealtad; DOMAIN §5): its levels,
// the season, the ones before it, and the level simulator.

export const TEMPORADA_MESES_MIN = 1;
export const TEMPORADA_MESES_MAX = 12;

const beneficioSchema = z.object({
  descripcion: texto({ error: 'Describe el beneficio' })
    .trim()
    .min(1, { error: 'Describe el beneficio' })
    .max(160, { error: 'Máximo 160 caracteres' }),
  activo: z.boolean().default(true),
});

export const nivelEditableSchema = z.object({
  nivel: z.number().int().min(1).max(NIVEL_MAX),
  nombre: texto({ error: 'Ponle nombre al nivel' })
    .trim()
    .min(1, { error: 'Ponle nombre al nivel' })
    .max(30, { error: 'Máximo 30 caracteres' }),
  visitasRequeridas: z.coerce
    .number({ error: 'Indica cuántas visitas' })
    .int({ error: 'Indica cuántas visitas' })
    .min(1, { error: 'Al menos 1 visita' })
    .max(1000, { error: 'Máximo 1000 visitas' }),
  beneficios: z.array(beneficioSchema).max(5, { error: 'Máximo 5 beneficios' }).default([]),
});

/** The four levels, each once, each needing more visits than the one below; a season length. */
export const programaUpdateSchema = z
  .object({
    niveles: z.array(nivelEditableSchema).length(NIVEL_MAX, { error: 'Son 4 niveles' }),
    duracionMeses: z.coerce
      .number({ error: 'Elige cuántos meses dura una temporada' })
      .int()
      .min(TEMPORADA_MESES_MIN, { error: `Al menos ${TEMPORADA_MESES_MIN} mes` })
      .max(TEMPORADA_MESES_MAX, { error: `Máximo ${TEMPORADA_MESES_MAX} meses` }),
  })
  .superRefine((p, ctx) => {
    const porNivel = [...p.niveles].sort((a, b) => a.nivel - b.nivel);
    porNivel.forEach((n, i) => {
      if (n.nivel !== i + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['niveles'],
          message: 'Cada nivel, del 1 al 4, una vez',
        });
      const anterior = porNivel[i - 1];
      if (anterior && n.visitasRequeridas <= anterior.visitasRequeridas) {
        const idx = p.niveles.indexOf(n);
        ctx.addIssue({
          code: 'custom',
          path: ['niveles', idx, 'visitasRequeridas'],
          message: `Debe pedir más visitas que ${anterior.nombre} (${anterior.visitasRequeridas})`,
        });
      }
    });
    const nombres = p.niveles.map((n) => n.nombre.toLocaleLowerCase('es-MX'));
    nombres.forEach((nombre, i) => {
      if (nombres.indexOf(nombre) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['niveles', i, 'nombre'],
          message: 'Ese nombre ya está en otro nivel',
        });
    });
  });
export type ProgramaUpdate = z.input<typeof programaUpdateSchema>;

const estadisticasTemporadaSchema = z.object({
  visitasTotales: z.number().int(),
  promocionesCanjeadas: z.number().int(),
  /** Customers with at least one counted visit in the season. */
  clientes: z.number().int(),
  /** Times a card rose a level during the season. */
  subidas: z.number().int(),
});

export const temporadaActualSchema = z.object({
  fechaInicio: z.string(),
  fechaFin: z.string(),
  duracionMeses: z.number().int(),
  activa: z.boolean(),
  estadisticas: estadisticasTemporadaSchema,
});

export const temporadaCerradaSchema = z.object({
  fechaInicio: z.string(),
  fechaFin: z.string(),
  duracionMeses: z.number().int(),
  estadisticas: estadisticasTemporadaSchema.extend({
    /** Cards that fell a level when it closed. */
    bajadas: z.number().int(),
  }),
  /** Cards per level (0 Sin nivel … 4) when it closed. */
  distribucion: z.array(z.number().int()),
});

/** A promotion as a level's `promocionesAsignadas` lists it. */
export const promocionAsignadaSchema = z.object({
  _id: z.string(),
  publicID: z.string(),
  titulo: z.string(),
  /** Switched on (its `status`). */
  activa: z.boolean(),
  promocionID: promocionRefSchema,
});
export type PromocionAsignada = z.infer<typeof promocionAsignadaSchema>;

export const programaSchema = z.object({
  niveles: z.array(
    z.object({
      nombre: z.string(),
      nivel: z.number().int(),
      visitasRequeridas: z.number().int(),
      /** Cards at this level now. */
      clientesActuales: z.number().int(),
      beneficios: z.array(z.object({ descripcion: z.string(), activo: z.boolean() })),
      /**
       * The promotions that ask for this level (not deleted). SPEC §3 names each
       * `{activa, promocionID}`; the first client reads the promotion itself there (a populated
       * reference), so `promocionID` is the promotion as an object, and its id and title are also
       * at the top for a direct read (issue 26).
       */
      promocionesAsignadas: z.array(promocionAsignadaSchema),
    }),
  ),
  /** Cards below the first level. */
  clientesSinNivel: z.number().int(),
  duracionMeses: z.number().int(),
  temporadaActual: temporadaActualSchema.nullable(),
  temporadasAnteriores: z.array(temporadaCerradaSchema),
});
export type Programa = z.infer<typeof programaSchema>;

export const programaResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: programaSchema,
});

export const negocioPublicParamsSchema = z.object({ publicID: texto().trim().min(1).max(40) });

/** "What if": the same body as an update, answered without saving. */
export const simulacionBodySchema = programaUpdateSchema;

export const simulacionSchema = z.object({
  /** Cards per level today (index 0 Sin nivel … 4). */
  actual: z.array(z.number().int()),
  /** Cards per level had the season run with these levels and length so far. */
  simulada: z.array(z.number().int()),
  clientes: z.number().int(),
  /** This season's counted visits replayed. */
  visitas: z.number().int(),
  /** The season as simulated (its end moves with the length). */
  temporada: z.object({ fechaInicio: z.string(), fechaFin: z.string() }),
  /** Time the server took (the simulator follows typing). */
  ms: z.number(),
});
export type Simulacion = z.infer<typeof simulacionSchema>;
export const simulacionResponseSchema = respuesta(simulacionSchema);
