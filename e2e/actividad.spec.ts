import { describe, expect, it } from 'vitest';
import { PASSWORD, logIn } from './support/account.ts';
import { apiNegocio, promocionPorApi } from './support/api-account.ts';
import { DESKTOP, PHONE, useBrowser, type Journey } from './support/browser.ts';
import { generarCodigo, pairKiosk, useKioskBrowser } from './support/kiosk.ts';

// Issue 14, the account's activity as its owner meets it: a taquería's owner signs in, pairs the
// counter's phone as its Nexo, creates a promotion and unpairs the Nexo from the dashboard, and
// then finds each of those in Ajustes → 'Actividad de la cuenta', in Spanish, on the business's
// clock, filtered by kind; on a phone the demo owner's weeks of activity read without sideways
// scrolling.

const { openKiosk } = useKioskBrowser();

/** The signed-in business's public id. */
async function negocioDe(j: Journey) {
  const res = await j.page.request.get(j.url('/api/negocio/profile'));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.publicID as string;
}

/** The activity list's lines, as text, newest first. */
const lineas = async (j: Journey) =>
  (await j.page.locator('main li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

describe('Actividad de la cuenta', () => {
  const j = useBrowser(DESKTOP);

  it('shows the owner what was just done with the account, filtered by kind', async () => {
    const email = await apiNegocio(j.context, 'negocio-actividad', 'Taquería La Bitácora');
    const { page } = j;

    // A sign-in through the login screen.
    await j.context.clearCookies();
    await logIn(j, email, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard');

    // The counter's phone paired with a code from the Nexo page.
    await page.goto(j.url('/negocio-dashboard/nexo'));
    const kiosk = await openKiosk(j);
    await pairKiosk(kiosk.page, await generarCodigo(page));
    await kiosk.context.close();

    // A promotion, made through the API the form uses.
    const negocioID = await negocioDe(j);
    await promocionPorApi(page.request, {
      negocioID,
      titulo: '2x1 en tacos al pastor',
      descripcion: 'La segunda orden va por la casa.',
      tipoPromo: { tipo: 'regular' },
    });

    // Unpairing from the Nexo page.
    await page.reload();
    await page.getByRole('button', { name: 'Desvincular Nexo' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Desvincular este Nexo?' })
      .getByRole('button', { name: 'Sí, desvincular' })
      .click();
    await page.getByRole('button', { name: 'Desvincular Nexo' }).waitFor({ state: 'detached' });

    // Ajustes → Ver actividad.
    await page.getByRole('link', { name: 'Ajustes' }).first().click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes');
    await page.getByRole('link', { name: 'Ver actividad' }).click();
    await page.waitForURL((u) => u.pathname === '/negocio-dashboard/ajustes/actividad');
    await page.getByRole('heading', { level: 1, name: 'Actividad de la cuenta' }).waitFor();
    const hoy = page.getByRole('region', { name: 'Hoy' });
    await hoy.waitFor();
    const texto = await lineas(j);
    expect(texto[0]).toMatch(/^Nexo desvinculado: .+ Tú · En .+ · IP [\d.:a-f]+ \d\d:\d\d$/);
    expect(texto[1]).toMatch(/^Promoción creada: 2x1 en tacos al pastor Tú/);
    expect(texto[2]).toMatch(/^Nexo vinculado: .+ En .+ · IP /);
    expect(texto[3]).toMatch(/^Código de vinculación generado para un Nexo Tú · IP /);
    expect(texto[4]).toMatch(/^Inicio de sesión Tú · IP /);
    expect(texto).toHaveLength(5);
    // The hour is Mexico City's, as the browser's own clock (set to that zone) shows it now.
    const ahora = new Intl.DateTimeFormat('es-MX', {
      timeZone: 'America/Mexico_City',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const hora = await hoy.locator('time').first().textContent();
    const diferencia = Math.abs(minutos(hora!) - minutos(ahora));
    expect(Math.min(diferencia, 24 * 60 - diferencia)).toBeLessThanOrEqual(2);

    // Only the Nexos.
    await page.getByLabel('Mostrar').selectOption({ label: 'Nexos' });
    await page.waitForURL((u) => u.search === '?tipo=nexo');
    await expect.poll(async () => (await lineas(j)).length).toBe(3);
    expect(
      (await lineas(j)).every(
        (l) => l.startsWith('Nexo ') || l.startsWith('Código de vinculación'),
      ),
    ).toBe(true);
    // Nothing of a kind that never happened: the way back to everything.
    await page.getByLabel('Mostrar').selectOption({ label: 'Canjes' });
    await page.getByText('No hay actividad de este tipo').waitFor();
    await page.getByRole('button', { name: 'Ver toda la actividad' }).click();
    await expect.poll(async () => (await lineas(j)).length).toBe(5);
    expect(j.errors).toEqual([]);
  });
});

describe('Actividad de la cuenta on a phone', () => {
  const j = useBrowser(PHONE);

  it('reads the demo owner’s weeks of activity without sideways scrolling, and loads more', async () => {
    await logIn(j, 'cuichi@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await j.page.goto(j.url('/negocio-dashboard/ajustes/actividad'));
    await j.page.getByRole('region', { name: 'Hoy' }).waitFor();
    const antes = (await lineas(j)).length;
    expect(antes).toBe(25);
    const texto = await lineas(j);
    expect(texto[0]).toMatch(/^Inicio de sesión Tú · IP /);
    expect(texto.some((l) => /^Canje: .+ — .+ \(.+\)/.test(l))).toBe(true);
    await j.page.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(async () => (await lineas(j)).length).toBe(50);
    const ancho = await j.page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(390);
    expect(j.errors).toEqual([]);
  });
});

function minutos(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}
