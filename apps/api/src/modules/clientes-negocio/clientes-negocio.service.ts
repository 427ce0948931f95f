import {
  CANJES_CLIENTE_MAX,
  CURSOR_INVALIDO,
  fechaLocal,
  indiceSemana,
  NIVEL_MAX,
  nombreNivelEn,
  palabrasDeBusqueda,
  PROXIMOS_A_SUBIR_VISITAS,
  rachaVigente,
  siguienteNivel,
  type ClienteNegocio,
  type ClienteNegocioDetalle,
  type ClientesNegocioPagina,
  type ClientesProximos,
  type NivelConNombre,
  type OrdenClientes,
  type VisitasClientePagina,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  codificarCursor,
  cursorInvalido,
  esEntero,
  esId,
  esMarca,
  leerCursor,
} from '../../lib/cursor.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { programaAlDia } from '../lealtad/lealtad.service.ts';
import {
  findCanjesDeCliente,
  contarNombres,
  findClientesEnCasillas,
  findClientesPagina,
  findNegocioDelDueno,
  findTarjetaDeCliente,
  findVisitasDeCliente,
  type Despues,
  type DespuesVisita,
  type TarjetaClienteRow,
  type CasillaProxima,
} from './clientes-negocio.repository.ts';

// A business's customers for its owner (issue 10): the 'Clientes' list (search, three orders,
// cursor pages), one customer's card, visits and canjes here, and Inicio's 'Clientes recientes'
// and 'Próximos a subir de nivel'. Ownership first, always: another business's customers answer
// exactly like a business that does not exist. Levels come from the business's own programme
// through the shared rules (packages/shared/src/domain/niveles.ts).

/**
 * Up to this many matching names among the business's cards a search starts from the name index;
 * beyond it the name is common enough that walking the business's order fills a page sooner.
 */
export const BUSQUEDA_POR_INDICE_MAX = 5000;

const NO_ENCONTRADO = 'No se encontró el negocio asociado';
const CLIENTE_NO_ENCONTRADO = 'No encontramos a ese cliente en tu negocio.';

/**
 * The business, if this account owns it, with its levels and open season brought up to date (a
 * season that ended is closed first, so season visits and levels are the new season's).
 */
async function negocioPropio(db: Db, usuarioId: string, negocioPublicId: string, now: Date) {
  const negocio = await findNegocioDelDueno(db, negocioPublicId, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADO });
  const programa = await programaAlDia(db, negocio.id, negocio.zonaHoraria, now);
  return {
    ...negocio,
    niveles: programa.niveles as readonly NivelConNombre[],
    temporada: programa.temporada,
    semanaActual: indiceSemana(fechaLocal(now, negocio.zonaHoraria)),
  };
}

type Negocio = Awaited<ReturnType<typeof negocioPropio>>;

/** A card as the owner reads it: the level by the business's names, what is next, the streak. */
function comoCliente(row: TarjetaClienteRow, negocio: Negocio): ClienteNegocio {
  return {
    clientePublicID: row.clientePublicId,
    nombre: row.nombre,
    fotoPerfil: fotoUrl(row.fotoId),
    nivel: row.nivel,
    nombreNivel: nombreNivelEn(row.nivel, negocio.niveles),
    visitasTemporada: row.visitasTemporada,
    visitasTotales: row.visitasTotales,
    primeraVisita: new Date(row.primeraVisita).toISOString(),
    ultimaVisita: new Date(row.ultimaVisita).toISOString(),
    racha: rachaVigente(
      { semanas: row.rachaSemanas, ultimaSemana: row.ultimaSemana },
      negocio.semanaActual,
    ),
    siguienteNivel: siguienteNivel(row.visitasTemporada, row.nivel, negocio.niveles),
  };
}

// ── Cursors (apps/api/src/lib/cursor.ts) ────────────────────────────────────────────────────

const codificar = codificarCursor;
const decodificar = (cursor: string) => leerCursor(cursor, CURSOR_INVALIDO);

