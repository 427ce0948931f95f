import { createHash, randomBytes } from 'node:crypto';
import {
  CODIGOS_RECUPERACION_TOTAL,
  CODIGO_RECUPERACION_LONGITUD,
  codigoRecuperacionParaMostrar,
  leerCodigoRecuperacion,
  pasoDelCodigo,
  secretoEnBase32,
  uriOtpauth,
  type IniciarSegundoFactor,
  type SegundoFactorEstado,
} from '@tarjeto/shared';
import type { usuarios } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/address-key.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomBase32 } from '../../lib/ids.ts';
import {
  abrirSesionTrasIngreso,
  confirmPassword,
  limit,
  porVentana,
  type AuthDeps,
} from '../auth/auth.service.ts';
import type { ClientMeta, SessionContext } from '../auth/session.ts';
import { segundoFactorFallidoMail, segundoFactorMail } from '../mail/templates.ts';
import { leerPendiente, PENDIENTE_MS } from './pendiente.ts';
import {
  activarSegundoFactor,
  contarCodigosRestantes,
  desactivarSegundoFactor,
  guardarSecretoNuevo,
  usarCodigoRecuperacion,
} from './segundo-factor.repository.ts';

// An owner's second factor (issue 25 part B; docs/security.md, "A stolen owner password"). The
// codes are RFC 6238 TOTP, checked by the same rule as the customer's rotating code (the current
// step, one before, one after: packages/shared/src/domain/codigo-cliente.ts); a code that let
// someone in is never taken again. Recovery codes are stored as hashes and work once each.

type UsuarioRow = typeof usuarios.$inferSelect;

const MINUTO = 60 * 1000;

/** Limits (DOMAIN §2): [events, window]. */
export const LIMITES_SEGUNDO_FACTOR = {
  /** Codes tried at the login step from one address, whatever the account. */
  loginPorIp: [30, 15 * MINUTO],
  /** Codes tried at one account from one address: past this, that address waits. */
  loginPorCuentaEIp: [5, 15 * MINUTO],
  /**
   * Codes tried at one account from everywhere. Whoever gets here already has the password; past
   * this even the owner waits (up to 15 minutes) — a code is 6 digits, guessing must stay hopeless.
   */
  loginPorCuenta: [10, 15 * MINUTO],
  /** Codes tried in Ajustes (turning it on or off) by one account. */
  ajustesPorCuenta: [10, 15 * MINUTO],
  /** Mails to the owner about a wrong code after a right password. */
  avisoFallidoPorCuenta: [1, 60 * MINUTO],
} as const satisfies Record<string, readonly [number, number]>;

/** A used step is remembered past the last moment its code could be accepted (three steps). */
const PASO_USADO_MS = 3 * MINUTO;

const DEMASIADOS_CODIGOS =
  'Demasiados códigos incorrectos. Espera unos minutos y vuelve a intentarlo.';

/** A code from the app, or a recovery code instead. */
export interface PruebaSegundoFactor {
  codigo?: string | undefined;
  codigoRecuperacion?: string | undefined;
}

const campoDe = (p: PruebaSegundoFactor) =>
  p.codigo !== undefined ? 'codigo' : 'codigoRecuperacion';

const incorrecto = (p: PruebaSegundoFactor) =>
  new AppError('SEGUNDO_FACTOR_INCORRECTO', {
    fieldErrors: {
      [campoDe(p)]:
        p.codigo !== undefined
          ? 'El código no es correcto o ya se usó'
          : 'Ese código de recuperación no es válido o ya se usó',
    },
  });

/** Recovery codes carry 50 random bits: a plain hash, keyed by the account, is enough. */
const hashRecuperacion = (usuarioId: string, codigo: string) =>
  createHash('sha256').update(`${usuarioId}:recuperacion:${codigo}`).digest('base64url');

/**
 * Whether the proof is good, using it up: a code from the app marks its step used (RFC 6238 §5.2),
 * a recovery code is spent. `secreto` is the one to check against (the account's).
 */
