import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifiedAccount } from './support/account.ts';
import { DESKTOP, PHONE, useBrowser, type Journey } from './support/browser.ts';

// Issue 26 B3: straight after verifying, the wizard's first step is clear. Signup's toast stayed
// behind and, with 'Email verificado correctamente', sat over 'Soy un negocio' on a phone. Now
// signup's toast leaves with the verify screen, and on the wizard toasts drop from under its
// header, never over the choices or 'Siguiente'; the verification's goes after its 2 s (SPEC §9).

type Caja = { x: number; y: number; width: number; height: number };
const seCruzan = (a: Caja, b: Caja) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function cajas(page: Page, selector: string) {
  const out: Caja[] = [];
  for (const el of await page.locator(selector).all()) {
    const b = await el.boundingBox();
    if (b) out.push(b);
  }
  return out;
}

async function primerPasoDespejado(j: Journey) {
  await verifiedAccount(j, 'avisos');
  const page = j.page;
  await page.getByRole('heading', { level: 1, name: '¿Cómo vas a usar Tarjeto?' }).waitFor();
  // Signup's toast did not come along.
  expect(await page.getByText('¡Registro exitoso! Verifica tu correo electrónico.').count()).toBe(
    0,
  );
  // The verification's may still be up: it covers none of what there is to do here.
  const avisos = await cajas(page, '[data-toaster] > *');
  const objetivos = [
    ...(await cajas(page, 'label:has-text("Soy un negocio")')),
    ...(await cajas(page, 'label:has-text("Soy un cliente")')),
    ...(await cajas(page, 'button:has-text("Siguiente")')),
  ];
  expect(objetivos).toHaveLength(3);
  for (const a of avisos) for (const o of objetivos) expect(seCruzan(a, o)).toBe(false);
  // And it goes by itself (success: 2 s).
  await page.waitForFunction(
    () => document.querySelectorAll('[data-toaster] > *').length === 0,
    undefined,
    { timeout: 4000 },
  );
  await page.getByRole('radio', { name: 'Soy un negocio' }).check({ force: true });
  expect(await page.getByRole('radio', { name: 'Soy un negocio' }).isChecked()).toBe(true);
  expect(j.errors).toEqual([]);
}

describe('the wizard right after verifying, on a phone', () => {
  const j = useBrowser(PHONE);
  it('has no stale toast over its choices', () => primerPasoDespejado(j), 90_000);
});

describe('the wizard right after verifying, on a desktop', () => {
  const j = useBrowser(DESKTOP);
  it('has no stale toast over its choices', () => primerPasoDespejado(j), 90_000);
});
