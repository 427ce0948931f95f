import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

// Issue 26 A6, 'Done when': with CORS_ORIGINS=http://localhost:5999 (global-setup.ts), a page
// served from that origin signs in and reads the business profile with credentials; any other
// origin is refused (403 on writes, no CORS headers). The pages are served here, on loopback; the
// API is the built server under test, called as http://localhost:<port> — another origin than the
// pages, the same site (localhost, any port), as an app on a sibling subdomain of the API's would
// be in production (docs/security.md § Other origins).

const PERMITIDO = 5999;
const OTRO = 5998;
const PASSWORD = 'Tarjeto-demo-2026';
// A demo business no other journey signs in to or changes.
const EMAIL = 'perlita@demo.tarjeto.mx';

/** A tiny page and an empty favicon, on 127.0.0.1:port (reached as http://localhost:port). */
function servirPagina(port: number) {
  const server = http.createServer((req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="es"><title>Cliente web ${port}</title><p>${port}</p>`);
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', (err) =>
      reject(
        new Error(`No se pudo servir la página de prueba en el puerto ${port}: ${err.message}`),
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

interface Llamada {
  status?: number;
  body?: unknown;
  error?: string;
}

describe('a web client hosted on another origin (CORS_ORIGINS)', () => {
  const j = useBrowser(undefined, { direccionPropia: false });
  const servidores: http.Server[] = [];
  beforeAll(async () => {
    servidores.push(await servirPagina(PERMITIDO), await servirPagina(OTRO));
  });
  afterAll(async () => {
    await Promise.all(servidores.map((s) => new Promise((r) => s.close(r))));
  });

  const api = () => inject('baseUrl').replace('//127.0.0.1:', '//localhost:');

  /** fetch() in the page with the browser's credentials: what the page's script gets. */
  const llamar = (url: string, init: RequestInit = {}) =>
    j.page.evaluate(
      async ({ url, init }): Promise<Llamada> => {
        try {
          const res = await fetch(url, { ...init, credentials: 'include' });
          const text = await res.text();
          return { status: res.status, body: text ? JSON.parse(text) : null };
        } catch (err) {
          return { error: String(err) };
        }
      },
      { url, init },
    );

  const corsHeaders = (headers: Record<string, string>) =>
    Object.keys(headers).filter((h) => h.startsWith('access-control-'));

  it('signs in and reads the business profile from the listed origin; any other is refused', async () => {
    // The listed origin: sign in, then read the profile with the session cookie.
    await j.page.goto(`http://localhost:${PERMITIDO}/`);
    const login = await llamar(`${api()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, contrasena: PASSWORD }),
    });
    expect(login, JSON.stringify(login)).toMatchObject({ status: 200, body: { success: true } });
    const perfil = await llamar(`${api()}/api/negocio/profile`);
    expect(perfil.status, JSON.stringify(perfil)).toBe(200);
    expect(perfil.body).toMatchObject({
      success: true,
      data: { nombreComercial: 'Mariscos La Perlita' },
    });
    const cookies = await j.context.cookies(api());
    expect(cookies.find((c) => c.name === 'tarjeto_sesion')).toMatchObject({ sameSite: 'Lax' });

    // Another origin of the same site, in the same browser (so the session cookie goes along).
    // What the server answered is read from the DevTools protocol: the page itself gets nothing.
    await j.page.goto(`http://localhost:${OTRO}/`);
    const cdp = await j.context.newCDPSession(j.page);
    await cdp.send('Network.enable');
    // A blocked answer has no Network.responseReceived; its status and headers come as extra info.
    const urls = new Map<string, string>();
    const respuestas: Array<{ url: string; status: number; headers: Record<string, string> }> = [];
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.responseReceivedExtraInfo', (e) =>
      respuestas.push({
        url: urls.get(e.requestId) ?? '',
        status: e.statusCode,
        headers: Object.fromEntries(
          Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
        ),
      }),
    );
    const respuestaA = async (sufijo: string) => {
      // The protocol's event may come after the page's fetch has settled: a busy machine took
      // over a second (the poll's default wait).
      await expect
        .poll(() => respuestas.some((r) => r.url.endsWith(sufijo)), { timeout: 15_000 })
        .toBe(true);
      return respuestas.find((x) => x.url.endsWith(sufijo))!;
    };
    // Its script reads nothing: no CORS header on the answer, the browser withholds it.
    const leer = await llamar(`${api()}/api/negocio/profile`);
    expect(leer.error).toMatch(/TypeError/);
    expect(corsHeaders((await respuestaA('/api/negocio/profile')).headers)).toEqual([]);
    // A JSON write needs a preflight, which gets no CORS header: the browser never sends it.
    const escribir = await llamar(`${api()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, contrasena: PASSWORD }),
    });
    expect(escribir.error).toMatch(/TypeError/);
    // A write a form could send (no preflight) reaches the server with the cookie: refused, 403.
    await llamar(`${api()}/api/auth/logout`, { method: 'POST', mode: 'no-cors' });
    const logout = await respuestaA('/api/auth/logout');
    expect(logout.status).toBe(403);
    expect(corsHeaders(logout.headers)).toEqual([]);
    await cdp.detach();

    // The session was not ended by that refused write: the listed origin still reads with it.
    await j.page.goto(`http://localhost:${PERMITIDO}/`);
    const otraVez = await llamar(`${api()}/api/negocio/profile`);
    expect(otraVez.status, JSON.stringify(otraVez)).toBe(200);
  });
});
