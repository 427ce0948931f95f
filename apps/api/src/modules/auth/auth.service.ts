import type { FastifyBaseLogger } from 'fastify';
import { ERROR_MESSAGES, type Usuario } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { usuarios } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/address-key.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { renovarSecretoDelCodigo } from '../clientes/codigo.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { firmarPendiente } from '../segundo-factor/pendiente.ts';
import {
  passwordChangedMail,
  resetMail,
  signupAttemptMail,
  verificationMail,
} from '../mail/templates.ts';
import {
  deleteStalePendientes,
  findCuentas,
  insertUsuario,
  markVerified,
  replacePassword,
} from './auth.repository.ts';
import { codeCooldown, consumeCode, issueCode, RESEND_COOLDOWN_S, withdrawCode } from './codes.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  createSession,
  deleteSessionByToken,
  type ClientMeta,
  type SessionContext,
} from './session.ts';

// The account use cases of SPEC §2/§5/§7 with the rules of DOMAIN §2. Mail goes out only after
// the database work is done, never inside a transaction.

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  captchaEnabled: boolean;
  /** Base of links in mails, e.g. https://tarjeto.mx; null leaves links out. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
}

type UsuarioRow = typeof usuarios.$inferSelect;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Limits (DOMAIN §2): [events, window]. */
export const LIMITS = {
  signupPorIp: [10, HOUR],
  loginPorIp: [30, 15 * MINUTE],
  /** Tries at one account from one address: past this, that address waits. */
  loginPorCuentaEIp: [5, 15 * MINUTE],
  /**
   * Tries at one account from everywhere: past this the account is not locked — its owner must
   * still get in — but every further try needs a solved captcha.
   */
  loginPorCuentaSinCaptcha: [10, 15 * MINUTE],
  verificarPorCuenta: [20, 15 * MINUTE],
  /** Asking for a verification code again, sent or not (the cooldown counts only sent ones). */
  reenviarPorCuenta: [10, HOUR],
  olvidoPorIp: [10, HOUR],
  olvidoPorCorreo: [3, HOUR],
  restablecerPorIp: [20, 15 * MINUTE],
  avisoRegistroPorCorreo: [3, DAY],
  /**
   * Tries at the password of a signed-in account (changing it, deleting the account): a session
   * someone borrowed must not become a way to guess the password.
   */
  confirmarPorCuenta: [5, 15 * MINUTE],
  confirmarPorIp: [30, 15 * MINUTE],
} as const satisfies Record<string, readonly [number, number]>;

/** What signup answers when the code could not be mailed (the verify screen shows it). */
export const CORREO_NO_ENVIADO =
  'No pudimos enviarte el correo con tu código. Tu cuenta ya está creada: pide un código nuevo con «Reenviar código».';

/** Unverified signups of an address older than this are dropped when it signs up again. */
const PENDIENTE_TTL_MS = 30 * DAY;

const TOO_MANY_LOGINS =
  'Demasiados intentos fallidos. Espera unos minutos o restablece tu contraseña.';

export const porVentana = ([limit, windowMs]: readonly [number, number]) => ({ limit, windowMs });

/** Counts one event under `key`; past the limit, 429 with Retry-After (and `message`, if given). */
export async function limit(
  deps: AuthDeps,
  key: string,
  [max, windowMs]: readonly [number, number],
  message?: string,
) {
  const hit = await deps.limiter.hit(key, max, windowMs);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: hit.retryAfterSeconds,
      ...(message ? { message } : {}),
    });
  }
  return hit;
}

export const toUsuarioDto = (u: UsuarioRow): Usuario => ({
  _id: u.id,
  nombre: u.nombre,
  email: u.email,
  ...(u.tipoUsuario ? { tipoUsuario: u.tipoUsuario } : {}),
  verificado: u.verificado,
});

function refuseCommon(contrasena: string, field = 'contrasena') {
  if (isCommonPassword(contrasena)) {
    throw new AppError('CONTRASENA_COMUN', {
      fieldErrors: { [field]: 'Esta contraseña es demasiado común' },
    });
  }
}