async function comprobar(
  deps: AuthDeps,
  usuarioId: string,
  secreto: string | null,
  prueba: PruebaSegundoFactor,
  now = Date.now(),
) {
  if (prueba.codigo !== undefined) {
    if (!secreto) return false;
    const paso = await pasoDelCodigo(secreto, prueba.codigo, now);
    if (paso === null) return false;
    const uso = await deps.limiter.hit(
      `segundo-factor:usado:${usuarioId}:${paso}`,
      1,
      PASO_USADO_MS,
    );
    return uso.allowed;
  }
  const codigo = leerCodigoRecuperacion(prueba.codigoRecuperacion ?? '');
  if (codigo === null) return false;
  return usarCodigoRecuperacion(deps.db, usuarioId, hashRecuperacion(usuarioId, codigo));
}

/** The owner hears of the change; a lost notice never undoes it. */
async function avisar(deps: AuthDeps, email: string, activado: boolean) {
  try {
    await deps.mailer.send(segundoFactorMail(email, activado, deps.publicUrl));
  } catch (err) {
    deps.log.error({ err }, 'no se pudo enviar el aviso de la verificación en dos pasos');
  }
}

export async function estadoSegundoFactor(
  deps: AuthDeps,
  usuario: UsuarioRow,
): Promise<SegundoFactorEstado> {
  const activo = usuario.totpActivadoAt !== null;
  return {
    activo,
    activadoAt: usuario.totpActivadoAt?.toISOString() ?? null,
    codigosRestantes: activo ? await contarCodigosRestantes(deps.db, usuario.id) : 0,
  };
}

/**
 * The setup's first step: the password (so a session someone borrowed cannot tie the account to
 * their own phone), then a new secret, kept until a code confirms it. Starting again replaces it.
 */
export async function iniciarSegundoFactor(
  deps: AuthDeps,
  session: SessionContext,
  contrasena: string,
  meta: ClientMeta,
): Promise<IniciarSegundoFactor> {
  if (session.usuario.totpActivadoAt) throw new AppError('SEGUNDO_FACTOR_ACTIVO');
  await confirmPassword(deps, session, contrasena, meta, 'contrasena');
  // 160 bits, RFC 4226's recommended length; stored base64url like the customer's code.
  const secreto = randomBytes(20).toString('base64url');
  if (!(await guardarSecretoNuevo(deps.db, session.usuario.id, secreto))) {
    throw new AppError('SEGUNDO_FACTOR_ACTIVO');
  }
  const base32 = secretoEnBase32(secreto);
  return { secreto: base32, uri: uriOtpauth(session.usuario.email, base32) };
}

function nuevosCodigosRecuperacion() {
  const codigos = new Set<string>();
  while (codigos.size < CODIGOS_RECUPERACION_TOTAL)
    codigos.add(randomBase32(CODIGO_RECUPERACION_LONGITUD));
  return [...codigos];
}

/**
 * A code from the app turns it on: the recovery codes are made and answered this once (only their
 * hashes stay), every other session of the account ends, Actividad records it and the owner is
 * mailed.
 */
export async function activarSegundoFactorDe(
  deps: AuthDeps,
  session: SessionContext,
  codigo: string,
  meta: ClientMeta,
) {
  const u = session.usuario;
  if (u.totpActivadoAt) throw new AppError('SEGUNDO_FACTOR_ACTIVO');
  if (!u.totpSecreto) throw new AppError('SEGUNDO_FACTOR_NO_INICIADO');
  await limit(
    deps,
    `segundo-factor:ajustes:${u.id}`,
    LIMITES_SEGUNDO_FACTOR.ajustesPorCuenta,
    DEMASIADOS_CODIGOS,
  );
  if (!(await comprobar(deps, u.id, u.totpSecreto, { codigo }))) throw incorrecto({ codigo });
  const codigos = nuevosCodigosRecuperacion();
  const activado = await activarSegundoFactor(deps.db, {
    usuarioId: u.id,
    secreto: u.totpSecreto,
    sesionId: session.sesionId,
    hashes: codigos.map((c) => hashRecuperacion(u.id, c)),
    ip: meta.ip,
  });
  // Started again (a new secret) or turned on meanwhile, in another tab.
  if (!activado) throw new AppError('SEGUNDO_FACTOR_NO_INICIADO');
  await avisar(deps, u.email, true);
  return codigos.map(codigoRecuperacionParaMostrar);
}

