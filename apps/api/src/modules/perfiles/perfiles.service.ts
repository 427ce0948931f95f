import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  clienteSetupSchema,
  DEFAULT_NIVELES_PROGRAMA,
  fechaLocal,
  finDeTemporada,
  negocioSetupSchema,
  SEASON_MONTHS,
  type FieldErrors,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
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
import { nexoIdsDeNegocio } from '../nexo/nexo.service.ts';
import { toClientePerfil, toNegocioPerfil } from './perfiles.dto.ts';
import {
  claimTipoUsuario,
  findClienteByUsuario,
  findEstablecimientos,
  findNegocioByUsuario,
  freeSlug,
} from './perfiles.repository.ts';

// Profiles: the setup wizard's one-time creation (DOMAIN §3) and later edits. Pictures are decoded
// and re-encoded before any transaction opens; each setup is one transaction.

type UsuarioRow = typeof usuarios.$inferSelect;
export type NegocioInput = z.output<typeof negocioSetupSchema>;
export type ClienteInput = z.output<typeof clienteSetupSchema>;

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
const negocioColumns = (data: NegocioInput) => {
  const info = data.informacionGeneral;
  return {
    nombreComercial: data.datosPersonales.nombreComercial,
    rfc: data.datosPersonales.rfc,
    categoria: info.categoria,
    gradient: info.gradient,
    sitioWeb: info.sitioWeb ?? null,
    redesSociales: info.redesSociales,
    rangoPrecios: info.rangoPrecios,
    personalTotal: info.personalTotal,
    horarioOperacion: info.horarioOperacion,
    numeroPlatosPrincipales: info.numeroPlatosPrincipales,
    presupuestoMarketing: info.presupuestoMarketing,
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

/** Creates a customer's record. Run inside a transaction. */
export async function crearCliente(
  tx: Db,
  usuarioId: string,
  publicId: string,
  data: ClienteInput,
  fotoId: string | null,
) {
  const c = data.datosPersonales;
  const [row] = await tx
    .insert(clientes)
    .values({
      usuarioId,
      publicId,
      nombre: c.nombre,
      edad: c.edad,
      genero: c.genero,
      ciudad: c.ubicacion.ciudad,
      codigoPostal: c.ubicacion.codigoPostal,
      categoriaFavorita: data.categoriaFavorita,
      fotoId,
    })
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
  const negocioData = esNegocio ? parseProfileData(negocioSetupSchema, input.profileData) : null;
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
  const [ests, programa, temporada, nexoIds] = [
    await findEstablecimientos(db, negocio.id),
    await findPrograma(db, negocio.id),
    await findTemporadaActiva(db, negocio.id),
    await nexoIdsDeNegocio(db, negocio.id),
  ];
  return toNegocioPerfil(negocio, ests, programa, temporada, nexoIds);
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

export async function updateNegocioPerfil(db: Db, usuarioId: string, data: NegocioInput) {
  const negocio = await findNegocioByUsuario(db, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  await db.transaction(async (tx) => {
    await tx
      .update(negocios)
      .set({
        ...negocioColumns(data),
        updatedAt: new Date(),
      })
      .where(eq(negocios.id, negocio.id));
    await tx
      .update(establecimientos)
      .set({
        ...data.establecimiento.ubicacion,
        ...(data.establecimiento.nombre ? { nombre: data.establecimiento.nombre } : {}),
      })
      .where(eq(establecimientos.negocioId, negocio.id));
    await tx
      .update(usuarios)
      .set({ nombre: data.datosPersonales.nombreComercial, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId));
  });
  return getNegocioPerfil(db, usuarioId);
}

export async function updateClientePerfil(db: Db, usuarioId: string, data: ClienteInput) {
  const cliente = await findClienteByUsuario(db, usuarioId);
  if (!cliente)
    throw new AppError('PERFIL_INCOMPLETO', {
      message: 'Por favor, complete su perfil de cliente',
    });
  const c = data.datosPersonales;
  await db.transaction(async (tx) => {
    await tx
      .update(clientes)
      .set({
        nombre: c.nombre,
        edad: c.edad,
        genero: c.genero,
        ciudad: c.ubicacion.ciudad,
        codigoPostal: c.ubicacion.codigoPostal,
        categoriaFavorita: data.categoriaFavorita,
        updatedAt: new Date(),
      })
      .where(eq(clientes.id, cliente.id));
    await tx
      .update(usuarios)
      .set({ nombre: c.nombre, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId));
  });
  return getClientePerfil(db, usuarioId);
}

/** Replaces the profile picture of a customer or a business; the old picture is deleted. */
export async function replaceFoto(db: Db, usuario: UsuarioRow, foto: Buffer) {
  const image = await processImage(foto);
  const target =
    usuario.tipoUsuario === 'Negocio'
      ? await findNegocioByUsuario(db, usuario.id)
      : usuario.tipoUsuario === 'Cliente'
        ? await findClienteByUsuario(db, usuario.id)
        : null;
  if (!target) throw new AppError('PERFIL_INCOMPLETO');
  return db.transaction(async (tx) => {
    const fotoId = await insertFoto(tx, usuario.id, image);
    const table = usuario.tipoUsuario === 'Negocio' ? negocios : clientes;
    await tx.update(table).set({ fotoId }).where(eq(table.id, target.id));
    if (target.fotoId) await deleteFoto(tx, target.fotoId);
    return fotoId;
  });
}
