import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CODIGO_PASO_MS, codigoClienteEn, codigoParaMostrar } from '@tarjeto/shared';
import { apiCliente, codigoDeVinculacion } from './api-account.ts';
import { PHONE, type Journey } from './browser.ts';
import { CAMERA_ARGS, writeY4m } from './camera.ts';

// The counter's side of a journey: a second Chromium standing for the phone or tablet paired as
// the business's Nexo, the steps to pair it and to type a customer's code into it, and a customer
// with their rotating code on screen.

/**
 * A Chromium of its own for the kiosk, whose camera plays `camera` (blank until a journey writes a
 * customer's QR into it with writeY4m). Launched before the file's tests, closed after them.
 */
export function useKioskBrowser(
  camera = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-camara-')), 'qr.y4m'),
) {
  let browser: Browser;
  beforeAll(async () => {
    await writeY4m(camera, null);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', ...CAMERA_ARGS(camera)],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** /nexo opened on the counter's device; its page errors count as the journey's. */
  async function openKiosk(j: Journey, viewport: { width: number; height: number } = PHONE) {
    const context = await browser.newContext({
      viewport,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (err) => j.errors.push(`kiosk: ${err.message}`));
    await page.goto(j.url('/nexo'));
    return { context, page };
  }

  /** /nexo opened and paired with an establishment, by a code asked for through the API. */
  async function openPairedKiosk(j: Journey, establecimientoID: string) {
    const code = await codigoDeVinculacion(j.page.request, establecimientoID);
    const kiosk = await openKiosk(j);
    await pairKiosk(kiosk.page, code);
    return kiosk;
  }

  return { camera, openKiosk, openPairedKiosk };
}

/** The business's Nexo screen shows a fresh code; returns its six digits. */
export async function generarCodigo(page: Page) {
  await page.getByRole('button', { name: 'Generar Código' }).click();
  const shown = await page.getByTestId('codigo-vinculacion').textContent();
  const code = shown!.replace(/\D/g, '');
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

export async function pairKiosk(kiosk: Page, code: string, nombre?: string) {
  await kiosk.getByLabel('Dígito 1 de 6').click();
  await kiosk.keyboard.type(code);
  if (nombre) await kiosk.getByLabel('Nombre de este dispositivo (opcional)').fill(nombre);
  await kiosk.getByRole('button', { name: 'Vincular Nexo' }).click();
  await kiosk.getByRole('button', { name: 'Escribir código' }).waitFor();
}

/** At the scanner: 'Escribir código', the customer's code, 'Registrar visita'. */
export async function typeCode(kiosk: Page, codigo: string) {
  await kiosk.getByRole('button', { name: 'Escribir código' }).click();
  await kiosk.getByLabel('Escribe el código del cliente').fill(codigo);
  await kiosk.getByRole('button', { name: 'Registrar visita' }).click();
}

/** A customer signed in in a context of their own, with their current code on screen. */
export async function clienteConCodigo(j: Journey, nombre: string, prefix = 'cliente-nexo') {
  const context = await j.context.browser()!.newContext({ viewport: PHONE, locale: 'es-MX' });
  await apiCliente(context, prefix, nombre);
  const page = await context.newPage();
  page.on('pageerror', (err) => j.errors.push(`cliente: ${err.message}`));
  await page.goto(j.url('/cliente-dashboard'));
  await page.getByRole('link', { name: 'Mi código' }).click();
  await page.waitForURL((u) => u.pathname === '/cliente-dashboard/mi-codigo');
  await page.getByTestId('codigo-corto').waitFor();
  return {
    context,
    page,
    codigo: async () => (await page.getByTestId('codigo-corto').textContent())!,
    /**
     * Another code their phone could show now — the next 30-second step's (a phone a little ahead
     * shows it), or the one before — from the key 'Mi código' keeps, never `yaUsado`: each code is
     * judged once, so a second scan in the same step needs another.
     */
    codigoSiguiente: async (yaUsado?: string) => {
      const res = await context.request.get(j.url('/api/cliente/codigo/llave'));
      expect(res.status()).toBe(200);
      const { handle, secreto, servidorEn } = (await res.json()).data as {
        handle: string;
        secreto: string;
        servidorEn: number;
      };
      for (const paso of [1, -1]) {
        const codigo = codigoParaMostrar(
          await codigoClienteEn(handle, secreto, servidorEn + paso * CODIGO_PASO_MS),
        );
        if (codigo !== yaUsado?.trim()) return codigo;
      }
      throw new Error('sin otro código');
    },
  };
}