/** Off, with the password and a current code (or a recovery code, for a lost phone). */
export async function desactivarSegundoFactorDe(
  deps: AuthDeps,
  session: SessionContext,
  body: PruebaSegundoFactor & { contrasena: string },
  meta: ClientMeta,
) {
  const u = session.usuario;
  if (!u.totpActivadoAt) throw new AppError('SEGUNDO_FACTOR_INACTIVO');
  await confirmPassword(deps, session, body.contrasena, meta, 'contrasena');
  await limit(
    deps,
    `segundo-factor:ajustes:${u.id}`,
    LIMITES_SEGUNDO_FACTOR.ajustesPorCuenta,
    DEMASIADOS_CODIGOS,
  );
  if (!(await comprobar(deps, u.id, u.totpSecreto, body))) throw incorrecto(body);
  if (!(await desactivarSegundoFactor(deps.db, u.id, meta.ip))) {
    throw new AppError('SEGUNDO_FACTOR_INACTIVO');
  }
  await avisar(deps, u.email, false);
}

/** Past a right password, a wrong code: the owner is told (at most once a while). */
async function avisarIntentoFallido(deps: AuthDeps, usuario: UsuarioRow) {
  try {
    const aviso = await deps.limiter.hit(
      `segundo-factor:aviso:${usuario.id}`,
      ...LIMITES_SEGUNDO_FACTOR.avisoFallidoPorCuenta,
    );
    if (aviso.allowed)
      await deps.mailer.send(segundoFactorFallidoMail(usuario.email, deps.publicUrl));
  } catch (err) {
    deps.log.error({ err }, 'no se pudo enviar el aviso de un código incorrecto');
  }
}

/**
 * The second step of a sign-in (POST /api/auth/login/segundo-factor): the pending token login set
 * after the right password, and a code. Tries are counted before the code is looked at, like
 * login's (per address, per account and address, per account); a right code opens the session —
 * a new id — gives the account's count back, uses the pending token up and is recorded in
 * Actividad as the sign-in.
 */
export async function loginSegundoFactor(
  deps: AuthDeps,
  pendiente: string | undefined,
  prueba: PruebaSegundoFactor,
  meta: ClientMeta,
  currentToken: string | undefined,
) {
  const leido = await leerPendiente(deps.db, pendiente);
  if (!leido) throw new AppError('SEGUNDO_FACTOR_VENCIDO');
  const { usuario } = leido;
  const direccion = addressKey(meta.ip);
  const cuentaIp = `segundo-factor:cuenta-ip:${usuario.id}:${direccion}`;
  const cuenta = `segundo-factor:cuenta:${usuario.id}`;
  const hits = await deps.limiter.hitChain([
    { key: `segundo-factor:ip:${direccion}`, ...porVentana(LIMITES_SEGUNDO_FACTOR.loginPorIp) },
    { key: cuentaIp, ...porVentana(LIMITES_SEGUNDO_FACTOR.loginPorCuentaEIp) },
    { key: cuenta, ...porVentana(LIMITES_SEGUNDO_FACTOR.loginPorCuenta) },
  ]);
  const refusal = hits.find((hit) => !hit.allowed);
  if (refusal) {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: refusal.retryAfterSeconds,
      message: DEMASIADOS_CODIGOS,
    });
  }
  // One sign-in per password: a pending token that opened a session opens no other. Looked at
  // before the code (a used token spends nothing), taken after it (two racing: one wins).
  const usado = `segundo-factor:pendiente:${leido.firma}`;
  if ((await deps.limiter.peek(usado, PENDIENTE_MS)) > 0) {
    throw new AppError('SEGUNDO_FACTOR_VENCIDO');
  }
  if (!(await comprobar(deps, usuario.id, usuario.totpSecreto, prueba))) {
    await avisarIntentoFallido(deps, usuario);
    throw incorrecto(prueba);
  }
  if (!(await deps.limiter.hit(usado, 1, PENDIENTE_MS)).allowed) {
    throw new AppError('SEGUNDO_FACTOR_VENCIDO');
  }
  const token = await abrirSesionTrasIngreso(deps, usuario, meta, currentToken, {
    cuentaIp,
    cuenta,
  });
  const restantes =
    prueba.codigoRecuperacion !== undefined
      ? await contarCodigosRestantes(deps.db, usuario.id)
      : null;
  return { usuario, token, restantes };
}
