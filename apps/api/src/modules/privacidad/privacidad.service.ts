import {
  COLUMNAS_CLIENTES,
  COLUMNAS_VISITAS,
  CSV_BOM,
  csvFila,
  fechaLocal,
  formatoFechaExportacion,
  nombreNivelEn,
  TIPO_VISITA,
  type ArchivoExportacion,
  type ExportacionDatos,
  type NivelConNombre,
} from '@tarjeto/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import { confirmPassword, type AuthDeps } from '../auth/auth.service.ts';
import type { ClientMeta, SessionContext } from '../auth/session.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { accountDeletedMail } from '../mail/templates.ts';
import { ubicacionDe } from '../perfiles/perfiles.dto.ts';
import { limiteDeUsosDe } from '../promociones/promociones.service.ts';
import { firmarPermisoExportacion, permisoExportacionValido } from './permiso-exportacion.ts';
import {
  borrarLote,
  borrarNegocioYCuenta,
  canjesPorCliente,
  cerrarCuenta,
  findCuenta,
  findFichas,
  findNegocioDelDueno,
  findNegocioDeUsuario,
  lotesDeCanjes,
  lotesDeTarjetas,
  lotesDeVisitas,
  type NegocioRow,
} from './privacidad.repository.ts';

// The business's rights over its data (DOMAIN §8, LFPDPPP): download everything, erase
// everything. Exports are async generators of text chunks that the route streams as they come:
// one batch of rows in memory at a time, whatever the size of the business.

/** Rows read per query while exporting, and deleted per statement while erasing. */
export const LOTE_EXPORTACION = 2000;
export const LOTE_BORRADO = 2000;

const NO_ENCONTRADO = 'No se encontró el negocio asociado';

/** The business, if it is this account's; another business's looks like none at all. */
export async function negocioPropio(db: Db, usuarioId: string, negocioPublicId: string) {
  const negocio = await findNegocioDelDueno(db, negocioPublicId, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADO });
  return negocio;
}

/**
 * The owner's password for a download (docs/security.md, part 3 #7a): checked and counted like
 * the account's deletion, after the business is known to be theirs (another's is 404, and costs no
 * try). The permit it returns lets this session download one file of this business, briefly.
 */
export async function permitirExportacion(
  deps: AuthDeps,
  session: SessionContext,
  negocioPublicId: string,
  contrasena: string,
  meta: ClientMeta,
) {
  const negocio = await negocioPropio(deps.db, session.usuario.id, negocioPublicId);
  await confirmPassword(deps, session, contrasena, meta, 'contrasena');
  return firmarPermisoExportacion(deps.db, session.sesionId, negocio.id);
}

/**
 * The business of an export, with the download in its activity (recorded as the file starts: it
 * streams, so there is no transaction to share). A session whose owner has not just given the
 * password (`permiso`) gets 403 `CONTRASENA_REQUERIDA`: a borrowed session carries nothing off.
 */
export async function exportacionPropia(
  db: Db,
  session: SessionContext,
  negocioPublicId: string,
  archivo: ArchivoExportacion,
  permiso: string | undefined,
  ip: string,
) {
  const negocio = await negocioPropio(db, session.usuario.id, negocioPublicId);
  if (!(await permisoExportacionValido(db, permiso, session.sesionId, negocio.id))) {
    throw new AppError('CONTRASENA_REQUERIDA');
  }
  await registrarActividad(
    db,
    { negocioId: negocio.id },
    { accion: 'exportacion.descargada', detalle: { archivo }, ip },
  );
  return negocio;
}

const pad = (n: number) => String(n).padStart(2, '0');
const HORA_MS = 60 * 60 * 1000;

/**
 * 'YYYY-MM-DD HH:MM' on the business's wall clock as the contract writes it
 * (formatoFechaExportacion), the form a spreadsheet reads as a date. The zone's offset is looked
 * up once per hour of time (rows come in date order), not per row: a million visits would
 * otherwise spend seconds in Intl.
 */
export function relojLocal(zonaHoraria: string) {
  const f = formatoFechaExportacion(zonaHoraria);
  const offsets = new Map<number, number>();
  return (at: Date) => {
    const ms = at.getTime();
    const hora = Math.floor(ms / HORA_MS);
    let offset = offsets.get(hora);
    if (offset === undefined) {
      const local = f.format(new Date(hora * HORA_MS)).replace(' ', 'T');
      offset = Date.parse(`${local}:00Z`) - hora * HORA_MS;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(hora, offset);
    }
    const l = new Date(ms + offset);
    return `${l.getUTCFullYear()}-${pad(l.getUTCMonth() + 1)}-${pad(l.getUTCDate())} ${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}`;
  };
}

