// When the next verification code may be asked for (DOMAIN §2: 60 s between codes). Signup mails
// the first code, so /verify-email opens with the countdown already running; kept in
// sessionStorage so a reload does not offer a button the server would answer with 429.

const KEY = 'tarjeto:reenviar-codigo-desde';
export const RESEND_COOLDOWN_S = 60;

export function startResendCooldown(seconds: number = RESEND_COOLDOWN_S, now = Date.now()) {
  try {
    sessionStorage.setItem(KEY, String(now + seconds * 1000));
  } catch {
    // Private mode or storage disabled: the countdown simply starts at zero next time.
  }
}

/** Whole seconds left before "Reenviar código" may be used again (0 when it may). */
export function resendSecondsLeft(now = Date.now()): number {
  let until = 0;
  try {
    until = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    until = 0;
  }
  if (!Number.isFinite(until)) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

// Signup made the account but its code could not be mailed (the server says why in emailWarning):
// /verify-email says so until a code does go out, even after a reload, and offers the resend at
// once.
const NO_ENVIADO_KEY = 'tarjeto:correo-no-enviado';

export function recordarCorreoNoEnviado(message: string | null) {
  try {
    if (message) sessionStorage.setItem(NO_ENVIADO_KEY, message);
    else sessionStorage.removeItem(NO_ENVIADO_KEY);
  } catch {
    // Storage disabled: the signup toast has said it already.
  }
}

export function correoNoEnviado(): string | null {
  try {
    return sessionStorage.getItem(NO_ENVIADO_KEY);
  } catch {
    return null;
  }
}
