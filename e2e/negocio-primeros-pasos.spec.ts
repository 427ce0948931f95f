import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiNegocio, perfilNegocio, promocionPorApi } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import {
  clienteConCodigo,
  generarCodigo,
  pairKiosk,
  typeCode,
  useKioskBrowser,
} from './support/kiosk.ts';

// Issue 26 B6 and B7 on a 390-px phone: a brand-new business's Inicio opens on a start checklist
// (pair a Nexo, a first promotion, the counter poster, a first visit) above the week's figures,
// which come before the quick tiles; each step links to where it is done and is ticked as the
// business really does it; once all four are done the checklist is gone and the figures lead.

const { openKiosk } = useKioskBrowser();

const arriba = async (page: Page, region: string) =>
  (await page.getByRole('region', { name: region }).boundingBox())!.y;

async function aInicio(page: Page) {
  await page
    .getByRole('navigation', { name: 'Secciones del negocio' })
    .getByRole('link', { name: 'Inicio' })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === '/negocio-dashboard');
  await page.getByRole('region', { name: 'Resumen rápido' }).waitFor();
}

describe("a new business's Inicio on a phone", () => {
  const j = useBrowser(PHONE);

  it('starts with the checklist, then the figures; each step ticks from what the business does', async () => {
    const page = j.page;
    // window.print() would open the print preview; the journey only needs to know it was asked.
    await j.context.addInitScript(() => {
      window.print = () => {
        (window as unknown as { impreso: boolean }).impreso = true;
        window.dispatchEvent(new Event('beforeprint'));
      };
    });
    await apiNegocio(j.context, 'negocio-primeros', 'Tacos Primeros Pasos');
    await page.goto(j.url('/negocio-dashboard'));
    const lista = page.getByRole('region', { name: 'Para empezar' });
    await lista.getByText('0 de 4').waitFor();
    await page.getByRole('region', { name: 'Resumen rápido' }).waitFor();
    await page.getByRole('region', { name: 'Accesos rápidos' }).waitFor();

    // B7: on the first screen, the checklist, then the figures, then the tiles.
    const yLista = await arriba(page, 'Para empezar');
    const yCifras = await arriba(page, 'Resumen rápido');
    const yAccesos = await arriba(page, 'Accesos rápidos');
    expect(yLista).toBeLessThan(300);
    expect(yLista).toBeLessThan(yCifras);
    expect(yCifras).toBeLessThan(yAccesos);
    expect(await violacionesGraves(page)).toEqual([]);

    // 1. Pair a Nexo, from the checklist's link.
    await lista.getByRole('link', { name: 'Vincular Nexo' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/nexo');
    const kiosk = await openKiosk(j);
    await pairKiosk(kiosk.page, await generarCodigo(page));
    await page.getByText('En línea', { exact: true }).first().waitFor({ timeout: 15_000 });
    await aInicio(page);
    await lista.getByText('1 de 4').waitFor();
    await lista.getByText('Nexo vinculado').waitFor();

    // 2. A first promotion: the link opens Ofertas on 'Crear'; made through the API it uses.
    await lista.getByRole('link', { name: 'Crear promoción' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ofertas');
    expect(new URL(page.url()).searchParams.get('vista')).toBe('crear');
    const perfil = await perfilNegocio(page.request);
    await promocionPorApi(page.request, {
      negocioID: perfil.publicID,
      titulo: 'Quinta visita con 10 % menos',
      descripcion: 'En tu quinta visita, 10 % de descuento.',
      tipoPromo: { tipo: 'regular' },
    });
    await page.reload();
    await aInicio(page);
    await lista.getByText('2 de 4').waitFor();
    await lista.getByText('Promoción creada').waitFor();

    // 3. The counter poster, printed from its page.
    await lista.getByRole('link', { name: 'Ver el cartel' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes/cartel');
    await page.getByRole('button', { name: 'Imprimir cartel' }).click();
    expect(await page.evaluate(() => (window as unknown as { impreso?: boolean }).impreso)).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Volver a Ajustes' }).click();
    await aInicio(page);
    await lista.getByText('3 de 4').waitFor();
    await lista.getByText('Cartel impreso').waitFor();

    // 4. A first visit, at the counter.
    const cliente = await clienteConCodigo(j, 'Paula Primera', 'cliente-primeros');
    await typeCode(kiosk.page, await cliente.codigo());
    await kiosk.page.getByRole('heading', { name: '¡Listo! Visita registrada' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Resumen rápido' }).waitFor();
    await page.getByRole('region', { name: 'Accesos rápidos' }).waitFor();
    expect(await lista.count()).toBe(0);
    // Done: the figures lead, still before the tiles.
    expect(await arriba(page, 'Resumen rápido')).toBeLessThan(300);
    expect(await arriba(page, 'Resumen rápido')).toBeLessThan(
      await arriba(page, 'Accesos rápidos'),
    );

    await Promise.all([kiosk.context.close(), cliente.context.close()]);
    expect(j.errors).toEqual([]);
  }, 150_000);
});
