import { describe, expect, it } from 'vitest';
import { enviarRegistro, logIn, logOut, PASSWORD, signUp, typeCode } from './support/account.ts';
import { useBrowser } from './support/browser.ts';
import { waitForCode } from './support/mail.ts';

// The account journey of issue 3, end to end: real captcha widget, real SMTP, real sessions.

describe('accounts', () => {
  const j = useBrowser();

  it('signs up, verifies with the mailed code, logs out and back in, resets a forgotten password', async () => {
    const email = `journey.${Date.now()}@example.mx`;
    await signUp(j, email);
    await j.page.getByText(`Enviamos un código de 6 dígitos a ${email}`).waitFor();

    const code = await waitForCode(email, /verificar tu correo/);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(j, wrong);
    await j.page
      .getByRole('alert')
      .filter({ hasText: 'El código no es correcto' })
      .first()
      .waitFor();
    // Editing clears the error; typing the right code auto-submits.
    await j.page.getByLabel('Dígito 6 de 6').click();
    for (let i = 0; i < 6; i++) await j.page.keyboard.press('Backspace');
    await typeCode(j, code);
    await j.page.waitForURL((u) => u.pathname === '/setup-profile');
    await j.page.getByText('Email verificado correctamente').waitFor();

    // A verified account without a type lands on the wizard again after logging in.
    await j.context.clearCookies();
    await logIn(j, email, 'contraseña-equivocada');
    await j.page.getByText('Correo o contraseña incorrectos').waitFor();
    await logIn(j, email, PASSWORD);
    await j.page.waitForURL((u) => u.pathname === '/setup-profile');

    // Forgotten password: the code comes by mail, the new password works, the old one no longer.
    await j.context.clearCookies();
    await j.page.goto(j.url('/login'));
    await j.page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    // The login form has an e-mail field too: wait for the new screen before typing.
    await j.page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor();
    await j.page.getByLabel('Correo electrónico').fill(email);
    await j.page.getByRole('button', { name: 'Enviar código' }).click();
    await j.page.waitForURL((u) => u.pathname === '/reset-password');
    await j.page.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' }).waitFor();
    const resetCode = await waitForCode(email, /restablecer tu contraseña/);
    await j.page.getByLabel('Código de verificación').fill(resetCode);
    await j.page.getByLabel('Nueva contraseña').fill('Guayaba-Roja-2026');
    await j.page.getByLabel('Confirmar contraseña').fill('Guayaba-Roja-2026');
    await j.page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await j.page.waitForURL((u) => u.pathname === '/login');
    // The login screen confirms the change and has the address ready.
    await j.page
      .getByRole('status')
      .filter({ hasText: 'Contraseña actualizada. Ya puedes iniciar sesión.' })
      .waitFor();
    expect(await j.page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    // The old password no longer works; the new one does, on the same screen, and the error of
    // the failed try does not follow the user to their next screen.
    const password = j.page.getByLabel('Contraseña', { exact: true });
    const submit = j.page.getByRole('button', { name: 'Iniciar sesión', exact: true });
    await password.fill(PASSWORD);
    await submit.click();
    await j.page.getByText('Correo o contraseña incorrectos').waitFor();
    await password.fill('Guayaba-Roja-2026');
    await submit.click();
    await j.page.waitForURL((u) => u.pathname === '/setup-profile');
    expect(await j.page.getByText('Correo o contraseña incorrectos').count()).toBe(0);
    expect(j.errors).toEqual([]);
  });

  it('checks an empty login form in Spanish, under each field, without asking the server', async () => {
    let calls = 0;
    j.page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) calls++;
    });
    await j.page.goto(j.url('/login'));
    await j.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await j.page.getByText('El correo electrónico es requerido').waitFor();
    await j.page.getByText('La contraseña es requerida').waitFor();
    // No browser bubble: the form does not ask the browser to validate it.
    expect(
      await j.page
        .locator('form')
        .first()
        .evaluate((f) => (f as HTMLFormElement).noValidate),
    ).toBe(true);
    await j.page.getByLabel('Correo electrónico').fill('cuichi@');
    await j.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await j.page.getByText('Correo electrónico inválido').waitFor();
    expect(calls).toBe(0);
  });

  it('leaves the wrong-password error behind once the right password signs a business in', async () => {
    await logIn(j, 'shugu@demo.tarjeto.mx', 'no-es-esta');
    await j.page.getByText('Correo o contraseña incorrectos').waitFor();
    await j.page.getByLabel('Contraseña', { exact: true }).fill('Tarjeto-demo-2026');
    await j.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await j.page.getByText('Correo o contraseña incorrectos').count()).toBe(0);
  });

  it("starts as a business from 'Para negocios': signup, verification, and the wizard with 'Soy un negocio' chosen", async () => {
    const email = `negocio.${Date.now()}@example.mx`;
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('link', { name: 'Registra tu negocio gratis' }).first().click();
    await j.page.getByRole('heading', { level: 1, name: 'Registra tu negocio' }).waitFor();
    await j.page.getByLabel('Correo electrónico').fill(email);
    await j.page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await enviarRegistro(j);
    await typeCode(j, await waitForCode(email, /verificar tu correo/));
    await j.page.waitForURL((u) => u.pathname === '/setup-profile');
    const negocio = j.page.getByRole('radio', { name: 'Soy un negocio' });
    await negocio.waitFor({ state: 'attached' });
    expect(await negocio.isChecked()).toBe(true);
    expect(await j.page.getByRole('button', { name: 'Siguiente' }).isEnabled()).toBe(true);
    expect(j.errors).toEqual([]);
  });

  it('sends each account state to its screen, and a business cannot open the customer dashboard', async () => {
    await logIn(j, 'cuichi@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await j.page.getByRole('heading', { level: 1, name: '¡Hola, Tacos Cuichi!' }).waitFor();
    // The profile behind the login arrives too: the business's own card, with its logo.
    await j.page
      .locator('article[aria-label="Tarjeta de Tacos Cuichi"] img')
      .waitFor({ state: 'attached' });
    for (const path of ['/cliente-dashboard', '/login', '/', '/setup-profile', '/verify-email']) {
      await j.page.goto(j.url(path));
      await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    }
    await logOut(j);
    // After logout the dashboards are closed again.
    await j.page.goto(j.url('/negocio-dashboard'));
    await j.page.waitForURL((u) => u.pathname === '/login');
  });

  it('keeps an unverified account on /verify-email until it verifies', async () => {
    const email = `pendiente.${Date.now()}@example.mx`;
    await signUp(j, email);
    for (const path of ['/cliente-dashboard', '/setup-profile', '/login']) {
      await j.page.goto(j.url(path));
      await j.page.waitForURL((u) => u.pathname === '/verify-email');
    }
    await logOut(j);
    // Logging in again, still unverified, leads back to the code screen.
    await logIn(j, email, PASSWORD);
    await j.page.waitForURL((u) => u.pathname === '/verify-email');
  });
});
