import {
  CURSOR_INVALIDO,
  nombreCorto,
  type ActividadPagina,
  type EventoActividad,
  type TipoActividad,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  codificarCursor,
  cursorInvalido,
  esEntero,
  esMarca,
  leerCursor,
} from '../../lib/cursor.ts';
import { negocioDelDueno } from '../negocios/negocios.service.ts';
import { findActividad, type ActividadRow, type DespuesActividad } from './actividad.repository.ts';

// 'Actividad de la cuenta': the owner reads their business's events, newest first, a page at a
// time; another business's public id is a 404 (negocioDelDueno).

/**
 * Stands for the customer in an alert's stored sentence (modules/alertas): the read puts their
 * short name in its place, so the name goes when they delete their account (DOMAIN §8).
 */
export const CLIENTE_EN_TEXTO = '{cliente}';

/** An alert's sentence with its customer named, or said to have left Tarjeto. */
export const textoConCliente = (texto: string, cliente: string | null) =>
  texto.replaceAll(
    CLIENTE_EN_TEXTO,
    cliente ? nombreCorto(cliente) : 'un cliente que dejó Tarjeto',
  );

const cursorDe = (row: ActividadRow) => codificarCursor(['a', row.creadoAtExacto, row.id]);

function despuesDe(cursor: string | undefined): DespuesActividad | null {
  if (cursor === undefined) return null;
  const v = leerCursor(cursor, CURSOR_INVALIDO);
  if (v.length === 3 && v[0] === 'a' && esMarca(v[1]) && esEntero(v[2])) {
    return { creadoAt: v[1], id: v[2] };
  }
  throw cursorInvalido(CURSOR_INVALIDO);
}

const toEvento = (r: ActividadRow): EventoActividad => ({
  id: String(r.id),
  accion: r.accion,
  tipo: r.tipo,
  fecha: new Date(r.creadoAt).toISOString(),
  actor: r.actor,
  ip: r.ip,
  promocion: r.detalle.promocion ?? null,
  cliente:
    (r.accion === 'canje.registrado' || r.detalle.cliente) && r.cliente
      ? nombreCorto(r.cliente)
      : null,
  nexo: r.nexo !== null ? { nombre: r.nexo, establecimiento: r.establecimiento ?? '' } : null,
  archivo: r.detalle.archivo ?? null,
  miembro: r.miembro,
  texto: r.detalle.texto ? textoConCliente(r.detalle.texto, r.cliente) : null,
});

export async function actividadDelNegocio(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  q: { tipo?: TipoActividad | undefined; cursor?: string | undefined; limit: number },
): Promise<ActividadPagina> {
  const despues = despuesDe(q.cursor);
  const negocio = await negocioDelDueno(db, negocioPublicId, usuarioId);
  const rows = await findActividad(db, negocio.id, { tipo: q.tipo, despues, limit: q.limit + 1 });
  const pagina = rows.slice(0, q.limit);
  return {
    zonaHoraria: negocio.zonaHoraria,
    eventos: pagina.map(toEvento),
    siguienteCursor: rows.length > q.limit ? cursorDe(pagina.at(-1)!) : null,
  };
}
