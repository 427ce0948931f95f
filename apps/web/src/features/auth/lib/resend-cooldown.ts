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
