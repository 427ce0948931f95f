import {
  CATEGORIAS,
  DESCUBRIR_CURSOR_INVALIDO,
  DESCUBRIR_POR_PAGINA,
  estadoHorario,
  horarioTexto,
  nombreNivelEn,
  plegarTexto,
  type CategoriaId,
  type DescubrirPagina,
  type Gradient,
  type Lugar,
  type LugarEnCartera,
  type NegocioPublico,
  type NivelConNombre,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { codificarCursor, cursorInvalido, esEntero, esId, leerCursor } from '../../lib/cursor.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { contarOfertasActivas, ofertasPublicasDe } from '../promociones/promociones.service.ts';
import {
  findCarteraDe,
  findCiudades,
  findClienteDeUsuario,
  findEnCartera,
  findEstablecimientosDe,
  findNegocioPorSlug,
  findNegociosParaDescubrir,
  type DespuesDeLugar,
  type EstablecimientoRow,
  type NegocioPublicoRow,
} from './lugares.repository.ts';

// Places (issue 11): a business's public page, the customer's wallet and discovery. What any
// visitor may read of a business is decided here, once: profile, hours, addresses, levels and
// offers usable today — never its RFC, staff, budget, or how many visits and customers it has.

const NO_ENCONTRADO = 'No encontramos ese negocio.';

const toDireccion = (e: EstablecimientoRow) => ({
  nombre: e.nombre,
  direccion: e.direccion,
  zona: e.zona,
  ciudad: e.ciudad,
  estado: e.estado,
  codigoPostal: e.codigoPostal,
});

function toLugar(
  n: NegocioPublicoRow,
  establecimiento: EstablecimientoRow | undefined,
  ofertasActivas: number,
  now: Date,
): Lugar {
  return {
    slug: n.slug,
    codigo: n.codigo,
    nombreComercial: n.nombreComercial,
    fotoPerfil: fotoUrl(n.fotoId),
    gradient: n.gradient as Gradient,
    color: n.color,
    categoria: n.categoria,
    direccion: establecimiento ? toDireccion(establecimiento) : null,
    horario: estadoHorario(n.horarioOperacion, now, n.zonaHoraria),
    ofertasActivas,
  };
}

/** Each business's establishments, the main one first. */
async function establecimientosPorNegocio(db: Db, negocioIds: string[]) {
  const porNegocio = new Map<string, EstablecimientoRow[]>();
  for (const e of await findEstablecimientosDe(db, negocioIds)) {
    porNegocio.set(e.negocioId, [...(porNegocio.get(e.negocioId) ?? []), e]);
  }
  return porNegocio;
}

const nivelesDe = (niveles: readonly NivelConNombre[] | null) =>
  [...(niveles ?? [])].sort((a, b) => a.nivel - b.nivel);

/** GET /api/negocio/publico/{slug}: the page anyone may open. */
export async function negocioPublico(
  db: Db,
  slug: string,
  now = new Date(),
): Promise<NegocioPublico> {
  const row = await findNegocioPorSlug(db, slug);
  if (!row) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADO });
  const { negocio: n } = row;
  const niveles = nivelesDe(row.niveles);
  const establecimientos = (await establecimientosPorNegocio(db, [n.id])).get(n.id) ?? [];
  return {
    slug: n.slug,
    codigo: n.codigo,
    nombreComercial: n.nombreComercial,
    fotoPerfil: fotoUrl(n.fotoId),
    categoria: n.categoria,
    gradient: n.gradient as Gradient,
    color: n.color,
    historiaNegocio: n.historiaNegocio,
    valorDiferenciador: n.valorDiferenciador,
    rangoPrecios: n.rangoPrecios,
    sitioWeb: n.sitioWeb,
    redesSociales: n.redesSociales,
    zonaHoraria: n.zonaHoraria,
    horarioOperacion: [...n.horarioOperacion].sort((a, b) => a.dia - b.dia),
    horario: estadoHorario(n.horarioOperacion, now, n.zonaHoraria),
    establecimientos: establecimientos.map((e) => ({ ...toDireccion(e), principal: e.principal })),
    niveles: niveles.map(({ nivel, nombre, visitasRequeridas }) => ({
      nivel,
      nombre,
      visitasRequeridas,
    })),
    promociones: await ofertasPublicasDe(db, n, niveles, now),
  };
}

/**
 * What a business's public page shows first (issue 29), for the server to draw it before any
 * script runs (plugins/web-app.ts): name, zona and city of its main establishment, categories,
 * price range, open now in the app's words (from this minute, on the business's clock), its
 * story, gradient and photo. Null when no business has the slug. Two reads, none of the offers.
 */
export async function portadaPublica(db: Db, slug: string, now = new Date()) {
  const row = await findNegocioPorSlug(db, slug);
  if (!row) return null;
  const { negocio: n } = row;
  const establecimientos = (await establecimientosPorNegocio(db, [n.id])).get(n.id) ?? [];
  const principal = establecimientos.find((e) => e.principal) ?? establecimientos[0];
  const d = principal ? toDireccion(principal) : null;
  const horario = estadoHorario(n.horarioOperacion, now, n.zonaHoraria);
  return {
    slug: n.slug,
    nombre: n.nombreComercial,
    lugar: d ? [d.zona, d.ciudad].filter(Boolean).join(', ') : '',
    categorias: n.categoria.map((id) => CATEGORIAS.find((c) => c.id === id)?.nombre ?? id),
    rangoPrecios: n.rangoPrecios,
    horario: { abierto: horario.abierto, ...horarioTexto(horario) },
    historia: n.historiaNegocio ?? '',
    gradiente: n.gradient,
    foto: fotoUrl(n.fotoId),
  };
}

