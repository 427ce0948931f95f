import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CODIGO_PASO_MS, codigoSegundoFactorEn, pasoDe } from '@tarjeto/shared';
import { PASSWORD, typeCode } from './support/account.ts';
import { apiNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser, type Journey } from './support/browser.ts';

// Issue 25 part B: an owner turns on the second factor in Ajustes — the password, the QR code and
// the key for an authenticator app, a code this test computes from the key shown on screen, the
// recovery codes — signs out, and signs back in with the password and then a code; then once
// with a recovery code. On a phone, where an owner does this.

/** The owner's authenticator app: the key read off the screen, each step's code used once. */
function appDeAutenticacion(clave: string) {
  let ultimo = -Infinity;
  return async () => {
    // The step now, or the next one when this one was used (the server takes a phone a step ahead).
    const paso = Math.max(pasoDe(Date.now()), ultimo + 1);
    ultimo = paso;
    return codigoSegundoFactorEn(clave, paso * CODIGO_PASO_MS);
  };
}

async function entrarConContrasena(page: Page, j: Journey, email: string) {
  await page.goto(j.url('/login'));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
}

async function salir(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
}

describe('the owner’s second factor', () => {
  const j = useBrowser(PHONE);

  it('is turned on in Ajustes and then asked for at every sign-in', async () => {
    const email = await apiNegocio(j.context, 'dos-pasos', 'Tacos Dos Pasos');
    const { page } = j;
    await page.goto(j.url('/negocio-dashboard/ajustes'));
    const tarjeta = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await tarjeta.getByText('Desactivada').waitFor();

    // The password first.
    await tarjeta.getByRole('button', { name: 'Activar' }).click();
    const dialogo = page.getByRole('alertdialog', { name: 'Activar verificación en dos pasos' });
    await dialogo.getByLabel('Tu contraseña').fill(PASSWORD);
    await dialogo.getByRole('button', { name: 'Continuar' }).click();

    // The QR code holds the otpauth URI of the key shown beside it.
    await tarjeta.getByRole('heading', { name: 'Conecta tu app de autenticación' }).waitFor();
    const clave = (await tarjeta.getByTestId('secreto-segundo-factor').textContent())!.replace(
      /\s/g,
      '',
    );
    expect(clave).toMatch(/^[A-Z2-7]{32}$/);
    const uri = await tarjeta.getByRole('img', { name: /Código QR/ }).getAttribute('data-qr-value');
    expect(uri).toBe(
      `otpauth://totp/Tarjeto:${encodeURIComponent(email)}?secret=${clave}&issuer=Tarjeto&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await violacionesGraves(page)).toEqual([]);

    const app = appDeAutenticacion(clave);
    await typeCode(j, await app());
    await tarjeta.getByRole('button', { name: 'Activar', exact: true }).click();

    // The recovery codes, this once.
    const lista = tarjeta.getByRole('list', { name: 'Códigos de recuperación' });
    await lista.waitFor();
    const codigos = await lista.getByRole('listitem').allTextContents();
    expect(codigos).toHaveLength(10);
    for (const c of codigos) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await violacionesGraves(page)).toEqual([]);
    await tarjeta.getByRole('button', { name: 'Ya los guardé' }).click();
    await tarjeta.getByText('Activada', { exact: true }).waitFor();
    await tarjeta.getByText('Te quedan 10 códigos de recuperación.').waitFor();

    // Out, and back in: the password alone is not enough.
    await salir(page);
    await entrarConContrasena(page, j, email);
    expect(page.url()).toMatch(/\/login$/);
    expect(await violacionesGraves(page)).toEqual([]);
    // Six digits in: sent by themselves.
    await typeCode(j, await app());
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    expect((await page.request.get(j.url('/api/auth/check-auth'))).status()).toBe(200);

    // Once more, with a recovery code instead of the phone.
    await page.goto(j.url('/negocio-dashboard/ajustes'));
    await salir(page);
    await entrarConContrasena(page, j, email);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(codigos[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await page.getByText('Usaste un código de recuperación: te quedan 9.').waitFor();

    await page.goto(j.url('/negocio-dashboard/ajustes'));
    await tarjeta.getByText('Te quedan 9 códigos de recuperación.').waitFor();
    expect(j.errors).toEqual([]);
  });
});