function cursorDeCliente(orden: OrdenClientes, row: TarjetaClienteRow) {
  switch (orden) {
    case 'ultimaVisita':
      return codificar(['u', row.ultimaVisitaExacta, row.tarjetaId]);
    case 'visitas':
      return codificar(['v', row.visitasTotales, row.ultimaVisitaExacta, row.tarjetaId]);
    case 'nivel':
      return codificar([
        'n',
        row.nivel,
        row.visitasTemporada,
        row.ultimaVisitaExacta,
        row.tarjetaId,
      ]);
  }
}

function despuesDeCursor(orden: OrdenClientes, cursor: string): Despues {
  const v = decodificar(cursor);
  if (orden === 'ultimaVisita' && v.length === 3 && v[0] === 'u' && esMarca(v[1]) && esId(v[2]))
    return { orden, ultimaVisita: v[1], id: v[2] };
  if (
    orden === 'visitas' &&
    v.length === 4 &&
    v[0] === 'v' &&
    esEntero(v[1]) &&
    esMarca(v[2]) &&
    esId(v[3])
  )
    return { orden, visitasTotales: v[1], ultimaVisita: v[2], id: v[3] };
  if (
    orden === 'nivel' &&
    v.length === 5 &&
    v[0] === 'n' &&
    esEntero(v[1]) &&
    v[1] <= NIVEL_MAX &&
    esEntero(v[2]) &&
    esMarca(v[3]) &&
    esId(v[4])
  )
    return { orden, nivel: v[1], visitasTemporada: v[2], ultimaVisita: v[3], id: v[4] };
  throw cursorInvalido(CURSOR_INVALIDO);
}

function despuesDeCursorVisita(cursor: string): DespuesVisita {
  const v = decodificar(cursor);
  if (v.length === 3 && v[0] === 'h' && esMarca(v[1]) && esId(v[2]))
    return { fecha: v[1], id: v[2] };
  throw cursorInvalido(CURSOR_INVALIDO);
}

// ── The calls ───────────────────────────────────────────────────────────────────────────────

/**
 * A page of the business's customers. `q` narrows by name: every word typed must start a word of
 * the name, accents and capitals ignored; a search with nothing searchable in it finds nobody.
 */
export async function listarClientes(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  query: {
    q?: string | undefined;
    orden: OrdenClientes;
    cursor?: string | undefined;
    limit: number;
  },
  { now = new Date(), topeIndice = BUSQUEDA_POR_INDICE_MAX } = {},
): Promise<ClientesNegocioPagina> {
  const negocio = await negocioPropio(db, usuarioId, negocioPublicId, now);
  const despues = query.cursor ? despuesDeCursor(query.orden, query.cursor) : null;
  const q = query.q?.trim();
  const palabras = q ? palabrasDeBusqueda(q) : null;
  const vacia = { clientes: [], siguienteCursor: null };
  if (palabras && palabras.length === 0) return vacia;
  // A name few people have is read from the name index; a common one by walking the order.
  const coinciden = palabras ? await contarNombres(db, negocio.id, palabras, topeIndice) : 0;
  if (palabras && coinciden === 0) return vacia;
  const filas = await findClientesPagina(db, negocio.id, {
    orden: query.orden,
    palabras,
    porIndice: coinciden <= topeIndice,
    despues,
    limit: query.limit,
  });
  const pagina = filas.slice(0, query.limit);
  const ultima = pagina.at(-1);
  return {
    clientes: pagina.map((r) => comoCliente(r, negocio)),
    siguienteCursor:
      filas.length > query.limit && ultima ? cursorDeCliente(query.orden, ultima) : null,
  };
}

/** Inicio's 'Clientes recientes': the last customers who came, each once, newest first. */
export async function clientesRecientes(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  limit: number,
  now = new Date(),
) {
  const negocio = await negocioPropio(db, usuarioId, negocioPublicId, now);
  const filas = await findClientesPagina(db, negocio.id, {
    orden: 'ultimaVisita',
    palabras: null,
    despues: null,
    limit,
  });
  return { clientes: filas.slice(0, limit).map((r) => comoCliente(r, negocio)) };
}

/**
 * Every (level, season visits) a card can be at and still be 1 to PROXIMOS_A_SUBIR_VISITAS visits
 * from its next level, with how many it is missing — read from `siguienteNivel`, the rule the
 * counter shows, for the business's own thresholds.
 */
