import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('footer information pages (SPEC §2)', () => {
  const j = useBrowser();

  it('titles an under-construction page from its slug', async () => {
    await j.page.goto(j.url('/'));
    await j.page.locator('footer').getByRole('link', { name: 'Historias de éxito' }).click();
    await j.page.waitForURL((u) => u.pathname === '/footer/historias-exito');
    // Client-side navigation: wait for the new screen, not the landing's heading still on screen.
    const h1 = j.page.getByRole('heading', { level: 1, name: 'Historias Exito', exact: true });
    await h1.waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await j.page.getByText('en construcción', { exact: false }).first().waitFor();
    await j.page.waitForFunction(() => document.title.includes('Historias Exito'));
    await j.page.getByText(`© ${new Date().getFullYear()}`, { exact: false }).first().waitFor();
    await j.page.getByRole('link', { name: 'Volver al inicio' }).click();
    await j.page.waitForURL((u) => u.pathname === '/');
  });

  it('links every slug of the spec from the footer', async () => {
    await j.page.goto(j.url('/'));
    await j.page.locator('footer a[href^="/footer/"]').first().waitFor();
    const hrefs = await j.page
      .locator('footer a[href^="/footer/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
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
    expect(new Set(hrefs)).toEqual(new Set(slugs.map((s) => `/footer/${s}`)));
  });

  it.each([
    ['privacidad', 'Privacidad', 'Ley Federal de Protección de Datos Personales'],
    ['terminos-condiciones', 'Terminos Condiciones', 'México'],
    ['que-es-tarjeto', 'Que Es Tarjeto', 'Tarjeto'],
    ['como-funciona', 'Como Funciona', 'Nexo'],
    ['faq', 'Faq', '¿Qué pasa al terminar la temporada?'],
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
