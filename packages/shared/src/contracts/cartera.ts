import { z } from 'zod';
import '../zod-es.ts';
import { GRADIENTS } from '../constants.ts';
import { TIPOS_LOGRO } from '../domain/logros.ts';
import { respuesta, respuestaConMensaje, texto } from './common.ts';

// The customer's wallet (issue 11, Inicio and Logros): one card per business they have, the
// weekly banner, adding a business by its code, and their achievements. Only the signed-in
// customer's own data, ever.

// ── Adding a business by its code ('Agrega un lugar a tu cartera') ─────────────────────────────

export const CODIGO_NEGOCIO_REQUERIDO = 'Escribe el código del negocio';
export const CODIGO_NEGOCIO_FORMATO =
  'Escribe el código como lo muestra el negocio, por ejemplo TACOS-7Q4K';

/** Crockford's base32 (the code's random part): no I, L, O or U. */
const SUFIJO = '[0-9A-HJKMNP-TV-Z]{4}';
/** A business code as the server makes it: up to 8 letters or digits of its name, a dash, 4 more. */
export const CODIGO_NEGOCIO_REGEX = new RegExp(`^[A-Z0-9]{1,8}-${SUFIJO}$`);

/**
 * A code as people type it, made canonical: capitals, no spaces or accents, the dash put back when
 * left out ('tacos7q4k' → 'TACOS-7Q4K'; a word too short to hold a name and 4 more characters,
 * like 'tacos', is left as it is), and in the random part the letters Crockford's base32 reads as
 * digits (O → 0; I, L → 1).
 */
export function normalizarCodigoNegocio(raw: string): string {
  const plano = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s_.–—-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const partes = plano.includes('-')
    ? [
        plano.slice(0, plano.lastIndexOf('-')).replace(/-/g, ''),
        plano.slice(plano.lastIndexOf('-') + 1),
      ]
    : [plano.slice(0, -4), plano.slice(-4)];
  const [palabra = '', sufijo = ''] = partes;
  if (sufijo.length !== 4 || palabra.length < (plano.includes('-') ? 1 : 2)) return plano;
  return `${palabra}-${sufijo.replace(/O/g, '0').replace(/[IL]/g, '1')}`;
}

export const codigoNegocioSchema = texto({ error: CODIGO_NEGOCIO_REQUERIDO })
  .trim()
  .min(1, { error: CODIGO_NEGOCIO_REQUERIDO, abort: true })
  .max(40, { error: CODIGO_NEGOCIO_FORMATO, abort: true })
  .transform(normalizarCodigoNegocio)
  .pipe(z.string().regex(CODIGO_NEGOCIO_REGEX, { error: CODIGO_NEGOCIO_FORMATO }));

export const agregarTarjetaBodySchema = z.object({ codigoNegocio: codigoNegocioSchema });
export type AgregarTarjetaBody = z.input<typeof agregarTarjetaBodySchema>;

/** Wrong codes one account may try in CODIGOS_NEGOCIO_VENTANA_MS before it must wait (guessing). */
export const CODIGOS_NEGOCIO_POR_CUENTA = 10;
export const CODIGOS_NEGOCIO_VENTANA_MS = 15 * 60 * 1000;

// ── Cards and the weekly banner ────────────────────────────────────────────────────────────────

/** The business as its card shows it: name, logo, the gradient and colour it chose, its page. */
export const negocioDeTarjetaSchema = z.object({
  publicID: z.string(),
  nombre: z.string(),
  slug: z.string(),
  fotoPerfil: z.string().nullable(),
  gradient: z.enum(GRADIENTS),
  color: z.string().nullable(),
});
export type NegocioDeTarjeta = z.infer<typeof negocioDeTarjetaSchema>;

export const tarjetaClienteSchema = z.object({
  negocio: negocioDeTarjetaSchema,
  /** 0–4, and its name in this business's programme. */
  nivel: z.number().int(),
  nombreNivel: z.string(),
  visitasTemporada: z.number().int(),
  visitasTotales: z.number().int(),
  /** The next level in this business's programme and the season's visits still missing; null at the top. */
  siguienteNivel: z
    .object({
      nivel: z.number().int(),
      nombre: z.string(),
      visitasRequeridas: z.number().int(),
      faltan: z.number().int(),
    })
    .nullable(),
  /** The season's last day (business-local YYYY-MM-DD); null when the business has none open. */
  temporadaFin: z.string().nullable(),
  /** Null until the first visit (a card added by code waits empty). */
  ultimaVisita: z.string().nullable(),
  /** Weeks in a row with a visit here, as it stands this week (0 once a whole week passed without one). */
  racha: z.number().int(),
  /** When the card was made: the first visit, or the day the business was added by code. */
  agregadaAt: z.string(),
});
export type TarjetaCliente = z.infer<typeof tarjetaClienteSchema>;

/** The dashboard's weekly banner (DOMAIN §5): across all the customer's cards. */
export const resumenSemanalSchema = z.object({
  /** Consecutive ISO weeks with at least one counted visit anywhere, as it stands this week. */
  racha: z.number().int(),
  /** This ISO week, e.g. '2026-W48'. */
  semana: z.string(),
  visitasSemana: z.number().int(),
  ultimaVisita: z
    .object({
      fecha: z.string(),
      negocio: z.object({ publicID: z.string(), nombre: z.string(), slug: z.string() }),
    })
    .nullable(),
});
export type ResumenSemanal = z.infer<typeof resumenSemanalSchema>;

export const tarjetasClienteResponseSchema = respuesta(
  z.object({ tarjetas: z.array(tarjetaClienteSchema), resumen: resumenSemanalSchema }),
);
export type TarjetasCliente = z.infer<typeof tarjetasClienteResponseSchema>['data'];

export const agregarTarjetaResponseSchema = respuestaConMensaje(tarjetaClienteSchema);

// ── Logros ─────────────────────────────────────────────────────────────────────────────────────

const negocioDeLogroSchema = z
  .object({ publicID: z.string(), nombre: z.string(), slug: z.string() })
  .nullable();

export const logroObtenidoSchema = z.object({
  tipo: z.enum(TIPOS_LOGRO),
  valor: z.number().int().nullable(),
  titulo: z.string(),
  /** Where it was earned (levels only). */
  negocio: negocioDeLogroSchema,
  obtenidoAt: z.string(),
});
export type LogroObtenido = z.infer<typeof logroObtenidoSchema>;

export const logroProximoSchema = z.object({
  tipo: z.enum(TIPOS_LOGRO),
  valor: z.number().int().nullable(),
  titulo: z.string(),
  negocio: negocioDeLogroSchema,
  /** Progress: `actual` of `meta` (visits, weeks, businesses, canjes). */
  actual: z.number().int(),
  meta: z.number().int(),
});
export type LogroProximoDto = z.infer<typeof logroProximoSchema>;

export const logrosClienteResponseSchema = respuesta(
  z.object({
    /** Newest first. */
    obtenidos: z.array(logroObtenidoSchema),
    /** Closest first. */
    proximos: z.array(logroProximoSchema),
  }),
);
export type LogrosCliente = z.infer<typeof logrosClienteResponseSchema>['data'];