export const iso = (d: Date | string) => new Date(d).toISOString();
export const isoONull = (d: Date | string | null) => (d === null ? null : iso(d));

async function nivelesDe(db: Db, negocioId: string): Promise<NivelConNombre[]> {
  return ((await findFichas(db, negocioId)).programa?.niveles ?? []) as NivelConNombre[];
}

/** clientes.csv: one row per card at the business (COLUMNAS_CLIENTES). */
export async function* csvClientes(db: Db, negocio: NegocioRow): AsyncGenerator<string> {
  const niveles = await nivelesDe(db, negocio.id);
  const reloj = relojLocal(negocio.zonaHoraria);
  yield CSV_BOM + csvFila(COLUMNAS_CLIENTES);
  for await (const filas of lotesDeTarjetas(db, negocio.id, LOTE_EXPORTACION)) {
    const canjes = await canjesPorCliente(
      db,
      negocio.id,
      filas.map((f) => f.clienteId),
    );
    let texto = '';
    for (const f of filas) {
      texto += csvFila([
        f.clientePublicId,
        f.cliente,
        nombreNivelEn(f.nivel, niveles),
        f.visitasTemporada,
        f.visitasTotales,
        canjes.get(f.clienteId) ?? 0,
        reloj(f.primeraVisita),
        reloj(f.ultimaVisita),
      ]);
    }
    yield texto;
  }
}

/** Who registered a visit or canje, by the person's id (the business's people, read once). */
function personasDe(fichas: Awaited<ReturnType<typeof findFichas>>) {
  const porId = new Map(fichas.miembros.map((m) => [m.id, { nombre: m.nombre, rol: m.rol }]));
  return (miembroId: string | null) => (miembroId ? (porId.get(miembroId) ?? null) : null);
}

/** visitas.csv: one row per counted visit, oldest first (COLUMNAS_VISITAS). */
export async function* csvVisitas(db: Db, negocio: NegocioRow): AsyncGenerator<string> {
  const fichas = await findFichas(db, negocio.id);
  const lugares = new Map(fichas.establecimientos.map((e) => [e.id, e.nombre]));
  const devices = new Map(fichas.nexos.map((n) => [n.id, n.nombre]));
  const persona = personasDe(fichas);
  const reloj = relojLocal(negocio.zonaHoraria);
  yield CSV_BOM + csvFila(COLUMNAS_VISITAS);
  for await (const filas of lotesDeVisitas(db, negocio.id, LOTE_EXPORTACION)) {
    let texto = '';
    for (const v of filas) {
      texto += csvFila([
        reloj(v.fecha),
        lugares.get(v.establecimientoId) ?? '',
        v.nexoId ? (devices.get(v.nexoId) ?? '') : '',
        v.anonima
          ? TIPO_VISITA.anonima
          : v.clientePublicId
            ? TIPO_VISITA.cliente
            : TIPO_VISITA.sinCuenta,
        v.clientePublicId,
        v.cliente,
        persona(v.miembroId)?.nombre ?? '',
      ]);
    }
    yield texto;
  }
}

type Datos = ExportacionDatos;

/**
 * The parts of datos.json that fit in memory whatever the business's size, and who registered
 * each visit and canje (by the person's id) for the parts that are streamed.
 */
async function fichasDeDatos(db: Db, usuarioId: string, n: NegocioRow, now: Date) {
  const [cuenta, f] = await Promise.all([findCuenta(db, usuarioId), findFichas(db, n.id)]);
  return { datos: datosFijos(cuenta, f, n, now), persona: personasDe(f) };
}