/** The customer behind the session; 409 PERFIL_INCOMPLETO before the setup wizard. */
export async function clienteDeSesion(db: Db, usuarioId: string) {
  const cliente = await findClienteDeUsuario(db, usuarioId);
  if (!cliente) throw new AppError('PERFIL_INCOMPLETO');
  return cliente;
}

/**
 * The customer's wallet as rows: each business with its levels and the card there. 'Ofertas'
 * reads the same rows, so both screens agree on which businesses are "theirs".
 */
export const carteraDe = (db: Db, clienteId: string) => findCarteraDe(db, clienteId);

/** GET /api/cliente/lugares: the wallet, each business with the card and today's hours. */
export async function lugaresDeCartera(
  db: Db,
  clienteId: string,
  now = new Date(),
): Promise<LugarEnCartera[]> {
  const rows = await carteraDe(db, clienteId);
  const ids = rows.map((r) => r.negocio.id);
  const [establecimientos, ofertas] = await Promise.all([
    establecimientosPorNegocio(db, ids),
    contarOfertasActivas(
      db,
      rows.map((r) => r.negocio),
      now,
    ),
  ]);
  return rows.map(({ negocio, niveles, tarjeta }) => ({
    ...toLugar(negocio, establecimientos.get(negocio.id)?.[0], ofertas.get(negocio.id) ?? 0, now),
    tarjeta: {
      nivel: tarjeta.nivel,
      nombreNivel: nombreNivelEn(tarjeta.nivel, niveles ?? []),
      visitasTemporada: tarjeta.visitasTemporada,
      visitasTotales: tarjeta.visitasTotales,
      ultimaVisita: tarjeta.ultimaVisita ? new Date(tarjeta.ultimaVisita).toISOString() : null,
    },
  }));
}

function despuesDe(cursor: string): DespuesDeLugar {
  const v = leerCursor(cursor, DESCUBRIR_CURSOR_INVALIDO);
  if (v.length === 2 && esEntero(v[0]) && esId(v[1])) return { clientesUnicos: v[0], id: v[1] };
  throw cursorInvalido(DESCUBRIR_CURSOR_INVALIDO);
}

/**
 * GET /api/negocios/descubrir: businesses by city and category, the customer's own city and
 * favourite categories unless they ask otherwise; ones already in the wallet come flagged. A
 * city is matched as people type it: capitals and accents do not matter ('culiacan').
 */
export async function descubrir(
  db: Db,
  cliente: { id: string; ciudad: string; categoriaFavorita: CategoriaId[] },
  query: {
    ciudad?: string | undefined;
    categoria: CategoriaId | 'favoritas' | 'todas';
    cursor?: string | undefined;
  },
  now = new Date(),
): Promise<DescubrirPagina> {
  const despues = query.cursor ? despuesDe(query.cursor) : null;
  const ciudades = await findCiudades(db);
  const pedida = query.ciudad ?? cliente.ciudad;
  const categorias =
    query.categoria === 'todas'
      ? []
      : query.categoria === 'favoritas'
        ? cliente.categoriaFavorita
        : [query.categoria];
  const filtros = {
    ciudad: pedida === '' ? null : pedida,
    categorias,
    miCiudad: cliente.ciudad,
    favoritas: cliente.categoriaFavorita,
    ciudades,
  };
  const enCiudad =
    pedida === '' ? null : ciudades.filter((c) => plegarTexto(c) === plegarTexto(pedida));
  if (enCiudad?.length === 0) return { negocios: [], siguienteCursor: null, filtros };

  const filas = await findNegociosParaDescubrir(db, {
    ciudades: enCiudad,
    categorias,
    despues,
    limit: DESCUBRIR_POR_PAGINA,
  });
  const pagina = filas.slice(0, DESCUBRIR_POR_PAGINA);
  const ids = pagina.map((n) => n.id);
  const [establecimientos, ofertas, enCartera] = await Promise.all([
    establecimientosPorNegocio(db, ids),
    contarOfertasActivas(db, pagina, now),
    findEnCartera(db, cliente.id, ids),
  ]);
  const ultima = pagina.at(-1);
  return {
    negocios: pagina.map((n) => {
      const suyos = establecimientos.get(n.id) ?? [];
      // The establishment in the city asked for, else the main one.
      const aqui = (enCiudad && suyos.find((e) => enCiudad.includes(e.ciudad))) || suyos[0];
      return {
        ...toLugar(n, aqui, ofertas.get(n.id) ?? 0, now),
        enCartera: enCartera.has(n.id),
      };
    }),
    siguienteCursor:
      filas.length > DESCUBRIR_POR_PAGINA && ultima
        ? codificarCursor([ultima.clientesUnicos, ultima.id])
        : null,
    filtros: { ...filtros, ciudad: enCiudad?.[0] ?? null },
  };
}
