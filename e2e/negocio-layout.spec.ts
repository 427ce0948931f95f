import { describe, expect, it } from 'vitest';
import { logIn } from './support/account.ts';
import { DESKTOP, PHONE, sinScripts, useBrowser, type Journey } from './support/browser.ts';

// The business dashboard's frame on a phone (issue 10, part 1 and part 7): every section within
// reach from the bottom bar or its 'Más' sheet, the current one shown, and toasts that never sit
// on the header and its 'Cerrar sesión'.

async function entrar(j: Journey) {
  await logIn(j, 'shugu@demo.tarjeto.mx', 'Tarjeto-demo-2026');
  await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
}

describe('the business dashboard on a phone', () => {
  const j = useBrowser(PHONE);

  it('reaches every section from the bottom bar or Más, and shows where the owner is', async () => {
    await entrar(j);
    // Only the bottom bar is shown at 390 px (the side navigation is hidden).
    const bar = j.page.getByRole('navigation', { name: 'Secciones del negocio' });
    await bar.waitFor();
    const enBarra = await bar.getByRole('link').count();
    expect(enBarra).toBeGreaterThanOrEqual(3);
    expect(enBarra).toBeLessThanOrEqual(5);
    const mas = bar.getByRole('button', { name: /^Más/ });
    if ((await mas.count()) === 0) return; // every section fits in the bar

    expect(enBarra).toBeLessThanOrEqual(4);
    expect(await mas.getAttribute('aria-expanded')).toBe('false');
    await mas.click();
    const sheet = j.page.getByRole('dialog', { name: 'Más secciones' });
    await sheet.waitFor();
    expect(await mas.getAttribute('aria-expanded')).toBe('true');
    const primera = sheet.getByRole('link').first();
    const label = (await primera.innerText()).trim();
    const href = (await primera.getAttribute('href'))!;
    // Escape closes it and gives the focus back to 'Más'.
    await j.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await j.page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'dialog',
    );

    await mas.click();
    await primera.click();
    await j.page.waitForURL((u) => u.pathname === href);
    await sheet.waitFor({ state: 'hidden' });
    const actual = bar.getByRole('button', { name: `Más, estás en ${label}` });
    await actual.waitFor();
    // A deep link opens the same section, shown the same way.
    await j.page.reload();
    await actual.waitFor();
    await actual.click();
    expect(await sheet.getByRole('link', { name: label }).getAttribute('aria-current')).toBe(
      'page',
    );

    const overflow = await j.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(j.errors).toEqual([]);
  });

  it('opens on its skeleton, drawn before any script, which the screen then replaces', async () => {
    await entrar(j);
    const principal = j.page.getByRole('heading', { name: /^¡Hola, .+!$/ });
    await principal.waitFor();
    // Without any script the page is still its frame and Inicio's text, not a blank screen.
    const sinJs = await sinScripts(j);
    // (On a phone Inicio's greeting is one line, without the tip under it: issue 26 B7.) The
    // server writes the business's name into it, as the app greets it (issue 29).
    const saludo = (await principal.textContent())!;
    await sinJs.getByText(saludo, { exact: true }).waitFor();
    expect(await sinJs.getByText(/^Aquí ves cómo va tu semana/).count()).toBe(1);
    expect(await sinJs.locator('#root').isVisible()).toBe(false);
    // With them, the screen takes the skeleton's place: one of each, and the real one in view.
    await j.page.reload();
    await principal.waitFor();
    expect(await j.page.locator('#esqueleto').count()).toBe(0);
    expect(await j.page.locator('#root').isVisible()).toBe(true);
    expect(await j.page.getByText(/^Aquí ves cómo va tu semana/).count()).toBe(1);
  });

  it('puts toasts between the header and the bottom bar, leaving Cerrar sesión tappable', async () => {
    await entrar(j);
    await j.page.goto(j.url('/negocio-dashboard/nexo'));
    await j.page.getByText('Actualizado a las', { exact: false }).waitFor();
    // The next refresh of the Nexo's figures fails: the screen says so with an error toast.
    await j.page.route('**/api/nexo/*/stats', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'CONFLICTO',
          message: 'No pudimos actualizar ahora',
        }),
      }),
    );
    await j.page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
    const aviso = j.page.locator('[data-toast-type="error"]');
    await aviso.waitFor();

    const header = (await j.page.getByRole('banner').boundingBox())!;
    const bar = (await j.page
      .getByRole('navigation', { name: 'Secciones del negocio' })
      .boundingBox())!;
    const toast = (await aviso.boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toast.y + toast.height).toBeLessThanOrEqual(bar.y);

    const logout = (await j.page
      .getByRole('banner')
      .getByRole('button', { name: 'Cerrar sesión' })
      .boundingBox())!;
    const tocado = await j.page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
      [logout.x + logout.width / 2, logout.y + logout.height / 2],
    );
    expect(tocado).toContain('Cerrar sesión');
  });
});

/** The visible week labels of 'Visitas por semana', left to right, with where they are drawn. */
async function etiquetasSemanales(j: Journey) {
  const panel = j.page.locator('section').filter({
    has: j.page.getByRole('heading', { name: 'Visitas por semana' }),
  });
  await panel.locator('[data-barras]').waitFor();
  // Give the chart a frame to measure itself after the web font.
  await j.page.evaluate(() => document.fonts.ready);
  await j.page.waitForTimeout(200);
  return panel.locator('[data-etiqueta]').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { texto: e.textContent ?? '', izquierda: r.left, derecha: r.right };
    }),
  );
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('Estadísticas on %s', (_, viewport) => {
  const j = useBrowser(viewport);

  it('fits the screen, with week labels that never run together', async () => {
    await entrar(j);
    for (const periodo of ['7', '30', '90']) {
      await j.page.goto(j.url(`/negocio-dashboard/estadisticas?periodo=${periodo}`));
      await j.page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
      const etiquetas = await etiquetasSemanales(j);
      // The week under way is always labelled; at least every third week has its label.
      expect(etiquetas.at(-1)!.texto).toBe('Hoy');
      expect(etiquetas.length).toBeGreaterThanOrEqual(4);
      for (const [a, b] of etiquetas.slice(0, -1).map((e, i) => [e, etiquetas[i + 1]!] as const))
        expect(b.izquierda - a.derecha, `${a.texto} | ${b.texto}`).toBeGreaterThanOrEqual(4);
      await j.page.getByRole('heading', { name: 'Retención' }).waitFor();
      const overflow = await j.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `periodo ${periodo}`).toBeLessThanOrEqual(0);
    }
    expect(j.errors).toEqual([]);
  });
});
