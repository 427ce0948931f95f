import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ETIQUETA_ROL,
  INVITACION_TTL_MS,
  PERMISOS,
  PIN_BLOQUEO_MS,
  PIN_INTENTOS,
  puede,
  type AceptarInvitacionBody,
  type EditarMiembroBody,
  type InvitarMiembroBody,
  type Miembro,
  type MiRol,
  type NexoEquipo,
  type Permiso,
  type PersonaMostrador,
} from '@tarjeto/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitacionEquipoMail, cambioEquipoMail } from '../mail/templates.ts';
import {
  aceptarMiembro,
  asegurarDueno,
  bajaMiembro,
  existeCuentaVerificada,
  findAtiende,
  findEstablecimientosDe,
  findInvitacion,
  findMiembro,
  findMiembroParaPin,
  findMiembros,
  findPapelDe,
  findPersonasDeEstablecimiento,
  insertMiembro,
  insertUsuarioDeEquipo,
  setAtiende,
  setPin,
  setPinFallidos,
  updateMiembro,
  type MiembroRow,
} from './equipo.repository.ts';

// The team (issue 25 part B; DOMAIN §10). The owner invites people by email with a role and the
// establishments they work at; each accepts through a single-use link, setting their password,
// and may then sign in to the dashboard their role allows. At a kiosk, whoever serves says so with
// a PIN, and every visit and canje of that device records them until someone else does.

/** A person's standing in their business, as every business call checks it. */
export type Papel = NonNullable<Awaited<ReturnType<typeof findPapelDe>>>;

export async function papelDe(db: Db, usuarioId: string): Promise<Papel> {
  const papel = await findPapelDe(db, usuarioId);
  if (!papel) throw new AppError('PERFIL_INCOMPLETO');
  return papel;
}

/** The standing, refused with 403 when the role does not include `permiso`. */
export async function autorizar(db: Db, usuarioId: string, permiso: Permiso): Promise<Papel> {
  const papel = await papelDe(db, usuarioId);
  if (!puede(papel.rol, permiso)) throw new AppError('ROL_SIN_PERMISO');
  return papel;
}