export function casillasProximas(niveles: readonly NivelConNombre[]): CasillaProxima[] {
  const casillas: CasillaProxima[] = [];
  for (let nivel = 0; nivel < NIVEL_MAX; nivel++) {
    const requeridas = siguienteNivel(0, nivel, niveles)?.visitasRequeridas;
    if (requeridas === undefined) continue;
    for (let faltan = 1; faltan <= PROXIMOS_A_SUBIR_VISITAS; faltan++) {
      const visitasTemporada = requeridas - faltan;
      if (visitasTemporada < 0) continue;
      // The shared rule has the last word on what this card is missing.
      if (siguienteNivel(visitasTemporada, nivel, niveles)?.faltan === faltan)
        casillas.push({ nivel, visitasTemporada, faltan });
    }
  }
  return casillas;
}

/**
 * Inicio's 'Próximos a subir de nivel': customers whose next level this season is at most
 * PROXIMOS_A_SUBIR_VISITAS visits away — how many, and the closest first.
 */
export async function clientesProximos(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  limit: number,
  now = new Date(),
): Promise<ClientesProximos> {
  const negocio = await negocioPropio(db, usuarioId, negocioPublicId, now);
  const { total, filas } = await findClientesEnCasillas(
    db,
    negocio.id,
    casillasProximas(negocio.niveles),
    limit,
  );
  const clientes = filas.flatMap((r) => {
    const c = comoCliente(r, negocio);
    const sig = c.siguienteNivel;
    return sig && sig.faltan >= 1 && sig.faltan <= PROXIMOS_A_SUBIR_VISITAS
      ? [{ ...c, siguienteNivel: sig }]
      : [];
  });
  return { total, clientes };
}

async function tarjetaDe(db: Db, negocio: Negocio, clientePublicId: string) {
  const row = await findTarjetaDeCliente(db, negocio.id, clientePublicId);
  if (!row) throw new AppError('NOT_FOUND', { message: CLIENTE_NO_ENCONTRADO });
  return row;
}

/** One customer's card here, the season it counts in, and their canjes here. */
export async function detalleCliente(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  clientePublicId: string,
  now = new Date(),
): Promise<ClienteNegocioDetalle> {
  const negocio = await negocioPropio(db, usuarioId, negocioPublicId, now);
  const row = await tarjetaDe(db, negocio, clientePublicId);
  const canjes = await findCanjesDeCliente(db, negocio.id, row.clienteId, CANJES_CLIENTE_MAX);
  return {
    ...comoCliente(row, negocio),
    temporada: negocio.temporada
      ? { fechaInicio: negocio.temporada.fechaInicio, fechaFin: negocio.temporada.fechaFin }
      : null,
    canjes: {
      total: canjes.total,
      recientes: canjes.filas.map((c) => ({
        canjeId: c.id,
        fecha: new Date(c.fecha).toISOString(),
        promocion: { publicID: c.promocionPublicId, titulo: c.titulo, clase: c.clase },
        establecimiento: c.establecimiento,
        registradaPor: c.registradaPor,
      })),
    },
  };
}

/** A page of one customer's visits here, newest scan first. */
export async function visitasDeCliente(
  db: Db,
  usuarioId: string,
  negocioPublicId: string,
  clientePublicId: string,
  query: { cursor?: string | undefined; limit: number },
  now = new Date(),
): Promise<VisitasClientePagina> {
  const negocio = await negocioPropio(db, usuarioId, negocioPublicId, now);
  const despues = query.cursor ? despuesDeCursorVisita(query.cursor) : null;
  const row = await tarjetaDe(db, negocio, clientePublicId);
  const filas = await findVisitasDeCliente(db, negocio.id, row.clienteId, despues, query.limit);
  const pagina = filas.slice(0, query.limit);
  const ultima = pagina.at(-1);
  return {
    visitas: pagina.map((v) => ({
      visitaId: v.id,
      fecha: new Date(v.fecha).toISOString(),
      establecimiento: v.establecimiento,
      registradaPor: v.registradaPor,
    })),
    siguienteCursor:
      filas.length > query.limit && ultima ? codificar(['h', ultima.fechaExacta, ultima.id]) : null,
  };
}
