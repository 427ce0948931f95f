import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn } from './support/account.ts';
import { apiAccount, negocioData } from './support/api-account.ts';
import { violacionesGraves } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';

// Issue 26 B1 and B8, on a phone, as the demo's Ana: Lugares → Mi cartera fits the screen at 390
// and 320 px (it was 427 px wide, its level badges cut to "SIN NIVE", "RUB"), and each card on
// Inicio opens that card in detail — visits, level, offers, the business's page.

/** The page does not scroll sideways. */
async function sinDesbordar(page: Page) {
  const { scroll, ancho } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    ancho: document.documentElement.clientWidth,
  }));
  expect(scroll, `scrollWidth ${scroll} > clientWidth ${ancho}`).toBeLessThanOrEqual(ancho);
}

/** Every level badge and category line of the wallet is whole and on screen. */
async function carteraEntera(page: Page) {
  const cartera = page.getByRole('tabpanel');
  await cartera.getByRole('article').first().waitFor();
  const problemas = await cartera.evaluate((panel) => {
    const ancho = document.documentElement.clientWidth;
    const out: string[] = [];
    const tarjetas = Array.from(panel.querySelectorAll('article'));
    for (const a of tarjetas) {
      const pill = a.querySelector('[data-nivel]') as HTMLElement | null;
      const categoria = a.querySelector('h3 + p') as HTMLElement | null;
      for (const el of [pill, pill?.firstElementChild as HTMLElement | null, categoria]) {
        if (!el) {
          out.push(`${a.getAttribute('aria-labelledby')}: falta una parte`);
          continue;
        }
        const r = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || r.right > ancho + 0.5 || r.left < -0.5)
          out.push(`${el.textContent} cortado (${Math.round(r.left)}–${Math.round(r.right)})`);
      }
    }
    return { n: tarjetas.length, out };
  });
  expect(problemas.n).toBeGreaterThan(1);
  expect(problemas.out).toEqual([]);
}

describe("the customer's wallet and cards on a phone", () => {
  const j = useBrowser(PHONE);

  it('Mi cartera fits 390 and 320 px, badges and categories whole', async () => {
    // A place with a long line of categories, as the one that pushed the page to 427 px.
    const base = negocioData('Cocina Económica Doña Guadalupe');
    await apiAccount(j.context, 'negocio-categorias', {
      userType: 'business',
      profileData: {
        ...base,
        informacionGeneral: {
          ...base.informacionGeneral,
          categoria: ['comida-saludable', 'comida-mexicana', 'comida-rapida'],
        },
      },
    });
    const { codigo } = (await (await j.page.request.get(j.url('/api/negocio/profile'))).json())
      .data;
    await j.context.clearCookies();
    await logIn(j, 'ana@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    const agregada = await j.page.request.post(j.url('/api/cliente/tarjetas'), {
      headers: { origin: j.url('') },
      data: { codigoNegocio: codigo },
    });
    expect(agregada.status(), await agregada.text()).toBe(201);
    await j.page.goto(j.url('/cliente-dashboard/lugares'));
    await carteraEntera(j.page);
    await sinDesbordar(j.page);
    await j.page.setViewportSize({ width: 320, height: 720 });
    await carteraEntera(j.page);
    await sinDesbordar(j.page);
    expect(j.errors).toEqual([]);
  });

  it("a card on Inicio opens that card's detail: level, visits, offers, its page", async () => {
    await logIn(j, 'ana@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/cliente-dashboard');
    const enlace = j.page
      .getByRole('region', { name: 'Mis tarjetas' })
      .getByRole('link', { name: /^Tarjeta de / })
      .first();
    const nombre = (await enlace.getByRole('article').getAttribute('aria-label'))!.replace(
      /^Tarjeta de /,
      '',
    );
    await enlace.click();
    await j.page.waitForURL((u) => /^\/cliente-dashboard\/lugares\/[^/]+$/.test(u.pathname));
    await j.page.getByRole('heading', { level: 1, name: nombre }).waitFor();
    await j.page.getByRole('article', { name: `Tarjeta de ${nombre}` }).waitFor();
    for (const dato of ['Tu nivel', 'Esta temporada', 'En total', 'Última visita'])
      await j.page.locator('dt', { hasText: dato }).waitFor();
    await j.page.getByRole('region', { name: 'Niveles' }).waitFor();
    await j.page.getByRole('region', { name: 'Ofertas' }).waitFor();
    const pagina = j.page.getByRole('link', { name: 'Ver su página' });
    expect(await pagina.getAttribute('href')).toMatch(/^\/negocio\/[^/]+$/);
    await sinDesbordar(j.page);
    expect(await violacionesGraves(j.page)).toEqual([]);
    await j.page.setViewportSize({ width: 320, height: 720 });
    await sinDesbordar(j.page);

    // Its page, and back.
    await pagina.click();
    await j.page.waitForURL((u) => u.pathname.startsWith('/negocio/'));
    await j.page.getByText('Tu tarjeta en este lugar').waitFor();
    expect(j.errors).toEqual([]);
  });
});
