import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('route table and guest guards (SPEC §2)', () => {
  const j = useBrowser();

  it.each([
    ['/cliente-dashboard', '/login'],
    ['/negocio-dashboard', '/login'],
    ['/verify-email', '/login'],
    ['/setup-profile', '/login'],
  ])('a guest opening %s goes to %s', async (from, to) => {
    await j.page.goto(j.url(from));
    await j.page.waitForURL((u) => u.pathname === to);
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it.each(['/no-existe', '/negocioDashboard', '/about', '/footer'])(
    'an unknown path (%s) goes to /',
    async (from) => {
      await j.page.goto(j.url(from));
      await j.page.waitForURL((u) => u.pathname === '/');
      await j.page.getByRole('heading', { level: 1 }).waitFor();
    },
  );

  it('a guest may open the guest pages', async () => {
    for (const path of ['/login', '/signup']) {
      await j.page.goto(j.url(path));
      await j.page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(j.page.url()).pathname).toBe(path);
    }
  });
});