/**
 * What a new unverified account's address receives: its code — or, when the address already has
 * a verified account, a note to its owner instead (at most a few a day). Either way the caller
 * answers the same, so nobody learns from signup whether an address is registered.
 */
async function mailForNewAccount(deps: AuthDeps, usuario: UsuarioRow, code: string) {
  const { verificada } = await findCuentas(deps.db, usuario.email);
  if (!verificada) {
    await deps.mailer.send(verificationMail(usuario.email, code));
    return;
  }
  const aviso = await deps.limiter.hit(
    `aviso-registro:${usuario.email}`,
    ...LIMITS.avisoRegistroPorCorreo,
  );
  if (aviso.allowed) await deps.mailer.send(signupAttemptMail(usuario.email, deps.publicUrl));
}

/**
 * Signup (DOMAIN §2). An address that already has a verified account gets exactly the answer a new
 * one gets — status, body, a working session — so signup never tells who is registered. What it
 * makes then is an unverified row beside the account that can never become one (no code is sent;
 * the partial unique index refuses its verification) and that only the session returned here
 * reaches: login never opens an unverified row (see login), so nobody signs in to a pending
 * account under someone else's address. The owner's next password reset removes it.
 */
export async function signup(
  deps: AuthDeps,
  body: { email: string; contrasena: string; nombre: string; captcha?: string | undefined },
  meta: ClientMeta,
) {
  await limit(deps, `signup:ip:${addressKey(meta.ip)}`, LIMITS.signupPorIp);
  if (deps.captchaEnabled && !(await verifyCaptcha(deps.db, body.captcha))) {
    throw new AppError('CAPTCHA_INVALIDO');
  }
  refuseCommon(body.contrasena);
  const passwordHash = await hashPassword(body.contrasena);
  await deleteStalePendientes(deps.db, body.email, new Date(Date.now() - PENDIENTE_TTL_MS));
  const usuario = await insertUsuario(deps.db, {
    email: body.email,
    nombre: body.nombre,
    passwordHash,
  });
  const code = await issueCode(deps.db, usuario.id, 'verificacion');
  const token = await createSession(deps.db, usuario, meta);
  let emailWarning: string | undefined;
  try {
    await mailForNewAccount(deps, usuario, code);
  } catch (err) {
    // The account stands and the person is told; "Reenviar código" works at once (no cooldown
    // for a code that never left) and sends a fresh one when mail is back.
    deps.log.error({ err }, 'no se pudo enviar el correo de verificación');
    await withdrawCode(deps.db, usuario.id, 'verificacion', code);
    emailWarning = CORREO_NO_ENVIADO;
  }
  return { usuario, token, emailWarning };
}

export async function verifyEmail(
  deps: AuthDeps,
  session: SessionContext,
  code: string,
  meta: ClientMeta,
) {
  if (session.usuario.verificado) throw new AppError('YA_VERIFICADO');
  await limit(deps, `verify:${session.usuario.id}`, LIMITS.verificarPorCuenta);
  await consumeCode(deps.db, session.usuario.id, 'verificacion', code);
  const usuario = await markVerified(deps.db, session.usuario.id);
  // Someone else's verified account holds the address: this row can never become an account.
  if (!usuario) throw new AppError('CODIGO_EXPIRADO');
  // A new session id once the account changes state (DOMAIN §2).
  const token = await createSession(deps.db, usuario, meta, { reemplaza: session.token });
  return { usuario, token };
}

export async function resendVerification(deps: AuthDeps, session: SessionContext) {
  if (session.usuario.verificado) throw new AppError('YA_VERIFICADO');
  const wait = await codeCooldown(deps.db, session.usuario.id, 'verificacion');
  if (wait !== null) {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: wait,
      message:
        wait > RESEND_COOLDOWN_S
          ? `Ya pediste varios códigos. Podrás pedir otro en ${Math.ceil(wait / 60)} minutos.`
          : `Espera ${wait} segundos para pedir otro código.`,
    });
  }
  // Withdrawn codes do not count toward the hour's five: this bounds the tries while mail is down.
  await limit(deps, `reenviar:${session.usuario.id}`, LIMITS.reenviarPorCuenta);
  const code = await issueCode(deps.db, session.usuario.id, 'verificacion');
  try {
    await mailForNewAccount(deps, session.usuario, code);
  } catch (err) {
    deps.log.error({ err }, 'no se pudo reenviar el correo de verificación');
    await withdrawCode(deps.db, session.usuario.id, 'verificacion', code);
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'No pudimos enviar el correo. Intenta de nuevo en un momento.',
    });
  }
  return { cooldownSeconds: RESEND_COOLDOWN_S };
}

