import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  clienteSetupSchema,
  DEFAULT_NIVELES_PROGRAMA,
  ESTABLECIMIENTO_DESCONOCIDO,
  fechaLocal,
  finDeTemporada,
  negocioSetupWireSchema,
  SEASON_MONTHS,
  type FieldErrors,
  type negocioProfileUpdateSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { encolarCliente, encolarNegocio } from '../pases/pases.repository.ts';
import {
  clientes,
  establecimientos,
  negocios,
  programasLealtad,
  temporadas,
  usuarios,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { newCodigoNegocio, newPublicId, slugify } from '../../lib/ids.ts';
import { deleteFoto, insertFoto } from '../fotos/fotos.repository.ts';
import { processImage } from '../fotos/image.ts';
import { findPrograma, findTemporadaActiva } from '../lealtad/lealtad.service.ts';
import { nexosByEstablecimiento } from '../nexo/nexo.service.ts';
import { toClientePerfil, toNegocioPerfil } from './perfiles.dto.ts';
import {
  claimTipoUsuario,
  deleteEstablecimientos,
  findClienteByUsuario,
  findEstablecimientos,
  findNegocioByUsuario,
  freeSlug,
  marcarCartelImpreso,
  insertEstablecimiento,
  updateEstablecimiento,
} from './perfiles.repository.ts';

// Profiles: the setup wizard's one-time creation (DOMAIN §3) and later edits. Pictures are decoded
// and re-encoded before any transaction opens; each setup is one transaction.

type UsuarioRow = typeof usuarios.$inferSelect;
export type NegocioInput = z.output<typeof negocioSetupWireSchema>;
export type ClienteInput = z.output<typeof clienteSetupSchema>;
export type NegocioUpdateInput = z.output<typeof negocioProfileUpdateSchema>;

/** zod issues → the error model's field errors (dotted paths, first message each). */
function validation(error: z.ZodError): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues)
    fieldErrors[issue.path.join('.') || 'profileData'] ??= issue.message;
  const messages = Object.values(fieldErrors);
  return new AppError('VALIDATION', {
    message:
      messages.length === 1 ? messages[0]! : 'Por favor completa todos los campos requeridos',
    fieldErrors,
  });
}