export async function miRol(db: Db, usuarioId: string): Promise<MiRol> {
  const p = await papelDe(db, usuarioId);
  return {
    negocioID: p.negocioPublicId,
    nombreComercial: p.nombreComercial,
    rol: p.rol,
    permisos: PERMISOS.filter((permiso) => puede(p.rol, permiso)),
    tienePin: p.tienePin,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const hashInvitacion = (token: string) => sha256(`invitacion:${token}`);
/** PINs are few (10⁶ at most): a keyed hash, so a copy of the table alone does not give them. */
const hashPin = async (db: Db, miembroId: string, pin: string) =>
  createHmac('sha256', await getOrCreateSecret(db, 'pin'))
    .update(`${miembroId}:${pin}`)
    .digest('base64url');

export interface EquipoDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** Invitations an owner may send in a day (each is a mail to an address they typed). */
export const INVITACIONES_POR_DIA: readonly [number, number] = [20, 24 * 60 * 60 * 1000];

async function aMiembro(db: Db, negocioId: string, rows: MiembroRow[]): Promise<Miembro[]> {
  const lugares = await findEstablecimientosDe(db, negocioId);
  return rows.map((m) => ({
    miembroId: m.id,
    nombre: m.nombre,
    email: m.email,
    rol: m.rol,
    estado: m.aceptadoAt ? 'activo' : 'invitado',
    establecimientos: (m.establecimientos.length === 0
      ? lugares
      : lugares.filter((l) => m.establecimientos.includes(l.id))
    ).map((l) => ({ establecimientoID: l.id, nombre: l.nombre })),
    tienePin: m.pinHash !== null,
    invitadoEn: new Date(m.creadoAt).toISOString(),
    aceptadoEn: m.aceptadoAt ? new Date(m.aceptadoAt).toISOString() : null,
    invitacionVence:
      !m.aceptadoAt && m.invitacionVence ? new Date(m.invitacionVence).toISOString() : null,
  }));
}

export async function listarEquipo(db: Db, papel: Papel) {
  await asegurarDueno(db, papel.negocioId);
  return aMiembro(db, papel.negocioId, await findMiembros(db, papel.negocioId));
}

async function comprobarEstablecimientos(db: Db, negocioId: string, ids: string[]) {
  const propios = new Set((await findEstablecimientosDe(db, negocioId)).map((e) => e.id));
  if (ids.some((id) => !propios.has(id))) {
    throw new AppError('VALIDATION', {
      fieldErrors: { establecimientos: 'Elige establecimientos de tu negocio' },
    });
  }
  return [...new Set(ids)];
}

const enlaceDe = (base: string, token: string) =>
  `${base.replace(/\/$/, '')}/equipo/aceptar?token=${encodeURIComponent(token)}`;

/** Sends an invitation mail; a mail that fails does not undo the invitation (resend it). */
async function enviarInvitacion(
  deps: EquipoDeps,
  m: { email: string; nombre: string; rol: MiembroRow['rol'] },
  negocio: string,
  enlace: string,
) {
  try {
    await deps.mailer.send(invitacionEquipoMail(m.email, m.nombre, negocio, m.rol, enlace));
    return true;
  } catch (err) {
    deps.log.error({ err }, 'no se pudo enviar la invitación al equipo');
    return false;
  }
}

/** Tells the owner what changed in their team (DOMAIN §10: a change of the team is noticed). */
async function avisarAlDueno(deps: EquipoDeps, papel: Papel, texto: string) {
  const [dueno] = (await findMiembros(deps.db, papel.negocioId)).filter((m) => m.rol === 'dueno');
  if (!dueno) return;
  try {
    await deps.mailer.send(cambioEquipoMail(dueno.email, papel.nombreComercial, texto));
  } catch (err) {
    deps.log.error({ err }, 'no se pudo avisar al dueño del cambio en su equipo');
  }
}

export async function invitar(
  deps: EquipoDeps,
  papel: Papel,
  body: InvitarMiembroBody & { establecimientos: string[] },
  base: string,
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const email = body.email.trim().toLowerCase();
  const hit = await deps.limiter.hit(`equipo:invitar:${papel.negocioId}`, ...INVITACIONES_POR_DIA);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Ya enviaste muchas invitaciones hoy. Intenta mañana.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const establecimientos = await comprobarEstablecimientos(
    db,
    papel.negocioId,
    body.establecimientos,
  );
  if (await existeCuentaVerificada(db, email)) {
    throw new AppError('CORREO_CON_CUENTA', {
      fieldErrors: { email: 'Este correo ya tiene una cuenta de Tarjeto' },
    });
  }
  await asegurarDueno(db, papel.negocioId);
  const token = randomBytes(32).toString('base64url');
  const texto = `${body.nombre.trim()} (${ETIQUETA_ROL[body.rol]}, ${email})`;
  const miembro = await db.transaction(async (tx) => {
    const row = await insertMiembro(tx, {
      negocioId: papel.negocioId,
      nombre: body.nombre.trim(),
      email,
      rol: body.rol,
      establecimientos,
      invitacionHash: hashInvitacion(token),
      invitacionVence: new Date(now.getTime() + INVITACION_TTL_MS),
    });
    if (!row) return null;
    await registrarActividad(
      tx,
      { negocioId: papel.negocioId },
      { accion: 'equipo.invitado', miembroId: row.id, detalle: { texto }, ip },
    );
    return row;
  });
  if (!miembro) {
    throw new AppError('MIEMBRO_YA_INVITADO', {
      fieldErrors: { email: 'Ya invitaste a este correo' },
    });
  }
  const enviada = await enviarInvitacion(
    deps,
    miembro,
    papel.nombreComercial,
    enlaceDe(base, token),
  );
  await avisarAlDueno(deps, papel, `Invitaste a ${texto} a tu equipo.`);
  const [data] = await aMiembro(db, papel.negocioId, [miembro]);
  return { data: data!, enviada };
}

/** A new link for a pending invitation (the old one stops working). */
export async function reenviarInvitacion(
  deps: EquipoDeps,
  papel: Papel,
  miembroId: string,
  base: string,
  now = new Date(),
) {
  const m = await findMiembro(deps.db, papel.negocioId, miembroId);
  if (!m || m.rol === 'dueno')
    throw new AppError('NOT_FOUND', { message: 'No encontramos a esa persona.' });
  if (m.aceptadoAt) {
    throw new AppError('CONFLICT', { message: 'Esta persona ya aceptó la invitación.' });
  }
  const hit = await deps.limiter.hit(`equipo:invitar:${papel.negocioId}`, ...INVITACIONES_POR_DIA);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      message: 'Ya enviaste muchas invitaciones hoy. Intenta mañana.',
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const token = randomBytes(32).toString('base64url');
  const row = await updateMiembro(deps.db, papel.negocioId, miembroId, {
    invitacionHash: hashInvitacion(token),
    invitacionVence: new Date(now.getTime() + INVITACION_TTL_MS),
  });
  if (!row) throw new AppError('NOT_FOUND', { message: 'No encontramos a esa persona.' });
  const enviada = await enviarInvitacion(deps, row, papel.nombreComercial, enlaceDe(base, token));
  const [data] = await aMiembro(deps.db, papel.negocioId, [row]);
  return { data: data!, enviada };
}

export async function editarMiembro(
  deps: EquipoDeps,
  papel: Papel,
  miembroId: string,
  body: EditarMiembroBody,
  ip: string,
) {
  const { db } = deps;
  const actual = await findMiembro(db, papel.negocioId, miembroId);
  if (!actual || actual.rol === 'dueno')
    throw new AppError('NOT_FOUND', { message: 'No encontramos a esa persona.' });
  const establecimientos = await comprobarEstablecimientos(
    db,
    papel.negocioId,
    body.establecimientos,
  );
  const texto = `${actual.nombre}: ${ETIQUETA_ROL[body.rol]}`;
  const row = await db.transaction(async (tx) => {
    const r = await updateMiembro(tx, papel.negocioId, miembroId, {
      rol: body.rol,
      establecimientos,
    });
    if (r) {
      await registrarActividad(
        tx,
        { negocioId: papel.negocioId },
        { accion: 'equipo.cambiado', miembroId, detalle: { texto }, ip },
      );
    }
    return r;
  });
  if (!row) throw new AppError('NOT_FOUND', { message: 'No encontramos a esa persona.' });
  await avisarAlDueno(deps, papel, `Cambiaste el rol o los lugares de ${texto}.`);
  const [data] = await aMiembro(db, papel.negocioId, [row]);
  return data!;
}

export async function quitarMiembro(
  deps: EquipoDeps,
  papel: Papel,
  miembroId: string,
  ip: string,
  now = new Date(),
) {
  const row = await deps.db.transaction(async (tx) => {
    const r = await bajaMiembro(tx, papel.negocioId, miembroId, now);
    if (r) {
      await registrarActividad(
        tx,
        { negocioId: papel.negocioId },
        {
          accion: 'equipo.baja',
          miembroId,
          detalle: { texto: `${r.nombre} (${ETIQUETA_ROL[r.rol]})` },
          ip,
        },
      );
    }
    return r;
  });
  if (!row) throw new AppError('NOT_FOUND', { message: 'No encontramos a esa persona.' });
  await avisarAlDueno(deps, papel, `Quitaste a ${row.nombre} de tu equipo.`);
}

// ── The invitee ─────────────────────────────────────────────────────────────────────────────

export async function verInvitacion(db: Db, token: string, now = new Date()) {
  const inv = await findInvitacion(db, hashInvitacion(token), now);
  if (!inv) throw new AppError('INVITACION_INVALIDA');
  return {
    negocio: inv.negocio,
    nombre: inv.miembro.nombre,
    email: inv.miembro.email,
    rol: inv.miembro.rol,
  };
}

/**
 * The invitee's account, made with the invitation's address (verified by the link itself) and
 * the password they chose; the invitation is used up. Returns the new account for its session.
 */
export async function aceptarInvitacion(
  deps: EquipoDeps,
  body: AceptarInvitacionBody,
  ip: string,
  now = new Date(),
) {
  const { db } = deps;
  const inv = await findInvitacion(db, hashInvitacion(body.token), now);
  if (!inv) throw new AppError('INVITACION_INVALIDA');
  if (isCommonPassword(body.contrasena)) {
    throw new AppError('CONTRASENA_COMUN', {
      fieldErrors: { contrasena: 'Esta contraseña es demasiado común' },
    });
  }
  if (await existeCuentaVerificada(db, inv.miembro.email)) throw new AppError('CORREO_CON_CUENTA');
  // Hashing takes a core for a few milliseconds: never inside the transaction.
  const passwordHash = await hashPassword(body.contrasena);
  const usuario = await db
    .transaction(async (tx) => {
      const u = await insertUsuarioDeEquipo(tx, {
        email: inv.miembro.email,
        nombre: inv.miembro.nombre,
        passwordHash,
        now,
      });
      if (!(await aceptarMiembro(tx, inv.miembro.id, u.id, now))) return null;
      await registrarActividad(
        tx,
        { negocioId: inv.miembro.negocioId },
        {
          accion: 'equipo.se_unio',
          actor: 'miembro',
          miembroId: inv.miembro.id,
          detalle: { texto: `${inv.miembro.nombre} (${ETIQUETA_ROL[inv.miembro.rol]})` },
          ip,
        },
      );
      return u;
    })
    .catch((err: unknown) => {
      // The verified address was taken meanwhile (its unique index).
      if ((err as { code?: string }).code === '23505') throw new AppError('CORREO_CON_CUENTA');
      throw err;
    });
  if (!usuario) throw new AppError('INVITACION_INVALIDA');
  return usuario;
}

// ── Their PIN ───────────────────────────────────────────────────────────────────────────────

/** Sets the signed-in person's own kiosk PIN (the owner's row is made if needed). */
export async function cambiarPin(db: Db, papel: Papel, pin: string) {
  const miembroId = papel.miembroId ?? (await asegurarDueno(db, papel.negocioId)).id;
  await setPin(db, miembroId, await hashPin(db, miembroId, pin));
}

// ── At the kiosk ────────────────────────────────────────────────────────────────────────────

interface NexoDelEquipo {
  nexoId: string;
  negocioId: string;
  establecimientoId: string;
}

export async function equipoDelNexo(db: Db, nexo: NexoDelEquipo): Promise<NexoEquipo> {
  const [personas, atiende] = await Promise.all([
    findPersonasDeEstablecimiento(db, nexo.negocioId, nexo.establecimientoId),
    findAtiende(db, nexo.nexoId),
  ]);
  return {
    personas,
    atiende: atiende && personas.some((p) => p.miembroId === atiende.miembroId) ? atiende : null,
  };
}

/**
 * "¿Quién atiende?": a person says it is them with their PIN. Counted before it is judged, under
 * the person's row lock: 5 wrong PINs in a row lock them for 5 minutes, at every kiosk.
 */
export async function identificarEnNexo(
  db: Db,
  nexo: NexoDelEquipo,
  body: { miembroId: string; pin: string },
  now = new Date(),
): Promise<PersonaMostrador> {
  const personas = await findPersonasDeEstablecimiento(db, nexo.negocioId, nexo.establecimientoId);
  const persona = personas.find((p) => p.miembroId === body.miembroId);
  if (!persona) {
    throw new AppError('NOT_FOUND', { message: 'Esa persona no atiende en este establecimiento.' });
  }
  const esperado = await hashPin(db, persona.miembroId, body.pin);
  const resultado = await db.transaction(async (tx) => {
    const m = await findMiembroParaPin(tx, nexo.negocioId, persona.miembroId);
    if (!m?.pinHash) return 'sin_pin' as const;
    if (m.pinBloqueadoHasta && new Date(m.pinBloqueadoHasta) > now) return 'bloqueado' as const;
    const a = Buffer.from(m.pinHash);
    const b = Buffer.from(esperado);
    if (a.length === b.length && timingSafeEqual(a, b)) {
      await setPinFallidos(tx, m.id, 0, null);
      await setAtiende(tx, nexo.nexoId, m.id, now);
      return 'ok' as const;
    }
    const fallidos = m.pinFallidos + 1;
    const bloquear = fallidos >= PIN_INTENTOS;
    await setPinFallidos(
      tx,
      m.id,
      bloquear ? 0 : fallidos,
      bloquear ? new Date(now.getTime() + PIN_BLOQUEO_MS) : null,
    );
    return bloquear ? ('bloqueado' as const) : ('incorrecto' as const);
  });
  if (resultado === 'sin_pin') throw new AppError('SIN_PIN');
  if (resultado === 'bloqueado') {
    throw new AppError('PIN_BLOQUEADO', { retryAfterSeconds: PIN_BLOQUEO_MS / 1000 });
  }
  if (resultado === 'incorrecto') {
    throw new AppError('PIN_INCORRECTO', { fieldErrors: { pin: 'El PIN no es correcto' } });
  }
  return persona;
}

export const dejarDeAtender = (db: Db, nexoId: string) => setAtiende(db, nexoId, null, new Date());
