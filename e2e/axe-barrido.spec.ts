import { describe, expect, it } from 'vitest';
import { entrarAlDemo } from './support/account.ts';
import { apiNegocio } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { generarCodigo, pairKiosk, useKioskBrowser } from './support/kiosk.ts';

// Issue 26 B5: the screens where axe-core found serious problems — a <dl> whose groups held more
// than <dt>/<dd> (Programa's season figures, Mi negocio's totals), a chip at 4.05:1 on
// /para-negocios — and the Nexo screen with its device connected, swept at both widths with the
// demo's Tacos Cuichi (read only) and a business of their own for the Nexo.

const { openKiosk } = useKioskBrowser();

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('axe-core sweep (%s)', (_, viewport) => {
  const j = useBrowser(viewport);

  it('finds nothing serious on /para-negocios', async () => {
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    // The kiosk picture's chip, among the rest.
    await j.page.getByText('2x1 en café de olla').first().waitFor({ state: 'attached' });
    expect(await violacionesGraves(j.page)).toEqual([]);
  });

  it('finds nothing serious on Programa and Mi negocio', async () => {
    await entrarAlDemo(j, 'cuichi@demo.tarjeto.mx');
    await j.page.goto(j.url('/negocio-dashboard/programa'));
    await j.page.getByRole('heading', { name: 'Temporada actual' }).waitFor();
    await j.page.getByText('Subidas de nivel').first().waitFor();
    expect(await violacionesGraves(j.page)).toEqual([]);

    await j.page.goto(j.url('/negocio-dashboard/mi-negocio'));
    await j.page.getByRole('definition').first().waitFor();
    await j.page.getByText('Visitas totales').waitFor();
    expect(await violacionesGraves(j.page)).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('finds nothing serious on the Nexo screen with its device connected, nor at the kiosk', async () => {
    await apiNegocio(j.context, 'negocio-axe', 'Tortas La Accesible');
    await j.page.goto(j.url('/negocio-dashboard/nexo'));
    const code = await generarCodigo(j.page);
    expect(await violacionesGraves(j.page)).toEqual([]);
    const kiosk = await openKiosk(j, viewport);
    await pairKiosk(kiosk.page, code, 'Tablet de la caja');
    await j.page.getByText('En línea', { exact: true }).first().waitFor({ timeout: 10_000 });
    await j.page.getByText('Tablet de la caja').first().waitFor();
    expect(await violacionesGraves(j.page)).toEqual([]);
    expect(await violacionesGraves(kiosk.page)).toEqual([]);
    await kiosk.context.close();
    expect(j.errors).toEqual([]);
  }, 90_000);
});