function datosFijos(
  cuenta: Awaited<ReturnType<typeof findCuenta>>,
  f: Awaited<ReturnType<typeof findFichas>>,
  n: NegocioRow,
  now: Date,
) {
  const negocio: Datos['negocio'] = {
    publicID: n.publicId,
    codigo: n.codigo,
    slug: n.slug,
    nombreComercial: n.nombreComercial,
    rfc: n.rfc,
    categoria: n.categoria,
    gradient: n.gradient,
    color: n.color,
    sitioWeb: n.sitioWeb,
    redesSociales: n.redesSociales as Record<string, string>,
    rangoPrecios: n.rangoPrecios,
    personalTotal: n.personalTotal,
    horarioOperacion: n.horarioOperacion,
    numeroPlatosPrincipales: n.numeroPlatosPrincipales,
    presupuestoMarketing: n.presupuestoMarketing,
    historiaNegocio: n.historiaNegocio,
    valorDiferenciador: n.valorDiferenciador,
    enfoqueMercado: n.enfoqueMercado,
    numeroClientesDiarios: n.numeroClientesDiarios,
    calificacionPromedio: Number(n.calificacionPromedio),
    zonaHoraria: n.zonaHoraria,
    cooldownMinutos: n.cooldownMinutos,
    visitasTotales: n.visitasTotales,
    clientesUnicos: n.clientesUnicos,
    fotoPerfil: fotoUrl(n.fotoId),
    creadoEn: iso(n.createdAt),
  };
  return {
    formato: 'tarjeto-negocio/1' as const,
    exportadoEn: now.toISOString(),
    cuenta: { email: cuenta?.email ?? '', creadaEn: iso(cuenta?.createdAt ?? now) },
    negocio,
    establecimientos: f.establecimientos.map((e) => ({
      establecimientoID: e.id,
      nombre: e.nombre,
      ubicacion: ubicacionDe(e),
      principal: e.principal,
      creadoEn: iso(e.createdAt),
    })),
    nexos: f.nexos.map((x) => ({
      nexoID: x.id,
      establecimientoID: x.establecimientoId,
      nombre: x.nombre,
      visitasRegistradas: x.visitasRegistradas,
      fechaRegistro: iso(x.createdAt),
      ultimoUso: isoONull(x.ultimoUso),
      desvinculadoEn: isoONull(x.revocadoAt),
    })),
    programaLealtad: f.programa
      ? { duracionMeses: f.programa.duracionMeses, niveles: f.programa.niveles }
      : null,
    temporadas: f.temporadas.map((t) => ({
      fechaInicio: t.fechaInicio,
      fechaFin: t.fechaFin,
      duracionMeses: t.duracionMeses,
      activa: t.activa,
      visitasTotales: t.visitasTotales,
      promocionesCanjeadas: t.promocionesCanjeadas,
      subidas: t.subidas,
      bajadas: t.bajadas,
      clientes: t.clientes,
      distribucion: t.distribucion,
      cerradaEn: isoONull(t.cerradaAt),
    })),
    promociones: f.promociones.map((p) => ({
      promocionID: p.publicId,
      titulo: p.titulo,
      descripcion: p.descripcion,
      clase: p.clase,
      tipo: p.tipo,
      nivelReq: p.nivelReq,
      categoriaFavorita: p.categoriaFavorita,
      programa:
        p.tipo === 'programa'
          ? {
              diaSemana: p.programaDia,
              horaInicio: p.programaInicio,
              horaFin: p.programaFin,
              zonaHoraria: p.programaZona,
            }
          : null,
      periodo:
        p.tipo === 'periodo' ? { fechaInicio: p.periodoInicio, fechaFin: p.periodoFin } : null,
      exclusivo:
        p.tipo === 'exclusivo'
          ? { totalInicial: p.exclusivoTotal, restantes: p.restantes, fechaLimite: p.fechaLimite }
          : null,
      limiteDeUsos: limiteDeUsosDe(p),
      terminos: p.terminos,
      status: p.status,
      vistas: p.vistas,
      usos: p.usos,
      creadaEn: iso(p.createdAt),
      eliminadaEn: isoONull(p.eliminadaAt),
    })),
  } satisfies Omit<Datos, 'tarjetas' | 'canjes' | 'visitas'>;
}

/** `"clave":[` + each batch's items, comma-separated, + `]`: an array written as it is read. */
export async function* arreglo<T>(
  clave: string,
  lotes: AsyncGenerator<T[]>,
  item: (fila: T) => unknown,
): AsyncGenerator<string> {
  yield `,${JSON.stringify(clave)}:[`;
  let primero = true;
  for await (const filas of lotes) {
    if (filas.length === 0) continue;
    yield (primero ? '' : ',') + filas.map((f) => JSON.stringify(item(f))).join(',');
    primero = false;
  }
  yield ']';
}

