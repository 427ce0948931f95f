import {
  DEFAULT_ZONA_HORARIA,
  fechaLocal,
  type ExportacionCliente,
  type PreferenciasClienteResponse,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import {
  borrarCliente,
  findCuentaCliente,
  findLogrosDeCliente,
  findPreferencias,
  findPasesDeCliente,
  findAvisosDeCliente,
  findMensajesDeCliente,
  findTarjetasDeCliente,
  lotesDeCanjesDeCliente,
  lotesDeVisitasDeCliente,
  savePreferencias,
} from './privacidad-cliente.repository.ts';
import {
  arreglo,
  eliminarCuenta,
  iso,
  isoONull,
  LOTE_EXPORTACION,
  type PedidoDeEliminacion,
} from './privacidad.service.ts';

// The customer's rights over their data (DOMAIN §8, LFPDPPP): say whether they want promotional
// mail, download everything Tarjeto keeps about them, and delete their account. The product sends
// a customer only account and security mail today (codes, a password-change notice): the consent
// is what any news or promotion mail must ask first (docs/api.md).

type Datos = ExportacionCliente;

const NO_ENCONTRADO = 'No se encontró tu perfil de cliente';

const preferencias = (row: {
  aceptaCorreos: boolean;
  actualizadoEn: Date | null;
}): PreferenciasClienteResponse['data'] => ({
  aceptaCorreos: row.aceptaCorreos,
  actualizadoEn: isoONull(row.actualizadoEn),
});

export async function getPreferencias(db: Db, usuarioId: string) {
  const row = await findPreferencias(db, usuarioId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return preferencias(row);
}

export async function setPreferencias(
  db: Db,
  usuarioId: string,
  aceptaCorreos: boolean,
  now = new Date(),
) {
  const row = await savePreferencias(db, usuarioId, aceptaCorreos, now);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return preferencias(row);
}

/** The customer record of the session's account; 404 when the account has none. */
async function cuentaCliente(db: Db, usuarioId: string) {
  const row = await findCuentaCliente(db, usuarioId);
  if (!row) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADO });
  return row;
}

/** The day the download is named after, on Mexico's clock (a customer has no zone of their own). */
export const fechaDeExportacionCliente = (now = new Date()) =>
  fechaLocal(now, DEFAULT_ZONA_HORARIA);

/**
 * datos.json of a customer (exportacionClienteSchema): the account, the profile, the cards and
 * achievements, then the visits and canjes — which grow with the years — streamed page by page.
 * Only the customer's own rows are read: every query is by their id, and no other person's name
 * is selected anywhere.
 */
export async function* jsonDatosCliente(
  db: Db,
  usuarioId: string,
  now = new Date(),
): AsyncGenerator<string> {
  const { email, creadaEn, aceptaCorreos, aceptaCorreosAt, cliente } = await cuentaCliente(
    db,
    usuarioId,
  );
  const [cards, earned, enTelefono, respuestas, decididos] = await Promise.all([
    findTarjetasDeCliente(db, cliente.id),
    findLogrosDeCliente(db, cliente.id),
    findPasesDeCliente(db, cliente.id),
    findAvisosDeCliente(db, cliente.id),
    findMensajesDeCliente(db, cliente.id),
  ]);
  const fichas = {
    formato: 'tarjeto-cliente/1' as const,
    exportadoEn: now.toISOString(),
    cuenta: {
      email,
      creadaEn: iso(creadaEn),
      aceptaCorreos,
      aceptaCorreosActualizadoEn: isoONull(aceptaCorreosAt),
    },
    perfil: {
      publicID: cliente.publicId,
      nombre: cliente.nombre,
      edad: cliente.edad,
      genero: cliente.genero,
      ubicacion: { ciudad: cliente.ciudad, codigoPostal: cliente.codigoPostal },
      categoriaFavorita: cliente.categoriaFavorita,
      fotoPerfil: fotoUrl(cliente.fotoId),
      visitasTotales: cliente.visitasTotales,
      canjesTotales: cliente.canjesTotales,
      rachaSemanas: cliente.rachaSemanas,
      creadoEn: iso(cliente.createdAt),
    },
    tarjetas: cards.map((t) => ({
      ...t,
      primeraVisita: isoONull(t.primeraVisita),
      ultimaVisita: isoONull(t.ultimaVisita),
      agregadaEn: iso(t.agregadaEn),
    })),
    carteraDelTelefono: enTelefono.map((p) => ({
      ...p,
      agregadoEn: iso(p.agregadoEn),
      quitadoEn: isoONull(p.quitadoEn),
    })),
    avisos: respuestas.map((a) => ({ ...a, respondidoEn: isoONull(a.respondidoEn) })),
    mensajes: decididos.map((m) => ({
      ...m,
      decididoEn: iso(m.decididoEn),
      enviadoEn: isoONull(m.enviadoEn),
    })),
    logros: earned.map((l) => ({
      tipo: l.tipo,
      valor: l.valor,
      negocioID: l.negocioID,
      nombreComercial: l.nombreComercial,
      obtenidoEn: iso(l.obtenidoEn),
    })),
  } satisfies Omit<Datos, 'visitas' | 'canjes'>;
  yield JSON.stringify(fichas).slice(0, -1);
  yield* arreglo(
    'visitas',
    lotesDeVisitasDeCliente(db, cliente.id, LOTE_EXPORTACION),
    (v): Datos['visitas'][number] => ({
      negocioID: v.negocioID,
      nombreComercial: v.nombreComercial,
      fecha: iso(v.fecha),
      fechaLocal: v.fechaLocal,
      establecimiento: v.establecimiento,
    }),
  );
  yield* arreglo(
    'canjes',
    lotesDeCanjesDeCliente(db, cliente.id, LOTE_EXPORTACION),
    (c): Datos['canjes'][number] => ({
      negocioID: c.negocioID,
      nombreComercial: c.nombreComercial,
      fecha: iso(c.fecha),
      fechaLocal: c.fechaLocal,
      promocionID: c.promocionID,
      promocion: c.promocion,
    }),
  );
  yield '}';
}

/** Checks the account has a customer record before a download starts (a clean 404, not a cut). */
export async function exigirCliente(db: Db, usuarioId: string) {
  await cuentaCliente(db, usuarioId);
}

/**
 * Deletes the customer's account (DOMAIN §8), confirmed with the password: sessions end, the
 * personal data goes, the code's secret with it (the phone's copy stops producing accepted codes),
 * and their visits and canjes stay in the businesses' figures, tied to nobody. A last mail
 * confirms it. Afterwards the address can sign up again, as a new person.
 */
export const eliminarCuentaCliente = (...pedido: PedidoDeEliminacion) =>
  eliminarCuenta(...pedido, async (db, usuario) => {
    const row = await cuentaCliente(db, usuario.id);
    await borrarCliente(db, usuario.id, row.cliente.id, row.email);
    return { email: row.email, nombreComercial: null };
  });