// Verifying against a real hash keeps an unknown address as slow as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('tarjeto-cuenta-inexistente'));

/**
 * Login (DOMAIN §2). Every counter is incremented before the password is checked and the answer
 * decided from the incremented value, so parallel guesses cannot slip past a limit. Limits are per
 * account *and* address: a stranger hammering an account locks out only their own address, and
 * past an account-wide threshold everyone — the owner included — just solves a captcha. That
 * threshold counts failures: a sign-in that succeeds gives its count back.
 *
 * A password opens only a verified account; its hash is checked always (a dummy one when the
 * address has none), so time says nothing either. An unverified signup is reached only through
 * the session its signup returned — a signup at a taken address makes one too (see signup), and
 * were it open to its password, answering it and not a new address's (or both) would tell who has
 * an account. Whoever lost that session signs up again or resets the password, which proves the
 * mailbox (docs/security.md, part 3).
 *
 * An account with a second factor gets no session for its password: it gets `pendiente`, a
 * short-lived token bound to the account that the code's step takes (loginSegundoFactor). Only
 * someone who knows the password ever sees that answer, so it tells nobody else anything.
 */
export async function login(
  deps: AuthDeps,
  body: { email: string; contrasena: string; captcha?: string | undefined },
  meta: ClientMeta,
  currentToken: string | undefined,
) {
  const direccion = addressKey(meta.ip);
  const cuentaIp = `login:cuenta-ip:${body.email}:${direccion}`;
  const cuenta = `login:cuenta:${body.email}`;
  // The accounts are read while the counters are counted (one round trip's wait, not two); they
  // are used only when no limit refuses.
  const cuentas = findCuentas(deps.db, body.email);
  cuentas.catch(() => {});
  const [porIp, porCuentaIp, tries] = await deps.limiter.hitChain([
    { key: `login:ip:${direccion}`, ...porVentana(LIMITS.loginPorIp) },
    { key: cuentaIp, ...porVentana(LIMITS.loginPorCuentaEIp) },
    { key: cuenta, ...porVentana(LIMITS.loginPorCuentaSinCaptcha) },
  ]);
  // The chain stops at the first refusal: the address's limit, then the account's at this address.
  const refusal = [porIp, porCuentaIp].find((hit) => hit && !hit.allowed);
  if (refusal) {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: refusal.retryAfterSeconds,
      message: TOO_MANY_LOGINS,
    });
  }
  if (!tries!.allowed && deps.captchaEnabled) {
    if (!body.captcha) throw new AppError('CAPTCHA_REQUERIDO');
    if (!(await verifyCaptcha(deps.db, body.captcha))) throw new AppError('CAPTCHA_INVALIDO');
  }

  // The verified account of the address, or — only while no verified account holds it — the
  // newest unverified one (someone who signed up and lost their session before verifying). A
  // pending account made at a taken address (signup answers it like a new one) is never opened by
  // its password: only by the cookie its signup returned.
  const { verificada, pendiente } = await cuentas;
  const candidata = verificada ?? pendiente;
  const hash = candidata?.passwordHash ?? (await dummy());
  const usuario = (await verifyPassword(hash, body.contrasena)) ? candidata : null;
  if (!usuario) {
    // A wrong password at a business account is part of its activity. Not awaited, like the reset
    // mail: an existing account must not answer slower than an unknown address.
    if (verificada?.tipoUsuario === 'Negocio') {
      registrarActividad(
        deps.db,
        { usuarioId: verificada.id },
        { accion: 'sesion.fallida', ip: meta.ip },
      ).catch((err: unknown) =>
        deps.log.error({ err }, 'no se pudo registrar el intento de inicio de sesión'),
      );
    }
    throw new AppError('CREDENCIALES_INVALIDAS');
  }

  // The owner's own address starts over. The account-wide count gets this try back and keeps
  // the failures: a guesser gains nothing from the owner signing in meanwhile, and an owner who
  // signs in often never meets the captcha.
  if (usuario.totpActivadoAt) {
    // The password's part is done (its counts as above); the code's step has limits of its own.
    const [pendiente] = await Promise.all([
      firmarPendiente(deps.db, usuario),
      deps.limiter.reset(cuentaIp),
      deps.limiter.devolver(cuenta),
    ]);
    return { usuario, token: null, pendiente };
  }
  const token = await abrirSesionTrasIngreso(deps, usuario, meta, currentToken, {
    cuentaIp,
    cuenta,
  });
  return { usuario, token, pendiente: null };
}

