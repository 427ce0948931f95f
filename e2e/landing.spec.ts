import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, type Journey } from './support/browser.ts';

/** Footer pages the spec leaves as an under-construction notice (SPEC §2, footer information page). */
const EN_CONSTRUCCION = new Set(
  [
    'noticias',
    'historias-exito',
    'descargar-app',
    'beneficios',
    'promociones-exclusivas',
    'soporte',
  ].map((slug) => `/footer/${slug}`),
);

/** The landing's sections, the business page and the two account buttons, as a guest sees them. */
const ENLACES_DEL_MENU = [
  'Cómo funciona',
  'Beneficios',
  'Negocios',
  'Niveles',
  'Para negocios',
  'Iniciar sesión',
  'Crear cuenta',
];

type Zona = 'header' | 'menu' | 'footer';
const ZONAS: Record<Zona, string> = {
  header: 'header > div:first-child a',
  menu: '#menu-movil a',
  footer: 'footer a',
};

/** Each link of one part of the public header or footer, as [text, href]. */
async function enlacesDe(j: Journey, inicio: string, zona: Zona) {
  await j.page.goto(j.url(inicio));
  await j.page.getByRole('heading', { level: 1 }).first().waitFor();
  const enlaces = await j.page
    .locator(ZONAS[zona])
    .evaluateAll((as) =>
      as.map(
        (a) =>
          [
            a.getAttribute('aria-label') ?? (a.textContent ?? '').trim(),
            a.getAttribute('href')!,
          ] as const,
      ),
    );
  expect(enlaces.length).toBeGreaterThan(0);
  return enlaces;
}

/**
 * Opens `inicio`, follows the link (from the phone menu when `zona` is 'menu') and checks it lands
 * where its address says: no redirect, a real page, and on a section link, that section in view.
 */
async function seguir(j: Journey, inicio: string, zona: Zona, n: number, href: string) {
  const { page } = j;
  await page.goto(j.url(inicio));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (zona === 'menu') await page.getByRole('button', { name: 'Abrir menú' }).click();
  const destino = new URL(href, page.url());
  await page.locator(ZONAS[zona]).nth(n).click();
  const llego = (u: URL) => u.pathname === destino.pathname && u.hash === destino.hash;
  await page.waitForURL(llego);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (destino.hash) {
    const id = decodeURIComponent(destino.hash.slice(1));
    // The section is on screen, just under the sticky header, not the top of the page.
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      const alFondo = window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
      return top !== undefined && top > -2 && (top < 120 || (alFondo && top < window.innerHeight));
    }, id);
  }
  await page.waitForTimeout(300);
  expect(llego(new URL(page.url())), `${href} → ${page.url()}`).toBe(true);
  const obras = await page.getByText('en construcción', { exact: false }).count();
  expect(obras > 0, `${href}: en construcción`).toBe(EN_CONSTRUCCION.has(destino.pathname));
}

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
    await j.page.getByText('Taquerías, cafés, panaderías y marisquerías').waitFor();
    // No invented figure about how many businesses use Tarjeto.
    expect(await j.page.getByText(/más de \d+ negocios/i).count()).toBe(0);
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

describe('first load', () => {
  const j = useBrowser();

  it('of the landing and of a dashboard address logs no warning or error', async () => {
    const avisos: string[] = [];
    j.page.on('console', (m) => {
      // The 401 of the first auth check is the app at work (as in support/browser.ts).
      if ((m.type() === 'warning' || m.type() === 'error') && !/status of 4\d\d/.test(m.text()))
        avisos.push(`${m.type()}: ${m.text()}`);
    });
    await j.page.goto(j.url('/'));
    await j.page
      .getByRole('region', { name: 'Negocios de ejemplo' })
      .getByText('Tacos Cuichi')
      .first()
      .waitFor();
    expect(avisos).toEqual([]);

    // Signed in through the API, then a fresh load straight onto a lazy dashboard screen.
    const res = await j.page.request.post(j.url('/api/auth/login'), {
      data: { email: 'cafe@demo.tarjeto.mx', contrasena: 'Tarjeto-demo-2026' },
      headers: { origin: j.url('') },
    });
    expect(res.status()).toBe(200);
    await j.page.goto(j.url('/negocio-dashboard/estadisticas'));
    await j.page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
    await j.page.goto(j.url('/negocio-dashboard'));
    await j.page.getByText('Visitas de la semana').first().waitFor();
    expect(avisos).toEqual([]);
  });
});

describe("the landing's links", () => {
  const j = useBrowser();

  it('header: each leads to its page or section', async () => {
    const enlaces = await enlacesDe(j, '/', 'header');
    expect(enlaces.map(([texto]) => texto)).toEqual(['Tarjeto, inicio', ...ENLACES_DEL_MENU]);
    for (const [i, [, href]] of enlaces.entries()) await seguir(j, '/', 'header', i, href);
    expect(j.errors).toEqual([]);
  });

  it('footer: each leads to a real page, or to the notice the spec keeps', async () => {
    const enlaces = await enlacesDe(j, '/', 'footer');
    expect(enlaces).toHaveLength(15);
    for (const [i, [, href]] of enlaces.entries()) await seguir(j, '/', 'footer', i, href);
    expect(j.errors).toEqual([]);
  }, 120_000);
});

describe('landing on a phone', () => {
  const j = useBrowser(PHONE);

  it.each(['/', '/para-negocios'])(
    "from %s, each link of the phone menu leads to its page or the landing's section",
    async (inicio) => {
      const enlaces = await enlacesDe(j, inicio, 'menu');
      expect(enlaces.map(([texto]) => texto)).toEqual(ENLACES_DEL_MENU);
      for (const [i, [, href]] of enlaces.entries()) await seguir(j, inicio, 'menu', i, href);
      expect(j.errors).toEqual([]);
    },
  );

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
