import { describe, expect, it } from 'vitest';
import { nexoVisitasResponseSchema } from '@tarjeto/shared';
import { apiNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser, type Journey } from './support/browser.ts';
import { writeY4m } from './support/camera.ts';
import {
  clienteConCodigo,
  generarCodigo,
  pairKiosk,
  typeCode,
  useKioskBrowser,
} from './support/kiosk.ts';

// Issue 8's journeys: a business pairs a phone as its Nexo, the kiosk reads a customer's QR through
// its camera, the same code again waits out the cooldown, a typed code counts, unpairing locks the
// kiosk out — and a kiosk that lost its connection sends what it scanned, once, when it is back.

/** A second Chromium: the counter's phone, whose camera sees whatever `camera` holds. */
const { camera, openKiosk } = useKioskBrowser();

async function visitasDelNexo(j: Journey) {
  const profile = await (await j.page.request.get(j.url('/api/negocio/profile'))).json();
  const nexoID = profile.data.establecimientos[0].nexoID as string;
  const res = await j.page.request.get(j.url(`/api/nexo/${nexoID}/visitas?limit=20`));
  return nexoVisitasResponseSchema.parse(await res.json()).data;
}

describe('the Nexo at the counter', () => {
  const j = useBrowser(DESKTOP);

  it('pairs a phone, reads a QR through its camera, waits out the cooldown, takes a typed code and stops when unpaired', async () => {
    await apiNegocio(j.context, 'negocio-nexo', 'Tacos El Mostrador');
    await j.page.goto(j.url('/negocio-dashboard'));
    await j.page.getByRole('link', { name: 'Nexo' }).first().click();
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard/nexo');
    await j.page.getByText('Desconectado').first().waitFor();
    const code = await generarCodigo(j.page);

    // The customer's phone shows their QR; the counter's camera is pointed at it.
    const lucia = await clienteConCodigo(j, 'Lucía Cámara');
    const qr = await lucia.page.getByRole('img', { name: /Código QR de tu visita/ }).screenshot();
    const codigoLucia = await lucia.codigo();
    await writeY4m(camera, qr);

    const kiosk = await openKiosk(j);
    // It beats as soon as it is paired (then every minute): the server hears from it.
    const latido = kiosk.page.waitForResponse((r) => r.url().endsWith('/api/nexo/latido'));
    await pairKiosk(kiosk.page, code, 'Caja del mostrador');
    expect((await latido).status()).toBe(200);
    // The dashboard, polling every 3 s, sees the device arrive, heard from: En línea.
    await j.page.getByText('En línea', { exact: true }).first().waitFor({ timeout: 10_000 });
    // The kiosk names the business once, and itself.
    const header = kiosk.page.getByRole('banner');
    expect(await header.getByText('Tacos El Mostrador').count()).toBe(1);
    expect(await header.getByTestId('nexo-dispositivo').textContent()).toBe(
      'Este Nexo: Caja del mostrador',
    );

    // Read through the camera: no typing.
    await kiosk.page
      .getByRole('heading', { name: '¡Listo! Visita registrada' })
      .waitFor({ timeout: 20_000 });
    await kiosk.page.getByText('Lucía Cámara').first().waitFor();
    await kiosk.page.getByText('¡Primera visita! Ya tiene su tarjeta').first().waitFor();
    await kiosk.page.getByRole('button', { name: /Siguiente cliente/ }).click();
    // Her phone is still in front of the camera: the counter says why nothing happens.
    await kiosk.page
      .getByText('Este código ya se leyó. Espera a que cambie o pide al cliente que lo actualice.')
      .waitFor();

    // The same code typed again: judged already (each code once), so the kiosk asks for her
    // current one…
    await typeCode(kiosk.page, codigoLucia);
    await kiosk.page
      .getByText('Este código ya se usó. Pide al cliente que muestre su código actual.')
      .first()
      .waitFor();
    await kiosk.page.getByRole('button', { name: /Siguiente cliente/ }).click();
    // …and her next code meets the cooldown, with the time on a 24-hour clock.
    await typeCode(kiosk.page, await lucia.codigoSiguiente(codigoLucia));
    await kiosk.page
      .getByRole('heading', { name: 'Lucía Cámara ya registró su visita hoy' })
      .waitFor();
    expect(await kiosk.page.getByText(/^Su siguiente visita cuenta/).textContent()).toMatch(
      /^Su siguiente visita cuenta (mañana )?a partir de las? \d{2}:\d{2}\.$/,
    );
    await kiosk.page.getByRole('button', { name: /Siguiente cliente/ }).click();

    // A typed code counts like a scanned one.
    const mateo = await clienteConCodigo(j, 'Mateo Tecleo');
    await typeCode(kiosk.page, await mateo.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    await kiosk.page.getByText('Mateo Tecleo').first().waitFor();

    const visitas = await visitasDelNexo(j);
    expect(visitas.map((v) => v.cliente?.nombre).sort()).toEqual(['Lucía Cámara', 'Mateo Tecleo']);

    // Unpairing from the dashboard: the kiosk's next call is refused and it says why.
    await j.page.getByRole('button', { name: 'Desvincular Nexo' }).click();
    await j.page.getByRole('alertdialog').getByRole('button', { name: 'Sí, desvincular' }).click();
    await j.page.getByText('Desconectado').first().waitFor();
    await kiosk.page.getByRole('button', { name: /Siguiente cliente/ }).click();
    const refused = kiosk.page.waitForResponse((r) => r.url().endsWith('/api/nexo/visitas'));
    await kiosk.page.getByRole('button', { name: 'Visita sin cuenta' }).click();
    expect((await refused).status()).toBe(401);
    await kiosk.page.getByText('Este Nexo fue desvinculado').first().waitFor();
    await kiosk.page.getByRole('button', { name: 'Vincular Nexo' }).waitFor();

    await Promise.all([kiosk.context.close(), lucia.context.close(), mateo.context.close()]);
    expect(j.errors).toEqual([]);
  }, 150_000);

  it('fits a whole code on a 360-px phone, names itself, and reads well at 390 px (axe)', async () => {
    // Nothing in front of the camera: only typed codes here.
    await writeY4m(camera, null);
    await apiNegocio(j.context, 'negocio-angosto', 'Tortas La Angosta');
    await j.page.goto(j.url('/negocio-dashboard/nexo'));
    const code = await generarCodigo(j.page);
    const kiosk = await openKiosk(j, { width: 360, height: 740 });
    await pairKiosk(kiosk.page, code, 'Celular de la caja');
    expect(await kiosk.page.getByTestId('nexo-dispositivo').textContent()).toBe(
      'Este Nexo: Celular de la caja',
    );

    /** The box shows all it holds: nothing scrolled out of sight at either end. */
    const cabe = (label: string) =>
      kiosk.page.getByLabel(label).evaluate((el: HTMLInputElement) => ({
        valor: el.value,
        cabe: el.scrollWidth <= el.clientWidth,
      }));
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).click();
    for (const codigo of ['W669Q-613979', 'WWWWW-000000', 'MMMMM-888888']) {
      await kiosk.page.getByLabel('Escribe el código del cliente').fill(codigo);
      expect(await cabe('Escribe el código del cliente')).toEqual({ valor: codigo, cabe: true });
    }
    await kiosk.page.getByRole('button', { name: 'Volver a escanear' }).click();
    await kiosk.page.getByRole('button', { name: 'Canjear código' }).click();
    await kiosk.page.getByLabel('Escribe el código de canje').fill('WWWWWW');
    expect(await cabe('Escribe el código de canje')).toEqual({ valor: 'WWWWWW', cabe: true });
    await kiosk.page.getByRole('button', { name: 'Volver a escanear' }).click();

    // At 390 px: the counter and the typed code, and the owner's Nexo screen, with no serious
    // accessibility problem.
    await kiosk.page.setViewportSize(PHONE);
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).waitFor();
    expect(await violacionesGraves(kiosk.page)).toEqual([]);
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).click();
    await kiosk.page.getByLabel('Escribe el código del cliente').fill('W669Q-613979');
    expect(await violacionesGraves(kiosk.page)).toEqual([]);
    await j.page.setViewportSize(PHONE);
    await j.page.getByText('En línea', { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await violacionesGraves(j.page)).toEqual([]);

    await kiosk.context.close();
    expect(j.errors).toEqual([]);
  }, 120_000);

  it('keeps scans while offline and sends each once, at the time it was scanned, after the codes expired', async () => {
    await apiNegocio(j.context, 'negocio-offline', 'Café Sin Señal');
    await j.page.goto(j.url('/negocio-dashboard/nexo'));
    const code = await generarCodigo(j.page);
    const kiosk = await openKiosk(j, { width: 1024, height: 768 });
    await pairKiosk(kiosk.page, code);
    const a = await clienteConCodigo(j, 'Ana Sin Señal');
    const b = await clienteConCodigo(j, 'Beto Sin Señal');

    await kiosk.context.setOffline(true);
    const scannedAt: number[] = [];
    for (const customer of [a, b]) {
      scannedAt.push(Date.now());
      await typeCode(kiosk.page, await customer.codigo());
      await kiosk.page.getByText('Guardada sin conexión').first().waitFor();
      await kiosk.page.getByRole('button', { name: /Siguiente cliente/ }).click();
    }
    await kiosk.page
      .getByTitle('Visitas guardadas que se enviarán al volver la conexión')
      .waitFor();
    expect(await visitasDelNexo(j)).toEqual([]);

    // Past the codes' 60 seconds: only the scan time can still vouch for them.
    await new Promise((r) => setTimeout(r, 62_000));
    await kiosk.context.setOffline(false);
    await kiosk.page.getByText('Se enviaron 2 visitas guardadas').waitFor({ timeout: 30_000 });

    const visitas = await visitasDelNexo(j);
    expect(visitas).toHaveLength(2);
    for (const [i, nombre] of ['Ana Sin Señal', 'Beto Sin Señal'].entries()) {
      const v = visitas.find((x) => x.cliente?.nombre === nombre)!;
      expect(Math.abs(new Date(v.fecha).getTime() - scannedAt[i]!)).toBeLessThan(5_000);
      expect(new Date(v.recibida).getTime() - new Date(v.fecha).getTime()).toBeGreaterThan(60_000);
    }
    // Sending again (the menu's "Enviar visitas guardadas", a reload) adds nothing.
    await kiosk.page.reload();
    await kiosk.page.getByRole('button', { name: 'Escribir código' }).waitFor();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await visitasDelNexo(j)).toHaveLength(2);

    await Promise.all([kiosk.context.close(), a.context.close(), b.context.close()]);
    expect(j.errors).toEqual([]);
  }, 180_000);
});
