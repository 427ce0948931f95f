import sharp from 'sharp';
import type { FileChooser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAccount,
  apiNegocio,
  codigoDeVinculacion,
  perfilNegocio,
  promocionPorApi,
} from './support/api-account.ts';
import { DESKTOP, PHONE, useBrowser, type Journey } from './support/browser.ts';
import { clienteConCodigo, pairKiosk, typeCode, useKioskBrowser } from './support/kiosk.ts';
import { desborde, foco, focoBien, recorrer, tabHasta, tecla } from './support/teclado.ts';

// Issue 26 B11: each flow with the keyboard alone, at 1280 and 390 px — Tab, Shift+Tab, Enter,
// Space, Escape and the arrows — with the focus checked after every key (support/teclado.ts):
// never on <body>, never behind an open dialog, never hidden under the phone's bars or the save
// bar. Then what a keyboard pass cannot see: 320 px, reduced motion, the focus rings' colours.

const DEMO = 'Tarjeto-demo-2026';
const { openKiosk } = useKioskBrowser();

async function entrar(j: Journey, email: string) {
  const res = await j.page.request.post(j.url('/api/auth/login'), {
    headers: { origin: j.url('') },
    data: { email, contrasena: DEMO },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Pressing Tab from the top of a freshly loaded page. With reduced motion the page scrolls to the
 * focused element at once: the check after each key sees where it lands, not a smooth scroll
 * halfway.
 */
async function desdeArriba(j: Journey, path: string, listo: string) {
  await j.page.emulateMedia({ reducedMotion: 'reduce' });
  await j.page.goto(j.url(path));
  await j.page
    .locator('main')
    .getByText(listo)
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  await j.page.waitForLoadState('networkidle');
  await j.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const foto = async () => ({
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#a3143f' } })
    .png()
    .toBuffer(),
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('with the keyboard alone (%s)', (_, viewport) => {
  // Its own address would come as an extra header, and with one Chromium no longer opens the file
  // picker on Enter (the photo step): these journeys sign in a few times only.
  const j = useBrowser(viewport, { direccionPropia: false });

  it('opens a customer in Clientes, keeps the focus in the dialog, and Escape brings it back to the row', async () => {
    await entrar(j, 'cuichi@demo.tarjeto.mx');
    await desdeArriba(j, '/negocio-dashboard/clientes', 'Clientes');
    const fila = await tabHasta(j.page, (f) => /\/clientes\/[^/]+$/.test(f.href ?? ''), {
      max: 60,
    });
    await tecla(j.page, 'Enter');
    const dialogo = j.page.getByRole('dialog');
    await dialogo.getByRole('tab').first().waitFor();
    // Round and round inside it: never the page behind, never <body>.
    const vistos = await recorrer(j.page, 14);
    expect(vistos.length).toBe(14);
    await recorrer(j.page, 4, true);
    await tecla(j.page, 'Escape');
    await dialogo.waitFor({ state: 'detached' });
    const vuelta = await focoBien(j.page, 'después de Escape');
    expect(vuelta.href).toBe(fila.href);
    expect(j.errors).toEqual([]);
  });

  it('goes through Inicio and both Ajustes screens without a focused control under a bar', async () => {
    await entrar(j, 'cuichi@demo.tarjeto.mx');
    await desdeArriba(j, '/negocio-dashboard', 'Ver todas');
    await tabHasta(j.page, /^Ver todas/, { max: 120 });
    await recorrer(j.page, 10);
    await desdeArriba(j, '/negocio-dashboard/ajustes', 'Cartel para imprimir');
    await recorrer(j.page, 60);

    const ana = await j.context.browser()!.newContext({ viewport, locale: 'es-MX' });
    const cliente: Journey = { ...j, context: ana, page: await ana.newPage() };
    await entrar(cliente, 'ana@demo.tarjeto.mx');
    await desdeArriba(cliente, '/cliente-dashboard/ajustes', 'Ajustes');
    await tabHasta(cliente.page, /^Editar$/, { max: 40 });
    await tecla(cliente.page, 'Enter');
    await cliente.page.getByText('Sin cambios todavía').waitFor();
    // Every field of the editor, the save bar pinned at the bottom the whole way.
    await tabHasta(cliente.page, /^Guardar cambios$/i, { max: 60 });
    await recorrer(cliente.page, 6, true);
    await ana.close();
    expect(j.errors).toEqual([]);
  }, 90_000);

  it("edits Mi negocio's hours and photo, saves, and generates a Nexo code, the focus never on <body>", async () => {
    await apiNegocio(j.context, 'negocio-teclado', 'Tacos El Tabulador');
    // File choosers are caught from now on: Playwright turns the catching on without waiting for
    // Chromium, so a listener added just before the key could miss the picker, which then opens
    // natively (headless: never seen, never closed) and blocks every later one.
    const selectores: FileChooser[] = [];
    j.page.on('filechooser', (s) => selectores.push(s));
    await desdeArriba(j, '/negocio-dashboard/mi-negocio', 'Tacos El Tabulador');
    await tabHasta(j.page, /^Editar$/, { max: 60 });
    await tecla(j.page, 'Enter');
    await j.page.getByText('Sin cambios todavía').waitFor();

    // The photo: Enter opens the file picker; once the image is ready the focus is on its button.
    // The editor opens on the name; the photo's button is just before it.
    const elegir = await tabHasta(j.page, /^(Elegir|Cambiar) foto$/, { max: 10, atras: true });
    await j.page.keyboard.press('Enter');
    await expect.poll(() => selectores.length, { timeout: 5000 }).toBe(1);
    const picker = selectores[0]!;
    await picker.setFiles(await foto());
    await j.page.getByText('Imagen subida correctamente').first().waitFor();
    const trasFoto = await focoBien(j.page, 'después de elegir la foto');
    expect(trasFoto.que).toMatch(/Cambiar foto/);
    expect(elegir.que).toMatch(/foto/);

    // The hours: each field in sight above the save bar, one moved a quarter hour with the arrows.
    const apertura = await tabHasta(j.page, /apertura|abre/i, { max: 80 });
    expect(apertura.tapadoPor).toBeNull();
    await tecla(j.page, 'ArrowUp');
    await tabHasta(j.page, /^Guardar cambios$/i, { max: 80 });
    await tecla(j.page, 'Enter');
    await j.page.getByText('Cambios guardados').first().waitFor();
    await j.page.getByText('Sin cambios todavía').waitFor({ state: 'detached' });
    const trasGuardar = await focoBien(j.page, 'después de guardar');
    expect(trasGuardar.nombre).toBe('Editar');

    // Nexo: 'Generar Código' gives way to the code, and the focus goes to it.
    await desdeArriba(j, '/negocio-dashboard/nexo', 'Generar Código');
    await tabHasta(j.page, /^Generar Código$/, { max: 60 });
    await j.page.keyboard.press('Enter');
    await j.page.getByTestId('codigo-vinculacion').waitFor();
    const trasCodigo = await focoBien(j.page, 'después de Generar Código');
    expect(trasCodigo.que).toMatch(/Código de vinculación/);
    await tabHasta(j.page, /^Generar otro código$/, { max: 5 });
    expect(j.errors).toEqual([]);
  }, 120_000);

  it('redeems at the counter and in the offer sheet, each dialog holding the focus until Escape', async () => {
    await apiNegocio(j.context, 'negocio-canje-teclado', 'Aguas La Tecla');
    const perfil = await perfilNegocio(j.page.request);
    await promocionPorApi(j.page.request, {
      negocioID: perfil.publicID,
      titulo: 'Agua de jamaica',
      descripcion: 'Un vaso con tu orden.',
      tipoPromo: { tipo: 'regular' },
      limiteDeUsos: { porUsuario: { diario: 3 } },
    });
    const codigoVinculacion = await codigoDeVinculacion(
      j.page.request,
      perfil.establecimientos[0].establecimientoID,
    );
    const kiosk = await openKiosk(j, viewport);
    await kiosk.page.emulateMedia({ reducedMotion: 'reduce' });
    await pairKiosk(kiosk.page, codigoVinculacion);

    const cliente = await clienteConCodigo(j, 'Teresa Teclado', 'cliente-teclado');
    await cliente.page.setViewportSize(viewport);
    await typeCode(kiosk.page, await cliente.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    // The result screen takes the focus as it opens (the typed code's form, which had it, is
    // gone): the keys start from there, not from the moment in between.
    await kiosk.page.waitForFunction(
      () => document.activeElement?.closest('[data-result]') != null,
    );

    // The kiosk: 'Canjear …' from the keyboard, the question holds the focus, Escape goes back.
    // 'Siguiente cliente' is last: the offer is back from it.
    await tabHasta(kiosk.page, /^Canjear Agua de jamaica/, { max: 30, atras: true });
    await tecla(kiosk.page, 'Enter');
    const pregunta = kiosk.page.getByRole('alertdialog');
    await pregunta.waitFor();
    await recorrer(kiosk.page, 5);
    await recorrer(kiosk.page, 3, true);
    await tecla(kiosk.page, 'Escape');
    await pregunta.waitFor({ state: 'detached' });
    await kiosk.context.close();

    // The customer's phone: Ofertas, the offer, 'Canjear', and the code in the sheet.
    const page = cliente.page;
    await desdeArriba({ ...j, page }, '/cliente-dashboard/ofertas', 'Agua de jamaica');
    await tabHasta(page, /^Agua de jamaica/, { max: 60 });
    await tecla(page, 'Enter');
    const hoja = page.getByRole('dialog', { name: 'Agua de jamaica' });
    await hoja.waitFor();
    await tabHasta(page, /^Canjear$/, { max: 20 });
    await page.keyboard.press('Enter');
    await hoja.getByTestId('codigo-canje').waitFor();
    const trasCanjear = await focoBien(page, 'después de Canjear');
    expect(trasCanjear.que).toMatch(/Tu código de canje/);
    // Tab stays in the sheet: the bottom bar under it is out of reach.
    await recorrer(page, 8);
    await tecla(page, 'Escape');
    await hoja.waitFor({ state: 'detached' });
    const vuelta = await focoBien(page, 'después de cerrar la hoja');
    expect(vuelta.nombre).toMatch(/Agua de jamaica/);
    await cliente.context.close();
    expect(j.errors).toEqual([]);
  }, 150_000);
});

describe('at 320 px (WCAG 1.4.10)', () => {
  const j = useBrowser({ width: 320, height: 640 });

  it("keeps the wizard's Siguiente, Lugares and the poster card inside the screen", async () => {
    await apiAccount(j.context, 'angosto', null);
    await j.page.goto(j.url('/setup-profile'));
    await j.page.getByRole('heading', { level: 1, name: '¿Cómo vas a usar Tarjeto?' }).waitFor();
    await tabHasta(j.page, (f) => f.que.startsWith('input'), { max: 10 });
    await tecla(j.page, 'ArrowDown');
    await tecla(j.page, 'Space');
    await tabHasta(j.page, /^Siguiente$/, { max: 5 });
    await j.page.keyboard.press('Enter');
    const siguiente = j.page.getByRole('button', { name: 'Siguiente', exact: true });
    await j.page.getByRole('button', { name: 'Cambiar tipo' }).waitFor();
    const caja = (await siguiente.boundingBox())!;
    expect(caja.x).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width).toBeLessThanOrEqual(320);
    expect(await desborde(j.page)).toBe(0);

    await entrar(j, 'cuichi@demo.tarjeto.mx');
    await j.page.goto(j.url('/negocio-dashboard/ajustes'));
    const cartel = j.page.getByRole('link', { name: 'Cartel para imprimir' });
    await cartel.waitFor();
    const c = (await cartel.boundingBox())!;
    expect(c.x + c.width).toBeLessThanOrEqual(320);
    expect(await desborde(j.page)).toBe(0);

    await entrar(j, 'ana@demo.tarjeto.mx');
    await j.page.goto(j.url('/cliente-dashboard/lugares'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    await j.page.waitForLoadState('networkidle');
    expect(await desborde(j.page)).toBe(0);
    expect(j.errors).toEqual([]);
  }, 60_000);
});

describe('what the eye needs', () => {
  const j = useBrowser(PHONE);

  it('draws the focus as a near-black ring around a marigold one, at least 3:1 on white', async () => {
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    await tecla(j.page, 'Tab');
    const estilo = await j.page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      // Any CSS colour (the theme's are oklch) as the sRGB pixel it paints.
      const rgb = (color: string) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      return { outline: rgb(s.outlineColor), ancho: s.outlineWidth, sombra: s.boxShadow };
    });
    expect(estilo.ancho).toBe('3px');
    expect(estilo.sombra).toContain('rgb(248, 180, 28)');
    // The outer ring against white (19.8:1 for stone-950); the old marigold outline was 1.82:1.
    expect(luminanciaContraste(estilo.outline, [255, 255, 255])).toBeGreaterThan(3);
    // …and the inner marigold against the kiosk's black, for dark surfaces.
    expect(luminanciaContraste([248, 180, 28], [12, 10, 9])).toBeGreaterThan(3);
    expect(luminanciaContraste(estilo.outline, [248, 180, 28])).toBeGreaterThan(9);
  });

  it('stills the spinner with reduced motion, and makes looping animations play once', async () => {
    const quieto = await j.context.browser()!.newContext({
      viewport: PHONE,
      locale: 'es-MX',
      reducedMotion: 'reduce',
    });
    const page = await quieto.newPage();
    await page.goto(j.url('/para-negocios'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reducido = await page.evaluate(() => {
      const prueba = (clase: string) => {
        const el = document.createElement('span');
        el.className = clase;
        document.body.append(el);
        const s = getComputedStyle(el);
        const r = { nombre: s.animationName, veces: s.animationIterationCount };
        el.remove();
        return r;
      };
      return {
        spinner: prueba('animate-spin motion-reduce:animate-none'),
        pulso: prueba('animate-pulse'),
      };
    });
    expect(reducido.spinner.nombre).toBe('none');
    expect(reducido.pulso.veces).toBe('1');
    await quieto.close();
  });
});

function luminanciaContraste(a: number[], b: number[]) {
  const l = (c: number[]) =>
    c
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [x, y] = [l(a), l(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

// The focus helper itself: a page whose only button disappears would leave the focus on <body>.
describe('the focus check', () => {
  const j = useBrowser(PHONE);
  it('catches a focus fallen to <body>', async () => {
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    await j.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect((await foco(j.page)).enBody).toBe(true);
  });
});