function parseProfileData<T extends z.ZodType>(schema: T, text: string | undefined): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new AppError('VALIDATION', {
      message: 'Los datos del perfil no son válidos',
      fieldErrors: { profileData: 'Los datos del perfil no son válidos' },
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validation(parsed.error);
  return parsed.data;
}

const defaultNiveles = () =>
  DEFAULT_NIVELES_PROGRAMA.map((n) => ({
    nivel: n.nivel,
    nombre: n.nombre,
    visitasRequeridas: n.visitasRequeridas,
    beneficios: [{ descripcion: n.beneficio, activo: true }],
  }));

/** The business columns the wizard's answers fill, for creation and for edits alike. */
const negocioColumns = (data: Pick<NegocioInput, 'datosPersonales' | 'informacionGeneral'>) => {
  const info = data.informacionGeneral;
  return {
    nombreComercial: data.datosPersonales.nombreComercial,
    rfc: data.datosPersonales.rfc ?? null,
    categoria: info.categoria,
    gradient: info.gradient,
    color: info.color ?? null,
    sitioWeb: info.sitioWeb ?? null,
    redesSociales: info.redesSociales,
    rangoPrecios: info.rangoPrecios ?? null,
    personalTotal: info.personalTotal ?? null,
    horarioOperacion: info.horarioOperacion,
    numeroPlatosPrincipales: info.numeroPlatosPrincipales ?? null,
    presupuestoMarketing: info.presupuestoMarketing ?? null,
    historiaNegocio: info.historiaNegocio ?? null,
    valorDiferenciador: info.valorDiferenciador ?? null,
    enfoqueMercado: info.enfoqueMercado ?? null,
  };
};

/**
 * Creates a business with its first establishment, its loyalty programme (SPEC §9 default levels)
 * and an active season of SEASON_MONTHS months from today, business-local. Run inside a transaction.
 */
export async function crearNegocio(
  tx: Db,
  usuarioId: string,
  publicId: string,
  data: NegocioInput,
  fotoId: string | null,
  extra: { destacado?: boolean; slug?: string; now?: Date } = {},
) {
  const [negocio] = await tx
    .insert(negocios)
    .values({
      usuarioId,
      publicId,
      slug: extra.slug ?? (await freeSlug(tx, slugify(data.datosPersonales.nombreComercial))),
      codigo: newCodigoNegocio(data.datosPersonales.nombreComercial),
      fotoId,
      ...negocioColumns(data),
      destacado: extra.destacado ?? false,
    })
    .returning();
  const n = negocio!;
  await tx.insert(establecimientos).values({
    negocioId: n.id,
    principal: true,
    nombre: data.establecimiento.nombre ?? n.nombreComercial,
    ...data.establecimiento.ubicacion,
  });
  await tx.insert(programasLealtad).values({ negocioId: n.id, niveles: defaultNiveles() });
  const inicio = fechaLocal(extra.now ?? new Date(), n.zonaHoraria);
  await tx.insert(temporadas).values({
    negocioId: n.id,
    fechaInicio: inicio,
    fechaFin: finDeTemporada(inicio, SEASON_MONTHS),
    duracionMeses: SEASON_MONTHS,
    activa: true,
  });
  return n;
}

/** The customer's profile as the columns of their record (SPEC §3 "Client record"). */
const columnasDeCliente = (data: ClienteInput) => ({
  nombre: data.datosPersonales.nombre,
  edad: data.datosPersonales.edad,
  genero: data.datosPersonales.genero,
  ciudad: data.datosPersonales.ubicacion.ciudad,
  codigoPostal: data.datosPersonales.ubicacion.codigoPostal,
  categoriaFavorita: data.categoriaFavorita,
});

/** Creates a customer's record. Run inside a transaction. */
export async function crearCliente(
  tx: Db,
  usuarioId: string,
  publicId: string,
  data: ClienteInput,
  fotoId: string | null,
) {
  const [row] = await tx
    .insert(clientes)
    .values({ usuarioId, publicId, ...columnasDeCliente(data), fotoId })
    .returning({ id: clientes.id });
  return row!.id;
}

export interface SetupInput {
  userType: string | undefined;
  profileData: string | undefined;
  foto: Buffer | null;
}

export async function setupProfile(db: Db, usuario: UsuarioRow, input: SetupInput) {
  if (!usuario.verificado) throw new AppError('NO_VERIFICADO');
  if (usuario.tipoUsuario) throw new AppError('PERFIL_YA_CONFIGURADO');
  if (input.userType !== 'user' && input.userType !== 'business') {
    throw new AppError('VALIDATION', {
      message: 'Elige si eres cliente o negocio',
      fieldErrors: { userType: 'Elige si eres cliente o negocio' },
    });
  }
  const esNegocio = input.userType === 'business';
  const negocioData = esNegocio
    ? parseProfileData(negocioSetupWireSchema, input.profileData)
    : null;
  const clienteData = esNegocio ? null : parseProfileData(clienteSetupSchema, input.profileData);
  const image = input.foto ? await processImage(input.foto) : null;

  return db.transaction(async (tx) => {
    const publicId = newPublicId(esNegocio ? 'NEG' : 'CLI');
    const nombre = negocioData
      ? negocioData.datosPersonales.nombreComercial
      : clienteData!.datosPersonales.nombre;
    const claimed = await claimTipoUsuario(tx, usuario.id, {
      tipoUsuario: esNegocio ? 'Negocio' : 'Cliente',
      publicId,
      nombre,
    });
    if (!claimed) throw new AppError('PERFIL_YA_CONFIGURADO');
    const fotoId = image ? await insertFoto(tx, usuario.id, image) : null;
    if (negocioData) await crearNegocio(tx, usuario.id, publicId, negocioData, fotoId);
    else await crearCliente(tx, usuario.id, publicId, clienteData!, fotoId);
    return claimed;
  });
}

export async function getNegocioPerfil(db: Db, usuarioId: string) {
  const negocio = await findNegocioByUsuario(db, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  const [ests, programa, temporada, nexos] = [
    await findEstablecimientos(db, negocio.id),
    await findPrograma(db, negocio.id),
    await findTemporadaActiva(db, negocio.id),
    await nexosByEstablecimiento(db, negocio.id),
  ];
  return toNegocioPerfil(negocio, ests, programa, temporada, nexos);
}

/** The owner printed the counter poster (Inicio's start checklist ticks it). */
export async function cartelImpreso(db: Db, usuarioId: string, now = new Date()) {
  const negocio = await findNegocioByUsuario(db, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  await marcarCartelImpreso(db, negocio.id, now);
}

export async function getClientePerfil(db: Db, usuarioId: string) {
  const cliente = await findClienteByUsuario(db, usuarioId);
  if (!cliente)
    throw new AppError('PERFIL_INCOMPLETO', {
      message: 'Por favor, complete su perfil de cliente',
    });
  return toClientePerfil(cliente);
}

/** The profile check-auth carries: the customer's record or the business, null before setup. */
export async function profileFor(db: Db, usuario: UsuarioRow) {
  if (usuario.tipoUsuario === 'Cliente') {
    const c = await findClienteByUsuario(db, usuario.id);
    return c ? toClientePerfil(c) : null;
  }
  if (usuario.tipoUsuario === 'Negocio') {
    return (await findNegocioByUsuario(db, usuario.id)) ? getNegocioPerfil(db, usuario.id) : null;
  }
  return null;
}

/**
 * Why an establishment cannot be removed, or null. Its visits would go with it (and the Nexo's
 * pairing), so one with a paired Nexo or with registered visits stays. Every visit is registered
 * by a Nexo and counted in its `visitasRegistradas`, unpaired Nexos included.
 */
function motivoParaConservar(
  nombre: string,
  nexos: Awaited<ReturnType<typeof nexosByEstablecimiento>>,
  id: string,
): string | null {
  const h = nexos.get(id);
  if (h?.nexoId)
    return `«${nombre}» tiene un Nexo vinculado: desvincúlalo en Nexo antes de quitarlo.`;
  if (h && h.visitasRegistradas > 0) {
    const visitas = h.visitasRegistradas === 1 ? '1 visita' : `${h.visitasRegistradas} visitas`;
    return `«${nombre}» tiene ${visitas} registradas: lo conservamos para no perder su historial.`;
  }
  return null;
}

/**
 * 'Mi negocio' saves every field at once: the business's columns, and its establishments —
 * edited, added or removed — in one transaction. An id from another business is refused.
 */
export async function updateNegocioPerfil(db: Db, usuarioId: string, data: NegocioUpdateInput) {
  const negocio = await findNegocioByUsuario(db, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  await db.transaction(async (tx) => {
    const actuales = new Map((await findEstablecimientos(tx, negocio.id)).map((e) => [e.id, e]));
    const fieldErrors: FieldErrors = {};
    data.establecimientos.forEach((e, i) => {
      if (e.establecimientoID && !actuales.has(e.establecimientoID))
        fieldErrors[`establecimientos.${i}.establecimientoID`] = ESTABLECIMIENTO_DESCONOCIDO;
    });
    const listados = new Set(data.establecimientos.map((e) => e.establecimientoID));
    const quitados = [...actuales.values()].filter((e) => !listados.has(e.id));
    if (quitados.length > 0) {
      const nexos = await nexosByEstablecimiento(tx, negocio.id);
      const motivos = quitados
        .map((e) => motivoParaConservar(e.nombre, nexos, e.id))
        .filter((m): m is string => m !== null);
      if (motivos.length > 0) fieldErrors.establecimientos = motivos.join(' ');
    }
    const errores = Object.values(fieldErrors);
    if (errores.length > 0) {
      throw new AppError('VALIDATION', {
        message: errores.length === 1 ? errores[0]! : 'Revisa los establecimientos marcados',
        fieldErrors,
      });
    }

    await tx
      .update(negocios)
      .set({ ...negocioColumns(data), updatedAt: new Date() })
      .where(eq(negocios.id, negocio.id));
    const principal = Math.max(
      0,
      data.establecimientos.findIndex((e) => e.principal),
    );
    for (const [i, e] of data.establecimientos.entries()) {
      const values = { nombre: e.nombre, principal: i === principal, ...e.ubicacion };
      if (e.establecimientoID)
        await updateEstablecimiento(tx, negocio.id, e.establecimientoID, values);
      else await insertEstablecimiento(tx, { negocioId: negocio.id, ...values });
    }
    await deleteEstablecimientos(
      tx,
      negocio.id,
      quitados.map((e) => e.id),
    );
    await tx
      .update(usuarios)
      .set({ nombre: data.datosPersonales.nombreComercial, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId));
  });
  // Its name, colour and places are on its customers' wallet passes (DOMAIN §11).
  await encolarNegocio(db, negocio.id);
  return getNegocioPerfil(db, usuarioId);
}

export async function updateClientePerfil(db: Db, usuarioId: string, data: ClienteInput) {
  const cliente = await findClienteByUsuario(db, usuarioId);
  if (!cliente)
    throw new AppError('PERFIL_INCOMPLETO', {
      message: 'Por favor, complete su perfil de cliente',
    });
  await db.transaction(async (tx) => {
    await tx
      .update(clientes)
      .set({ ...columnasDeCliente(data), updatedAt: new Date() })
      .where(eq(clientes.id, cliente.id));
    await tx
      .update(usuarios)
      .set({ nombre: data.datosPersonales.nombre, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId));
  });
  await encolarCliente(db, cliente.id);
  return getClientePerfil(db, usuarioId);
}

/** The photo's owner: the business or the customer record of the account, with its table. */
async function duenoDeFoto(db: Db, usuario: UsuarioRow) {
  const target =
    usuario.tipoUsuario === 'Negocio'
      ? await findNegocioByUsuario(db, usuario.id)
      : usuario.tipoUsuario === 'Cliente'
        ? await findClienteByUsuario(db, usuario.id)
        : null;
  if (!target) throw new AppError('PERFIL_INCOMPLETO');
  return { ...target, table: usuario.tipoUsuario === 'Negocio' ? negocios : clientes };
}

/**
 * The picture the profile shows now, read under the profile row's lock: two uploads at once take
 * turns, so each deletes the picture it replaces and none is left behind.
 */
async function fotoActualBloqueada(tx: Db, table: typeof negocios | typeof clientes, id: string) {
  const [row] = await tx
    .select({ fotoId: table.fotoId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row?.fotoId ?? null;
}

/** Replaces the profile picture of a customer or a business; the old picture is deleted. */
export async function replaceFoto(db: Db, usuario: UsuarioRow, foto: Buffer) {
  const image = await processImage(foto);
  const { id, table } = await duenoDeFoto(db, usuario);
  const fotoId = await db.transaction(async (tx) => {
    const anterior = await fotoActualBloqueada(tx, table, id);
    const fotoId = await insertFoto(tx, usuario.id, image);
    await tx.update(table).set({ fotoId }).where(eq(table.id, id));
    if (anterior) await deleteFoto(tx, anterior);
    return fotoId;
  });
  // A business's logo is on its customers' wallet passes.
  if (table === negocios) await encolarNegocio(db, id);
  return fotoId;
}

/** Removes the profile picture of a customer or a business (they show their initial instead). */
export async function removeFoto(db: Db, usuario: UsuarioRow) {
  const { id, table } = await duenoDeFoto(db, usuario);
  await db.transaction(async (tx) => {
    const fotoId = await fotoActualBloqueada(tx, table, id);
    if (!fotoId) return;
    await tx.update(table).set({ fotoId: null }).where(eq(table.id, id));
    await deleteFoto(tx, fotoId);
  });
  if (table === negocios) await encolarNegocio(db, id);
}
