import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';

describe('landing page (SPEC §1)', () => {
  const j = useBrowser();

  it('shows every section in Spanish, with the sample businesses from the API', async () => {
    await j.page.goto(j.url('/'));
    const h1 = j.page.getByRole('heading', { level: 1 });
    expect((await h1.innerText()).toLowerCase()).toContain(
      'todas tus tarjetas de lealtad en un solo lugar',
    );
    expect(await j.page.locator('html').getAttribute('lang')).toBe('es-MX');

    for (const id of ['como-funciona', 'beneficios', 'negocios', 'niveles']) {
      await j.page.locator(`#${id}`).waitFor();
    }
    await j.page.getByText('Más de 100 negocios locales', { exact: false }).first().waitFor();
    // The carousel is fed by /api/negocios/destacados (the demo dataset).
    const carousel = j.page.getByRole('region', { name: 'Negocios de ejemplo' });
    await carousel.getByText('Tacos Cuichi').first().waitFor();
    await carousel.getByText('Mariscos La Perlita').first().waitFor({ state: 'attached' });
    for (const tier of ['BRONCE', 'PLATA', 'ORO', 'RUBÍ']) {
      await j.page.locator('#niveles').getByText(tier, { exact: true }).first().waitFor();
    }
    await j.page.getByRole('heading', { name: 'Lo que dicen en el barrio' }).waitFor();
    await j.page.getByLabel('Correo electrónico').waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(j.errors).toEqual([]);
  });

  it('moves the carousel with its buttons', async () => {
    await j.page.goto(j.url('/'));
    const carousel = j.page.getByRole('region', { name: 'Negocios de ejemplo' });
    await carousel.getByText('Tacos Cuichi').first().waitFor();
    const next = j.page.getByRole('button', { name: 'Negocio siguiente' });
    const current = () =>
      carousel.locator('[aria-current="true"]').first().getAttribute('aria-label');
    const before = await current();
    await next.click();
    await j.page.waitForFunction(
      (label) =>
        document
          .querySelector('[aria-roledescription="carrusel"] [aria-current="true"]')
          ?.getAttribute('aria-label') !== label,
      before,
    );
    expect(await current()).not.toBe(before);
  });

  it("leads 'Registra tu negocio' and 'Ver planes y precios' to Para negocios", async () => {
    await j.page.goto(j.url('/'));
    await j.page.getByRole('link', { name: 'Registra tu negocio' }).first().click();
    await j.page.waitForURL((u) => u.pathname === '/para-negocios');
    await j.page.getByRole('heading', { level: 2, name: 'Así funciona en tu mostrador' }).waitFor();
    expect(await j.page.getByText('en construcción', { exact: false }).count()).toBe(0);

    await j.page.goto(j.url('/'));
    await j.page.getByRole('link', { name: 'Ver planes y precios' }).click();
    await j.page.waitForURL((u) => u.pathname === '/para-negocios' && u.hash === '#precios');
    await j.page.getByRole('heading', { level: 2, name: 'Precios claros, en pesos' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it("keeps the carousel's list a list (axe-core's serious `list` rule)", async () => {
    await j.page.goto(j.url('/'));
    const carousel = j.page.getByRole('region', { name: 'Negocios de ejemplo' });
    await carousel.getByText('Tacos Cuichi').first().waitFor();
    // axe's rule, run in the page: a list that is still a list holds only unchanged <li>s.
    const problems = await carousel.evaluate((root) =>
      Array.from(root.querySelectorAll('ul, ol'))
        .filter((l) => !l.getAttribute('role') || l.getAttribute('role') === 'list')
        .flatMap((l) => Array.from(l.children))
        .filter(
          (c) =>
            !['SCRIPT', 'TEMPLATE'].includes(c.tagName) &&
            !(
              c.tagName === 'LI' &&
              (!c.getAttribute('role') || c.getAttribute('role') === 'listitem')
            ),
        )
        .map((c) => `${c.tagName} role=${c.getAttribute('role')}`),
    );
    expect(problems).toEqual([]);
    // Each slide is still announced as a slide.
    expect(await carousel.getByRole('group', { name: /^1 de \d+:/ }).count()).toBe(1);
  });

  it('subscribes to the newsletter: valid, invalid, duplicate', async () => {
    await j.page.goto(j.url('/'));
    const input = j.page.getByLabel('Correo electrónico');
    const submit = j.page.getByRole('button', { name: 'Suscribirme' });

    await input.fill('no-es-un-correo');
    await submit.click();
    await j.page.getByText('Correo electrónico inválido').waitFor();

    await input.fill('');
    await submit.click();
    await j.page.getByText('El correo electrónico es requerido').waitFor();

    const email = `vecina.${Date.now()}@example.mx`;
    await input.fill(email);
    await submit.click();
    await j.page.getByRole('status').filter({ hasText: '¡Gracias!' }).waitFor();
    expect(await input.inputValue()).toBe('');

    await input.fill(email.toUpperCase());
    await submit.click();
    await j.page.getByText('Este correo ya está suscrito a nuestro boletín.').first().waitFor();
    expect(j.errors).toEqual([]);
  });
});

describe('landing on a phone', () => {
  const j = useBrowser(PHONE);

  it('opens and closes the mobile menu', async () => {
    await j.page.goto(j.url('/'));
    const open = j.page.getByRole('button', { name: 'Abrir menú' });
    await open.click();
    const menu = j.page.getByRole('navigation', { name: 'Menú' });
    await menu.waitFor();
    const close = j.page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const panel = j.page.locator('#menu-movil');
    await panel.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await j.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await j.page.getByRole('button', { name: 'Abrir menú' }).click();
    await panel.getByRole('link', { name: 'Iniciar sesión' }).click();
    await j.page.waitForURL((u) => u.pathname === '/login');
  });

  it('fits a 390-px screen without sideways scrolling', async () => {
    await j.page.goto(j.url('/'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await j.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