/**
 * A sign-in that passed every check (the password, and the second factor where it is on): the
 * session, the address's count started over, the account's try given back, and — for a business —
 * the sign-in in its activity, after the session: if recording fails the token is never handed
 * out, so no sign-in goes unrecorded.
 */
export async function abrirSesionTrasIngreso(
  deps: AuthDeps,
  usuario: UsuarioRow,
  meta: ClientMeta,
  currentToken: string | undefined,
  claves: { cuentaIp: string; cuenta: string },
) {
  const [token] = await Promise.all([
    createSession(deps.db, usuario, meta, { reemplaza: currentToken }),
    deps.limiter.reset(claves.cuentaIp),
    deps.limiter.devolver(claves.cuenta),
  ]);
  if (usuario.tipoUsuario === 'Negocio') {
    await registrarActividad(
      deps.db,
      { usuarioId: usuario.id },
      { accion: 'sesion.iniciada', ip: meta.ip },
    );
  }
  return token;
}

export async function logout(deps: AuthDeps, token: string | undefined) {
  await deleteSessionByToken(deps.db, token);
}

export const FORGOT_MESSAGE =
  'Si el correo está registrado, te enviamos un código para restablecer tu contraseña.';

/** The account a reset code goes to: the verified one, else the newest unfinished signup. */
const resetTarget = async (db: Db, email: string) => {
  const { verificada, pendiente } = await findCuentas(db, email);
  return verificada ?? pendiente;
};

/**
 * Forgot-password (DOMAIN §2). The answer never says whether the address has an account, neither
 * in its words nor in its time: what the caller waits for is the same two counters for any
 * address. Everything that depends on the account — finding it, the cooldown, issuing a code,
 * mailing it — is what this returns, for the route to run once the answer has left (an account's
 * first request did ≈ 7 ms more work than an unknown address's; docs/security.md, part 3).
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  meta: ClientMeta,
): Promise<() => Promise<void>> {
  await limit(deps, `olvido:ip:${addressKey(meta.ip)}`, LIMITS.olvidoPorIp);
  const perEmail = await deps.limiter.hit(`olvido:correo:${email}`, ...LIMITS.olvidoPorCorreo);
  if (!perEmail.allowed) return async () => {};
  return () =>
    sendResetCode(deps, email).catch((err: unknown) =>
      deps.log.error({ err }, 'no se pudo enviar el correo de restablecimiento'),
    );
}

/** The reset code of forgotPassword, when the address has an account and no code is cooling down. */
async function sendResetCode(deps: AuthDeps, email: string) {
  const usuario = await resetTarget(deps.db, email);
  if (!usuario) return;
  if ((await codeCooldown(deps.db, usuario.id, 'restablecer')) !== null) return;
  const code = await issueCode(deps.db, usuario.id, 'restablecer');
  const link = deps.publicUrl
    ? `${deps.publicUrl.replace(/\/$/, '')}/reset-password?email=${encodeURIComponent(email)}&code=${code}`
    : null;
  await deps.mailer.send(resetMail(usuario.email, code, link));
}

/** No account has this id: an unknown address runs the same code check against nobody. */
const NADIE = '00000000-0000-0000-0000-000000000000';

/**
 * Reset with a mailed code. The new password is judged first, on its own; then an unknown
 * address, a wrong code and an expired or burned one all get the same answer (status, code,
 * message) after the same queries, so the call says nothing about who has an account.
 */
