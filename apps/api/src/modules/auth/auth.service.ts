import type { FastifyBaseLogger } from 'fastify';
import type { Usuario } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetMail, verificationMail } from '../mail/templates.ts';
import {
  findUsuarioByEmail,
  insertUsuario,
  markVerified,
  updatePassword,
} from './auth.repository.ts';
import { codeCooldown, consumeCode, issueCode, RESEND_COOLDOWN_S } from './codes.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  createSession,
  deleteAllSessions,
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

/** Limits (DOMAIN §2): [events, window]. */
export const LIMITS = {
  signupPorIp: [10, HOUR],
  loginPorIp: [30, 15 * MINUTE],
  loginFallidosPorCuenta: [5, 15 * MINUTE],
  verificarPorCuenta: [20, 15 * MINUTE],
  olvidoPorIp: [10, HOUR],
  olvidoPorCorreo: [3, HOUR],
  restablecerPorIp: [20, 15 * MINUTE],
} as const satisfies Record<string, readonly [number, number]>;

const TOO_MANY_LOGINS =
  'Demasiados intentos fallidos. Espera unos minutos o restablece tu contraseña.';

async function limit(
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
}

export const toUsuarioDto = (u: UsuarioRow): Usuario => ({
  _id: u.id,
  nombre: u.nombre,
  email: u.email,
  ...(u.tipoUsuario ? { tipoUsuario: u.tipoUsuario } : {}),
  verificado: u.verificado,
});

function refuseCommon(contrasena: string) {
  if (isCommonPassword(contrasena)) {
    throw new AppError('CONTRASENA_COMUN', {
      fieldErrors: { contrasena: 'Esta contraseña es demasiado común' },
    });
  }
}

async function sendVerification(deps: AuthDeps, usuario: UsuarioRow, code: string) {
  await deps.mailer.send(verificationMail(usuario.email, code));
}

export async function signup(
  deps: AuthDeps,
  body: { email: string; contrasena: string; nombre: string; captcha?: string | undefined },
  meta: ClientMeta,
) {
  await limit(deps, `signup:ip:${meta.ip}`, LIMITS.signupPorIp);
  if (deps.captchaEnabled && !(await verifyCaptcha(deps.db, body.captcha))) {
    throw new AppError('CAPTCHA_INVALIDO');
  }
  refuseCommon(body.contrasena);
  const passwordHash = await hashPassword(body.contrasena);
  const usuario = await insertUsuario(deps.db, {
    email: body.email,
    nombre: body.nombre,
    passwordHash,
  });
  if (!usuario) {
    throw new AppError('EMAIL_EN_USO', {
      fieldErrors: { email: 'Ya existe una cuenta con este correo' },
    });
  }
  const code = await issueCode(deps.db, usuario.id, 'verificacion');
  const token = await createSession(deps.db, usuario, meta);
  let emailWarning: string | undefined;
  try {
    await sendVerification(deps, usuario, code);
  } catch (err) {
    deps.log.error({ err }, 'no se pudo enviar el correo de verificación');
    emailWarning =
      'No pudimos enviarte el correo de verificación. Pide un código nuevo en la siguiente pantalla.';
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
  // A new session id once the account changes state (DOMAIN §2).
  await deleteSessionByToken(deps.db, session.token);
  const token = await createSession(deps.db, usuario, meta);
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
  const code = await issueCode(deps.db, session.usuario.id, 'verificacion');
  try {
    await sendVerification(deps, session.usuario, code);
  } catch (err) {
    deps.log.error({ err }, 'no se pudo reenviar el correo de verificación');
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'No pudimos enviar el correo. Intenta de nuevo en un momento.',
    });
  }
  return { cooldownSeconds: RESEND_COOLDOWN_S };
}

// Verifying against a real hash keeps an unknown address as slow as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function login(
  deps: AuthDeps,
  body: { email: string; contrasena: string },
  meta: ClientMeta,
  currentToken: string | undefined,
) {
  await limit(deps, `login:ip:${meta.ip}`, LIMITS.loginPorIp, TOO_MANY_LOGINS);
  const failKey = `login:fallidos:${body.email}`;
  const [maxFails, failWindow] = LIMITS.loginFallidosPorCuenta;
  if ((await deps.limiter.peek(failKey, failWindow)) >= maxFails) {
    throw new AppError('RATE_LIMITED', {
      message: TOO_MANY_LOGINS,
      retryAfterSeconds: failWindow / 1000,
    });
  }
  const usuario = await findUsuarioByEmail(deps.db, body.email);
  dummyHash ??= hashPassword('tarjeto-cuenta-inexistente');
  const ok = usuario
    ? await verifyPassword(usuario.passwordHash, body.contrasena)
    : (await verifyPassword(await dummyHash, body.contrasena), false);
  if (!usuario || !ok) {
    await deps.limiter.hit(failKey, maxFails, failWindow);
    throw new AppError('CREDENCIALES_INVALIDAS');
  }
  await deps.limiter.reset(failKey);
  await deleteSessionByToken(deps.db, currentToken);
  const token = await createSession(deps.db, usuario, meta);
  return { usuario, token };
}

export async function logout(deps: AuthDeps, token: string | undefined) {
  await deleteSessionByToken(deps.db, token);
}

export const FORGOT_MESSAGE =
  'Si el correo está registrado, te enviamos un código para restablecer tu contraseña.';

export async function forgotPassword(deps: AuthDeps, email: string, meta: ClientMeta) {
  await limit(deps, `olvido:ip:${meta.ip}`, LIMITS.olvidoPorIp);
  // The answer never says whether the address has an account.
  const perEmail = await deps.limiter.hit(`olvido:correo:${email}`, ...LIMITS.olvidoPorCorreo);
  const usuario = perEmail.allowed ? await findUsuarioByEmail(deps.db, email) : null;
  if (!usuario) return;
  if ((await codeCooldown(deps.db, usuario.id, 'restablecer')) !== null) return;
  const code = await issueCode(deps.db, usuario.id, 'restablecer');
  const link = deps.publicUrl
    ? `${deps.publicUrl.replace(/\/$/, '')}/reset-password?email=${encodeURIComponent(email)}&code=${code}`
    : null;
  // Not awaited: an existing address must not answer slower than an unknown one.
  deps.mailer
    .send(resetMail(usuario.email, code, link))
    .catch((err: unknown) =>
      deps.log.error({ err }, 'no se pudo enviar el correo de restablecimiento'),
    );
}

export async function resetPassword(
  deps: AuthDeps,
  body: { email: string; code: string; contrasena: string },
  meta: ClientMeta,
) {
  await limit(deps, `restablecer:ip:${meta.ip}`, LIMITS.restablecerPorIp);
  const usuario = await findUsuarioByEmail(deps.db, body.email);
  if (!usuario) throw new AppError('CODIGO_EXPIRADO');
  refuseCommon(body.contrasena);
  await consumeCode(deps.db, usuario.id, 'restablecer', body.code);
  const passwordHash = await hashPassword(body.contrasena);
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, usuario.id, passwordHash);
    await deleteAllSessions(tx, usuario.id);
  });
  await deps.limiter.reset(`login:fallidos:${body.email}`);
}
