import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

// One Chromium per journey file, a fresh context (cookies, storage) per test. Any console error or
// failed page request fails the test: a product page must load clean.

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Journey {
  page: Page;
  context: BrowserContext;
  url: (path: string) => string;
  /** Console errors and page errors seen so far in this test. */
  errors: string[];
}

/**
 * The journey's current page as a browser without JavaScript gets it — same session cookies, a
 * context of its own (closed with the journey's) — to check what the server's HTML alone shows.
 */
export async function sinScripts(j: Journey): Promise<Page> {
  const browser = j.context.browser()!;
  const contexto = await browser.newContext({
    viewport: j.page.viewportSize() ?? undefined,
    javaScriptEnabled: false,
  });
  await contexto.addCookies(await j.context.cookies());
  // Closed with the journey's; at the end of a file the browser may be gone first, and closing
  // a context of a closed browser rejects — nothing is left to close then.
  j.context.on('close', () => void contexto.close().catch(() => {}));
  const pagina = await contexto.newPage();
  const respuesta = await pagina.goto(j.page.url());
  if (!respuesta?.ok()) throw new Error(`${j.page.url()} respondió ${respuesta?.status()}`);
  return pagina;
}

/**
 * A client address of its own for each test's browser (the e2e server believes X-Forwarded-For
 * from loopback, as behind a proxy): the journeys sign in and sign up dozens of times, and as one
 * address they would meet the per-address limits a real shop's counter never does.
 */
export const direccionPropia = () =>
  `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export function useBrowser(
  viewport: { width: number; height: number } = DESKTOP,
  opciones: { direccionPropia?: boolean } = {},
) {
  let browser: Browser;
  const journey = {} as Journey;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const baseUrl = inject('baseUrl');
    journey.context = await browser.newContext({
      viewport,
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
      // Not for a page on another origin calling the API: the header would need a preflight.
      ...(opciones.direccionPropia === false
        ? {}
        : { extraHTTPHeaders: { 'x-forwarded-for': direccionPropia() } }),
    });
    journey.page = await journey.context.newPage();
    journey.page.setDefaultTimeout(10_000);
    journey.url = (p: string) => `${baseUrl}${p}`;
    journey.errors = [];
    journey.page.on('console', (msg) => {
      // Expected 4xx answers (401 from the auth check, 409 from a duplicate) are the app at work.
      if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text()))
        journey.errors.push(msg.text());
    });
    journey.page.on('pageerror', (err) => journey.errors.push(err.message));
  });
  afterEach(async () => {
    await journey.context?.close();
  });

  return journey;
}