export async function resetPassword(
  deps: AuthDeps,
  body: { email: string; code: string; contrasena: string },
  meta: ClientMeta,
) {
  await limit(deps, `restablecer:ip:${addressKey(meta.ip)}`, LIMITS.restablecerPorIp);
  refuseCommon(body.contrasena);
  const usuario = await resetTarget(deps.db, body.email);
  try {
    await consumeCode(deps.db, usuario?.id ?? NADIE, 'restablecer', body.code);
  } catch (err) {
    if (err instanceof AppError && err.code.startsWith('CODIGO_')) {
      throw new AppError('CODIGO_NO_VALIDO', {
        fieldErrors: { code: 'El código no es válido o ya expiró' },
      });
    }
    throw err;
  }
  const passwordHash = await hashPassword(body.contrasena);
  // A phone that may be lost stops showing accepted codes (DOMAIN §4): a new secret first — if the
  // rest fails, the customer's own phone just fetches the new one.
  if (usuario) await renovarSecretoDelCodigo(deps.db, usuario.id);
  // A reset proves the mailbox, so it verifies the account too.
  const done = usuario
    ? await markVerified(deps.db, usuario.id, { passwordHash, ip: meta.ip })
    : null;
  if (!done) {
    throw new AppError('CODIGO_NO_VALIDO', {
      fieldErrors: { code: 'El código no es válido o ya expiró' },
    });
  }
  // Whoever locked themselves out from this address by forgetting the password is let back in.
  await deps.limiter.reset(`login:cuenta-ip:${body.email}:${addressKey(meta.ip)}`);
}

const TOO_MANY_CONFIRMS =
  'Demasiados intentos con una contraseña incorrecta. Espera unos minutos o restablece tu contraseña.';

/**
 * The signed-in user proves they know the password (DOMAIN §2): counted like login tries, per
 * account and per address, before the hash is checked; a right answer starts the account's count
 * over. A wrong one is a field error on `field`, never a 401 — the session itself is fine.
 */
export async function confirmPassword(
  deps: AuthDeps,
  session: SessionContext,
  contrasena: string,
  meta: ClientMeta,
  field: string,
) {
  await limit(
    deps,
    `confirmar:ip:${addressKey(meta.ip)}`,
    LIMITS.confirmarPorIp,
    TOO_MANY_CONFIRMS,
  );
  const cuenta = `confirmar:cuenta:${session.usuario.id}`;
  await limit(deps, cuenta, LIMITS.confirmarPorCuenta, TOO_MANY_CONFIRMS);
  if (!(await verifyPassword(session.usuario.passwordHash, contrasena))) {
    throw new AppError('CONTRASENA_ACTUAL_INCORRECTA', {
      fieldErrors: { [field]: ERROR_MESSAGES.CONTRASENA_ACTUAL_INCORRECTA },
    });
  }
  await deps.limiter.reset(cuenta);
}

/**
 * A new password from 'Ajustes' (DOMAIN §2): the current one first, then the signup rules. Every
 * other session of the account ends and a customer's code gets a new secret; this browser gets a
 * fresh session id and stays signed in. The owner is mailed a notice once the change is stored.
 */
export async function changePassword(
  deps: AuthDeps,
  session: SessionContext,
  body: { contrasenaActual: string; contrasenaNueva: string },
  meta: ClientMeta,
) {
  await confirmPassword(deps, session, body.contrasenaActual, meta, 'contrasenaActual');
  refuseCommon(body.contrasenaNueva, 'contrasenaNueva');
  const passwordHash = await hashPassword(body.contrasenaNueva);
  // Every copy of the customer's code key on a phone stops working (DOMAIN §4); this browser's
  // app fetches the new one. First, so a failure after it costs nothing but that fetch.
  await renovarSecretoDelCodigo(deps.db, session.usuario.id);
  const { usuario, token } = await replacePassword(deps.db, session.usuario.id, passwordHash, meta);
  try {
    await deps.mailer.send(passwordChangedMail(usuario.email, deps.publicUrl));
  } catch (err) {
    // The password has changed either way; a lost notice must not tell the user it did not.
    deps.log.error({ err }, 'no se pudo enviar el aviso de cambio de contraseña');
  }
  return { usuario, token };
}