/** datos.json (exportacionDatosSchema): the account, the business and everything it has. */
export async function* jsonDatos(
  db: Db,
  usuarioId: string,
  negocio: NegocioRow,
  now = new Date(),
): AsyncGenerator<string> {
  const { datos, persona } = await fichasDeDatos(db, usuarioId, negocio, now);
  // The fixed parts, then the three that grow with the business, streamed.
  yield JSON.stringify(datos).slice(0, -1);
  yield* arreglo(
    'tarjetas',
    lotesDeTarjetas(db, negocio.id, LOTE_EXPORTACION),
    (t): Datos['tarjetas'][number] => ({
      clienteID: t.clientePublicId,
      cliente: t.cliente,
      nivel: t.nivel,
      visitasTemporada: t.visitasTemporada,
      visitasTotales: t.visitasTotales,
      rachaSemanas: t.rachaSemanas,
      primeraVisita: iso(t.primeraVisita),
      ultimaVisita: iso(t.ultimaVisita),
    }),
  );
  yield* arreglo(
    'canjes',
    lotesDeCanjes(db, negocio.id, LOTE_EXPORTACION),
    (c): Datos['canjes'][number] => ({
      fecha: iso(c.fecha),
      fechaLocal: c.fechaLocal,
      promocionID: c.promocionPublicId,
      promocion: c.promocion,
      clienteID: c.clientePublicId,
      cliente: c.cliente,
      establecimientoID: c.establecimientoId,
      nexoID: c.nexoId,
      registradaPor: persona(c.miembroId),
    }),
  );
  yield* arreglo(
    'visitas',
    lotesDeVisitas(db, negocio.id, LOTE_EXPORTACION),
    (v): Datos['visitas'][number] => ({
      fecha: iso(v.fecha),
      fechaLocal: v.fechaLocal,
      horaLocal: v.horaLocal,
      establecimientoID: v.establecimientoId,
      nexoID: v.nexoId,
      anonima: v.anonima,
      clienteID: v.clientePublicId,
      cliente: v.cliente,
      registradaPor: persona(v.miembroId),
    }),
  );
  yield '}';
}

/** The name a download is saved under, dated by the business's calendar. */
export const fechaDeExportacion = (negocio: NegocioRow, now = new Date()) =>
  fechaLocal(now, negocio.zonaHoraria);

/** What an account's deletion is asked with: who asks, the password they typed, from where. */
export type PedidoDeEliminacion = [
  deps: AuthDeps,
  session: SessionContext,
  contrasena: string,
  meta: ClientMeta,
];

/**
 * Deletes an account (DOMAIN §8), a business's or a customer's: the password first, then
 * `borrar` erases what the account holds and says whom the last mail goes to (and the business it
 * names, none for a customer), then that mail. One that cannot leave is logged, not an error: the
 * account is already gone.
 */
export async function eliminarCuenta(
  deps: AuthDeps,
  session: SessionContext,
  contrasena: string,
  meta: ClientMeta,
  borrar: (
    db: Db,
    usuario: SessionContext['usuario'],
  ) => Promise<{ email: string; nombreComercial: string | null }>,
) {
  await confirmPassword(deps, session, contrasena, meta, 'contrasena');
  const { email, nombreComercial } = await borrar(deps.db, session.usuario);
  try {
    await deps.mailer.send(accountDeletedMail(email, nombreComercial));
  } catch (err) {
    deps.log.error({ err }, 'no se pudo enviar el aviso de cuenta eliminada');
  }
}

/**
 * Deletes the business account (DOMAIN §8), confirmed with its password. First, at once: the
 * Nexos are unpaired, every session ends and the password stops working. Then the visits go in
 * batches (a large business must not hold the database in one statement), then everything else in
 * one transaction. Customers keep their own accounts and totals; their cards here, and every visit
 * and canje made here, are erased with the business. A last mail confirms it.
 *
 * Should the process stop half-way, the account can no longer sign in; a password reset lets its
 * owner back in to ask again, and the erasure resumes where it stopped.
 */
export const eliminarCuentaNegocio = (...pedido: PedidoDeEliminacion) =>
  eliminarCuenta(...pedido, async (db, usuario) => {
    const negocio = await findNegocioDeUsuario(db, usuario.id);
    if (!negocio) throw new AppError('NOT_FOUND', { message: NO_ENCONTRADO });
    await cerrarCuenta(db, usuario.id, negocio.id, new Date());
    while ((await borrarLote(db, negocio.id, LOTE_BORRADO)) > 0) {
      // next batch
    }
    await borrarNegocioYCuenta(db, usuario.id, negocio.id);
    return { email: usuario.email, nombreComercial: negocio.nombreComercial };
  });
