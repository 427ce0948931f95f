import { describe, expect, it } from 'vitest';
import { logIn } from './support/account.ts';
import { PHONE, useBrowser } from './support/browser.ts';

describe('footer information pages (SPEC §2)', () => {
  const j = useBrowser();

  it('titles an under-construction page as its footer link names it', async () => {
    await j.page.goto(j.url('/'));
    await j.page.locator('footer').getByRole('link', { name: 'Historias de éxito' }).click();
    await j.page.waitForURL((u) => u.pathname === '/footer/historias-exito');
    // Client-side navigation: wait for the new screen, not the landing's heading still on screen.
    const h1 = j.page.getByRole('heading', { level: 1, name: 'Historias de éxito', exact: true });
    await h1.waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await j.page.getByText('en construcción', { exact: false }).first().waitFor();
    await j.page.waitForFunction(() => document.title.includes('Historias de éxito'));
    // One logo, one spelling, on the information pages as everywhere.
    expect(
      await j.page.locator('header').getByRole('link', { name: 'Tarjeto, inicio' }).innerText(),
    ).toBe('Tarjeto');
    await j.page.getByText(`© ${new Date().getFullYear()}`, { exact: false }).first().waitFor();
    await j.page.getByRole('link', { name: 'Volver al inicio' }).click();
    await j.page.waitForURL((u) => u.pathname === '/');
  });

  it('links every slug of the spec from the footer, the business ones to Para negocios', async () => {
    await j.page.goto(j.url('/'));
    await j.page.locator('footer a[href^="/footer/"]').first().waitFor();
    const hrefs = await j.page
      .locator('footer nav a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const enParaNegocios: Record<string, string> = {
      'registra-negocio': '/para-negocios#registro',
      'como-funciona-negocio': '/para-negocios#como-funciona',
      'planes-precios': '/para-negocios#precios',
    };
    const slugs = [
      'que-es-tarjeto',
      'como-funciona',
      'noticias',
      'historias-exito',
      'descargar-app',
      'beneficios',
      'faq',
      'promociones-exclusivas',
      'registra-negocio',
      'como-funciona-negocio',
      'planes-precios',
      'soporte',
      'privacidad',
      'terminos-condiciones',
    ];
    expect(new Set(hrefs)).toEqual(new Set(slugs.map((s) => enParaNegocios[s] ?? `/footer/${s}`)));
    // An old address of one of them lands on its section, not on "en construcción".
    await j.page.goto(j.url('/footer/planes-precios'));
    await j.page.waitForURL((u) => u.pathname === '/para-negocios' && u.hash === '#precios');
    await j.page.getByRole('heading', { name: 'Precios claros, en pesos' }).waitFor();
  });

  it.each([
    ['privacidad', 'Aviso de privacidad', 'Ley Federal de Protección de Datos Personales'],
    ['terminos-condiciones', 'Términos y condiciones', 'México'],
    ['que-es-tarjeto', 'Qué es Tarjeto', 'Tarjeto'],
    ['como-funciona', 'Cómo funciona', 'Nexo'],
    ['faq', 'Preguntas frecuentes', '¿Qué pasa al terminar la temporada?'],
  ])('/footer/%s has real content', async (slug, title, text) => {
    await j.page.goto(j.url(`/footer/${slug}`));
    expect(await j.page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await j.page.getByText(text, { exact: false }).first().waitFor();
    expect(await j.page.getByText('en construcción', { exact: false }).count()).toBe(0);
    expect(j.errors).toEqual([]);
  });

  it('opens a FAQ answer from the keyboard', async () => {
    await j.page.goto(j.url('/footer/faq'));
    const first = j.page.locator('summary').first();
    await first.focus();
    await j.page.keyboard.press('Enter');
    expect(await j.page.locator('details').first().getAttribute('open')).not.toBeNull();
  });

  it('shows the sample page /footer-example with the default title', async () => {
    await j.page.goto(j.url('/footer-example'));
    expect(await j.page.getByRole('heading', { level: 1 }).innerText()).toBe('Información');
  });
});

describe("'Para negocios' (issue 10)", () => {
  const j = useBrowser();

  it('shows a guest how it works, the Nexo, the prices and the simulator, and starts a business signup', async () => {
    await j.page.goto(j.url('/para-negocios'));
    await j.page
      .getByRole('heading', {
        level: 1,
        name: 'Que tus clientes regresen, y que sepas quiénes son',
      })
      .waitFor();
    for (const name of [
      'Así funciona en tu mostrador',
      'Tu lector de visitas es un celular',
      'Precios claros, en pesos',
      'Ajusta tus niveles sin adivinar',
      'Tu tarjeta de lealtad lista hoy mismo',
    ]) {
      await j.page.getByRole('heading', { level: 2, name }).waitFor();
    }
    expect(await j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await j.page.title()).toBe('Para negocios · Tarjeto');
    await j.page.getByRole('link', { name: 'Ver planes y precios' }).click();
    await j.page.waitForURL((u) => u.hash === '#precios');
    await j.page.waitForFunction(() => {
      const r = document.getElementById('precios')!.getBoundingClientRect();
      return r.top < window.innerHeight / 2 && r.bottom > 0;
    });
    await j.page.getByRole('link', { name: 'Registra tu negocio gratis' }).first().click();
    await j.page.waitForURL((u) => u.pathname === '/signup' && u.search === '?tipo=negocio');
    await j.page.getByRole('heading', { level: 1, name: 'Registra tu negocio' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it('stays open to a signed-in business, with its panel in the header', async () => {
    await logIn(j, 'cuichi@demo.tarjeto.mx', 'Tarjeto-demo-2026');
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(j.page.url()).pathname).toBe('/para-negocios');
    await j.page.getByRole('banner').getByRole('link', { name: 'Ir a mi panel' }).click();
    await j.page.waitForURL((u) => u.pathname === '/negocio-dashboard');
  });
});

describe("'Para negocios' on a phone", () => {
  const j = useBrowser(PHONE);

  it('fits 390 px without sideways scrolling', async () => {
    await j.page.goto(j.url('/para-negocios'));
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await j.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(j.errors).toEqual([]);
  });
});
