import { expect } from 'vitest';
import type { Journey } from './browser.ts';
import { waitForCode } from './mail.ts';

// Account steps the journeys share, done as a person does them: through the screens.

export const PASSWORD = 'Tamarindo-Dulce-41';

/** The password of every demo account (apps/api/src/demo). */
export const DEMO_PASSWORD = 'Tarjeto-demo-2026';

/** Signs `j`'s context in as one of the demo's accounts, through the API the login form calls. */
export async function entrarAlDemo(j: Journey, email: string) {
  const res = await j.page.request.post(j.url('/api/auth/login'), {
    headers: { origin: j.url('') },
    data: { email, contrasena: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signUp(j: Journey, email: string) {
  await j.page.goto(j.url('/signup'));
  await j.page.getByLabel('Correo electrónico').fill(email);
  const password = j.page.getByLabel('Contraseña', { exact: true });
  await password.fill('Tam');
  // The confirmation appears only from 6 characters on (SPEC §2).
  expect(await j.page.getByLabel('Confirmar contraseña').count()).toBe(0);
  await password.fill(PASSWORD);
  await enviarRegistro(j);
  await j.page.getByText('¡Registro exitoso! Verifica tu correo electrónico.').waitFor();
}

/** The signup form once its password is typed: the confirmation, the captcha, 'Crear cuenta'. */
export async function enviarRegistro(j: Journey) {
  await j.page.getByText('Muy fuerte').first().waitFor();
  await j.page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await j.page.getByText('No soy un robot').click();
  await j.page.getByText('Verificado').first().waitFor({ timeout: 30_000 });
  await j.page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await j.page.waitForURL((u) => u.pathname === '/verify-email');
}

export async function typeCode(j: Journey, code: string) {
  await j.page.getByLabel('Dígito 1 de 6').click();
  await j.page.keyboard.type(code);
}

export async function logIn(j: Journey, email: string, password: string) {
  await j.page.goto(j.url('/login'));
  await j.page.getByLabel('Correo electrónico').fill(email);
  await j.page.getByLabel('Contraseña', { exact: true }).fill(password);
  await j.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function logOut(j: Journey) {
  await j.page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await j.page.waitForURL((u) => u.pathname === '/login');
  await j.page.getByText('Sesión cerrada exitosamente').waitFor();
}

/** A fresh account, signed up through the real captcha and verified with the mailed code. */
export async function verifiedAccount(j: Journey, prefix: string) {
  const email = `${prefix}.${Date.now()}@example.mx`;
  await signUp(j, email);
  await typeCode(j, await waitForCode(email, /verificar tu correo/));
  await j.page.waitForURL((u) => u.pathname === '/setup-profile');
  return email;
}
