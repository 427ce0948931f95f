import fs from 'node:fs';
import { SignJWT, decodeJwt, importPKCS8 } from 'jose';
import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { describe, expect, inject, it } from 'vitest';
import { numeroDelPaso, pasoDe } from '@tarjeto/shared';
import { apiCliente, apiNegocio, perfilNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { direccionPropia, PHONE, useBrowser, type Journey } from './support/browser.ts';
import { writeY4m } from './support/camera.ts';
import { generarCodigo, pairKiosk, useKioskBrowser } from './support/kiosk.ts';

// Issue 27's journey on a 390-px phone: a customer taps 'Agregar a Google Wallet' on their card and
// lands on Google's save link (the stand-in checks its signature and that the object is there);
// 'Agregar a Apple Wallet' downloads a signed pass; the screen has nothing serious for axe. Then
// the counter's camera reads the QR Google Wallet would show — computed from the object Google
// holds, as the phone computes it — and counts it as her first visit.

const { camera, openKiosk } = useKioskBrowser();

/** The object as Google holds it, read through its REST API with the service account's token. */
async function objetoDeGoogle(id: string) {
  const g = inject('googleWallet');
  const cuenta = JSON.parse(fs.readFileSync(g.llave, 'utf8')) as {
    client_email: string;
    private_key: string;
  };
  const ahora = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({
    scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(cuenta.client_email)
    .setAudience(g.tokenUrl)
    .setIssuedAt(ahora)
    .setExpirationTime(ahora + 3600)
    .sign(await importPKCS8(cuenta.private_key, 'RS256'));
  const token = await fetch(g.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await fetch(`${g.apiUrl}/walletobjects/v1/loyaltyObject/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    rotatingBarcode: { valuePattern: string; totpDetails: { parameters: { key: string }[] } };
  };
}

async function negocioConTarjeta(j: Journey) {
  await apiNegocio(j.context, 'negocio-cartera', 'Café La Cartera');
  const perfil = await perfilNegocio(j.page.request);
  // A client address of its own, as every journey's browser has: her sign-up must not meet the
  // per-address limits the whole run's sign-ups add up to.
  const cliente = await j.context.browser()!.newContext({
    viewport: PHONE,
    locale: 'es-MX',
    extraHTTPHeaders: { 'x-forwarded-for': direccionPropia() },
  });
  await apiCliente(cliente, 'cliente-cartera', 'Rosa Cartera');
  // Her card, empty: she added the café with the code on its poster.
  const agregada = await cliente.request.post(j.url('/api/cliente/tarjetas'), {
    headers: { origin: j.url('') },
    data: { codigoNegocio: perfil.codigo },
  });
  expect(agregada.status(), await agregada.text()).toBe(201);
  const page = await cliente.newPage();
  page.on('pageerror', (err) => j.errors.push(`cliente: ${err.message}`));
  return { cliente, page };
}

describe('the card in the phone’s own wallet', () => {
  const j = useBrowser(PHONE);

  it('goes to Google Wallet and Apple Wallet from the card, and its Google code counts at the counter', async () => {
    const { page } = await negocioConTarjeta(j);
    await page.goto(j.url('/cliente-dashboard'));
    const google = page.getByRole('button', { name: 'Agregar a Google Wallet' }).first();
    await google.waitFor();
    const apple = page.getByRole('link', { name: 'Agregar a Apple Wallet' }).first();
    await apple.waitFor();
    expect(await violacionesGraves(page)).toEqual([]);
    // 390 px and nothing sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Apple: a signed pass, as a file.
    const href = await apple.getAttribute('href');
    const pase = await page.request.get(j.url(href!));
    expect(pase.status()).toBe(200);
    expect(pase.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    const descarga = page.waitForEvent('download');
    await apple.click();
    expect((await descarga).suggestedFilename()).toMatch(/^tarjeta-.+\.pkpass$/);

    // Google: the save link, whose page (Google's stand-in) checks it and finds the object.
    const saveUrl = inject('googleWallet').saveUrl;
    await google.click();
    await page.waitForURL((u) => u.href.startsWith(saveUrl), { timeout: 15_000 });
    await page.getByText('Tarjeta guardada').waitFor();
    const jwt = page.url().slice(page.url().lastIndexOf('/') + 1);
    const { payload } = decodeJwt(jwt) as { payload: { loyaltyObjects: { id: string }[] } };
    const objeto = await objetoDeGoogle(payload.loyaltyObjects[0]!.id);

    // The counter's camera reads the QR Google Wallet shows now.
    const { rotatingBarcode: rb } = objeto;
    const secreto = Buffer.from(rb.totpDetails.parameters[0]!.key, 'hex').toString('base64url');
    const texto = rb.valuePattern.replace(
      '{totp_value_0}',
      await numeroDelPaso(secreto, pasoDe(Date.now())),
    );
    const png = await sharp(Buffer.from(renderSVG(texto, { border: 4 })))
      .resize(400)
      .png()
      .toBuffer();
    await writeY4m(camera, png);
    await page.goto(j.url('/cliente-dashboard')); // back from Google

    await j.page.goto(j.url('/negocio-dashboard/nexo'));
    const code = await generarCodigo(j.page);
    const kiosk = await openKiosk(j);
    await pairKiosk(kiosk.page, code);
    await kiosk.page
      .getByRole('heading', { name: '¡Listo! Visita registrada' })
      .waitFor({ timeout: 20_000 });
    await kiosk.page.getByText('Rosa Cartera').first().waitFor();
    await kiosk.page.getByText('¡Primera visita! Ya tiene su tarjeta').first().waitFor();
    await writeY4m(camera, null);
    expect(j.errors).toEqual([]);
  }, 120_000);
});
