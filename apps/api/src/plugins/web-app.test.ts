import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, minimalWebDist, SAME_ORIGIN, type TestApp } from '../test/test-app.ts';
import { cliente, negocio } from '../test/fixtures.ts';
import { sql } from 'drizzle-orm';
import {
  cabeceraPublica,
  conCabecera,
  descripcionDe,
  ESQUELETO_ABRE,
  ESQUELETO_PUBLICO_ABRE,
  escaparHtml,
  llenarPortada,
  MARCA_SALUDO,
  SESION_PRECARGA,
  type PiezasNegocioPublico,
  type PortadaPublica,
} from './web-app.ts';

describe('one origin: the API and the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = minimalWebDist();
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers any non-API path with the app (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/footer/historias-exito', '/cualquier/cosa?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown /api paths as JSON 404s, never the app', async () => {
    for (const url of ['/api/nada', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/login', headers: SAME_ORIGIN });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers with a CSP the app works under', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document and its browser', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/newsletter',
        '/api/negocios/destacados',
        '/api/auth/check-auth',
      ]),
    );
    expect(doc.paths['/api/newsletter'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('without a built web app', () => {
  it('says so in plain words instead of serving nothing', async () => {
    const t = await createTestApp({ webDist: null });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build');
    await t.close();
  });
});

describe('a build with the prerendered landing and compressed copies', () => {
  let t: TestApp;
  let dist: string;
  const js = 'console.log("hola");'.repeat(100);
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const landing = '<!doctype html><div id="root"><h1>Todas tus tarjetas</h1></div>';
    fs.writeFileSync(path.join(dist, 'landing.html'), landing);
    fs.writeFileSync(path.join(dist, 'landing.html.br'), zlib.brotliCompressSync(landing));
    fs.writeFileSync(path.join(dist, 'landing.html.gz'), zlib.gzipSync(landing));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(js));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers / with the prerendered landing and every other page with the app shell', async () => {
    for (const url of ['/', '/?utm_source=cartel']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<h1>Todas tus tarjetas</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/login', '/negocio-dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('sends the landing compressed when the browser takes it, and answers a revalidation with 304', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Todas tus tarjetas');
    const sinBr = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(sinBr.headers['content-encoding']).toBe('gzip');
    const etag = String(br.headers['etag']);
    const otraVez = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(otraVez.statusCode).toBe(304);
  });

  it('sends the brotli or gzip copy to a browser that takes it, the plain file otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plano = await t.app.inject({ method: 'GET', url });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(js);
  });
});

describe("the app's pages list their first screen's code", () => {
  let t: TestApp;
  let dist: string;
  const indice =
    '<!doctype html><html><head><meta name="description" content="Tarjeto">\n<title>T</title></head><div id="root"></div></html>';
  const enlace = (f: string) =>
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${f}">`;
  // As scripts/prerender.mjs writes it from src/app/esqueleto-prerender.tsx.
  const esqueleto = `<div class="marco"><h1>${MARCA_SALUDO}</h1><p>Aquí ves cómo va tu semana</p></div>`;
  // A business's public page, with the markers of MARCAS_NEGOCIO_PUBLICO, and the pieces of its
  // line above the story (as scripts/prerender.mjs writes them, dist/.vite/negocio-publico.json).
  const portada =
    '<div class="@@GRADIENTE@@"></div><h1 class="nombre">@@NOMBRE@@</h1><p>@@LUGAR@@</p><div class="datos">@@DATOS@@</div><p class="historia">@@HISTORIA@@</p>';
  const piezas: PiezasNegocioPublico = {
    categorias: [
      '<p class="sin"></p>',
      '<ul><li class="chip">@@CATEGORIA_0@@</li></ul>',
      '<ul><li class="chip">@@CATEGORIA_0@@</li><li class="chip">@@CATEGORIA_1@@</li></ul>',
    ],
    precio: { low: '<span role="img" aria-label="Precio económico: $ de $$$$">$</span>' },
    horario: {
      abierto: '<span class="verde">@@ESTADO@@</span>',
      'abierto-detalle': '<span class="verde">@@ESTADO@@</span><span>· @@DETALLE@@</span>',
      cerrado: '<span class="gris">@@ESTADO@@</span>',
      'cerrado-detalle': '<span class="gris">@@ESTADO@@</span><span>· @@DETALLE@@</span>',
    },
    noEncontrado: {
      titulo: 'No encontramos este negocio',
      html: '<h1>No encontramos este negocio</h1><a href="/">Ir al inicio</a>',
    },
  };
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), indice);
    // As scripts/rutas-precarga.mjs writes it from the router.
    const precarga = [
      { patron: '/login', archivos: [] },
      { patron: '/negocio-dashboard', archivos: ['assets/marco.js', 'assets/inicio.js'] },
      { patron: '/negocio-dashboard/ajustes', archivos: ['assets/marco.js', 'assets/ajustes.js'] },
      { patron: '/negocio-dashboard/ajustes/cartel', archivos: ['assets/cartel.js'] },
      {
        patron: '/negocio-dashboard/clientes/:clientePublicID?',
        archivos: ['assets/marco.js', 'assets/clientes.js'],
      },
      { patron: '/negocio/:slug', archivos: ['assets/publico.js'] },
    ];
    fs.writeFileSync(path.join(dist, '.vite', 'precarga.json'), JSON.stringify(precarga));
    fs.writeFileSync(
      path.join(dist, '.vite', 'esqueletos.json'),
      JSON.stringify({ '/negocio-dashboard': esqueleto, '/negocio/:slug': portada }),
    );
    fs.writeFileSync(path.join(dist, '.vite', 'negocio-publico.json'), JSON.stringify(piezas));
    t = await createTestApp({ webDist: dist, env: { PUBLIC_URL: 'https://tarjeto.example/' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const pagina = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const precargas = (html: string) =>
    [...html.matchAll(/href="\/assets\/([^"]+)"/g)].map((m) => m[1]);

  it('adds the modulepreloads of the route the address opens, in the head', async () => {
    const casos: Array<[string, string[]]> = [
      ['/negocio-dashboard', ['marco.js', 'inicio.js']],
      ['/negocio-dashboard/', ['marco.js', 'inicio.js']],
      ['/negocio-dashboard?x=1', ['marco.js', 'inicio.js']],
      ['/negocio-dashboard/ajustes', ['marco.js', 'ajustes.js']],
      ['/negocio-dashboard/ajustes/cartel', ['cartel.js']],
      ['/negocio-dashboard/clientes', ['marco.js', 'clientes.js']],
      ['/negocio-dashboard/clientes/CLI123', ['marco.js', 'clientes.js']],
      ['/negocio/tacos-cuichi', ['publico.js']],
      // Nothing more to load, or an address the router does not know: the plain shell.
      ['/login', []],
      ['/negocio-dashboard/clientes/CLI123/mas', []],
      ['/negocio-dashboardx', []],
      ['/nada', []],
    ];
    for (const [url, esperadas] of casos) {
      const res = await pagina(url);
      // No business has that slug here: its page is the 404 page, with the same code.
      const publica = url.startsWith('/negocio/');
      expect(res.statusCode, url).toBe(publica ? 404 : 200);
      expect(precargas(res.body), url).toEqual(esperadas);
      if (esperadas.length > 0) {
        expect(res.body, url).toContain(`${enlace(esperadas[0]!)}`);
        expect(res.body.indexOf(enlace(esperadas[0]!)), url).toBeLessThan(
          res.body.indexOf('</head>'),
        );
      } else expect(res.body, url).toBe(indice);
      // Every page but a business's keeps the build's own title and description.
      if (!publica) expect(res.body, url).toContain('<title>T</title>');
    }
  });

  it('preloads the session check for a browser that sends a session cookie', async () => {
    const conSesion = await t.app.inject({
      method: 'GET',
      url: '/negocio-dashboard',
      cookies: { tarjeto_sesion: 'cualquiera' },
    });
    expect(conSesion.body).toContain(SESION_PRECARGA);
    expect(precargas(conSesion.body)).toEqual(['marco.js', 'inicio.js']);
    expect(conSesion.headers['vary']).toContain('cookie');
    const sinSesion = await pagina('/negocio-dashboard');
    expect(sinSesion.body).not.toContain('check-auth');
    expect(sinSesion.headers['etag']).not.toBe(conSesion.headers['etag']);
    const login = await t.app.inject({
      method: 'GET',
      url: '/login',
      cookies: { tarjeto_sesion: 'cualquiera' },
    });
    expect(login.body).toContain(SESION_PRECARGA);
  });

  it("draws the dashboard's skeleton in front of the app, only for someone signed in", async () => {
    const conSesion = (url: string) =>
      t.app.inject({ method: 'GET', url, cookies: { tarjeto_sesion: 'cualquiera' } });
    const inicio = await conSesion('/negocio-dashboard');
    // A session the server does not know: the greeting without a name.
    expect(inicio.body).toContain(
      `${ESQUELETO_ABRE}${esqueleto.replace(MARCA_SALUDO, '¡Hola!')}</div>`,
    );
    // Before the app's root, which the stylesheet hides while the skeleton is there.
    expect(inicio.body.indexOf(ESQUELETO_ABRE)).toBeLessThan(
      inicio.body.indexOf('<div id="root">'),
    );
    expect(inicio.body.match(/id="esqueleto"/g)).toHaveLength(1);
    expect((await conSesion('/negocio-dashboard/')).body).toContain(ESQUELETO_ABRE);
    // Another section has no skeleton of its own; a guest is on the way to the login.
    expect((await conSesion('/negocio-dashboard/ajustes')).body).not.toContain('esqueleto');
    expect((await pagina('/negocio-dashboard')).body).not.toContain('esqueleto');
  });

  it("greets the business signed in by its name in the skeleton, as the app's Inicio does (issue 29)", async () => {
    const n = await negocio(t, 'Tacos <El "Güero"> & $1');
    const suya = await t.app.inject({
      method: 'GET',
      url: '/negocio-dashboard',
      cookies: { tarjeto_sesion: n.cookie },
    });
    expect(suya.body).toContain(
      '<h1>¡Hola, Tacos &lt;El &quot;Güero&quot;&gt; &amp; $1!</h1><p>Aquí ves cómo va tu semana',
    );
    expect(suya.body).not.toContain(MARCA_SALUDO);
    // Their name is theirs: no shared cache keeps the page.
    expect(suya.headers['cache-control']).toBe('private, no-cache');
    // Each business its own page, never another's kept.
    const otro = await negocio(t, 'Café Otro');
    const suyaDelOtro = await t.app.inject({
      method: 'GET',
      url: '/negocio-dashboard',
      cookies: { tarjeto_sesion: otro.cookie },
    });
    expect(suyaDelOtro.body).toContain('<h1>¡Hola, Café Otro!</h1>');
    expect(suyaDelOtro.body).not.toContain('Güero');
    // A customer's session (the app sends them to their own dashboard): no name.
    const c = await cliente(t);
    const delCliente = await t.app.inject({
      method: 'GET',
      url: '/negocio-dashboard',
      cookies: { tarjeto_sesion: c.cookie },
    });
    expect(delCliente.body).toContain('<h1>¡Hola!</h1>');
    // A closed session: no name either.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: SAME_ORIGIN,
      cookies: { tarjeto_sesion: n.cookie },
    });
    const cerrada = await t.app.inject({
      method: 'GET',
      url: '/negocio-dashboard',
      cookies: { tarjeto_sesion: n.cookie },
    });
    expect(cerrada.body).toContain('<h1>¡Hola!</h1>');
  });

  const slugDe = async (n: { cookie: string }) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/negocio/profile',
          cookies: { tarjeto_sesion: n.cookie },
        })
      ).json().data as { slug: string }
    ).slug;

  it("draws a business's public page with its texts for anyone, and preloads its data (issue 29)", async () => {
    const n = await negocio(t, 'Tacos <El "Güero"> & $1');
    const slug = await slugDe(n);
    const sesiones: Array<Record<string, string>> = [{}, { tarjeto_sesion: 'cualquiera' }];
    for (const cookies of sesiones) {
      const res = await t.app.inject({ method: 'GET', url: `/negocio/${slug}`, cookies });
      expect(res.statusCode).toBe(200);
      // The page itself, readable and usable without JavaScript: not inert, not hidden.
      expect(res.body).toContain(ESQUELETO_PUBLICO_ABRE);
      expect(res.body).not.toContain(ESQUELETO_ABRE);
      // The name as the page's heading: escaped, and written as it is ($1 is no replacement pattern).
      expect(res.body).toContain(
        '<h1 class="nombre">Tacos &lt;El &quot;Güero&quot;&gt; &amp; $1</h1>',
      );
      expect(res.body).toMatch(/<div class="gradient-[a-z]+"><\/div>/);
      expect(res.body).not.toContain('@@');
      expect(res.body).toContain(
        `<link rel="preload" href="/api/negocio/publico/${slug}" as="fetch" crossorigin>`,
      );
      expect(precargas(res.body)).toEqual(['publico.js']);
    }
    // No such business: 404, with the app's own page for it, which the app boots over.
    const nadie = await pagina('/negocio/no-existe-este');
    expect(nadie.statusCode).toBe(404);
    expect(nadie.headers['content-type']).toContain('text/html');
    expect(nadie.headers['etag']).toBeUndefined();
    expect(nadie.body).toContain(
      `${ESQUELETO_PUBLICO_ABRE}<h1>No encontramos este negocio</h1><a href="/">Ir al inicio</a></div>`,
    );
    expect(nadie.body).toContain('<title>No encontramos este negocio · Tarjeto</title>');
    expect(nadie.body).toContain('<meta name="robots" content="noindex">');
    expect(nadie.body).not.toContain('name="description"');
    expect(nadie.body).toContain('<div id="root">');
    expect(nadie.body).toContain('/api/negocio/publico/no-existe-este');
    expect(precargas(nadie.body)).toEqual(['publico.js']);
    const head = await t.app.inject({ method: 'HEAD', url: '/negocio/no-existe-este' });
    expect(head.statusCode).toBe(404);
    // A business's own address keeps its 200.
    expect((await pagina(`/negocio/${slug}`)).statusCode).toBe(200);
  });

  it("draws the line of categories, price and open now as the app does, so the story doesn't move", async () => {
    const n = await negocio(t, 'Tacos La Línea');
    const slug = await slugDe(n);
    await t.database.db.execute(
      sql`update negocios set categoria = array['taqueria','cafeteria']::text[], historia_negocio = 'Desde 1998.' where slug = ${slug}`,
    );
    const res = await pagina(`/negocio/${slug}`);
    const datos = /<div class="datos">(.*?)<\/div>/.exec(res.body)?.[1];
    // The chips in the business's order, then the price range's signs, then the hours' line in
    // the app's words: open with when it closes, or closed with when it opens.
    expect(datos).toMatch(
      /^<ul><li class="chip">Taquería<\/li><li class="chip">Cafetería<\/li><\/ul><span role="img" aria-label="Precio económico: \$ de \$\$\$\$">\$<\/span><span class="(verde">Abierto ahora<\/span><span>· Cierra a las 22:00|gris">Cerrado<\/span><span>· Abre (hoy|mañana|el [a-zé]+) a las 09:00)<\/span>$/,
    );
    expect(res.body).toContain('<p class="historia">Desde 1998.</p>');
    // No story: no paragraph for it, as the app draws none.
    await t.database.db.execute(
      sql`update negocios set historia_negocio = null, categoria = array[]::text[], rango_precios = null where slug = ${slug}`,
    );
    const sinHistoria = await pagina(`/negocio/${slug}`);
    expect(sinHistoria.body).not.toContain('class="historia"');
    expect(sinHistoria.body).toMatch(
      /<div class="datos"><p class="sin"><\/p><span class="(verde|gris)">/,
    );
    expect(sinHistoria.body).not.toContain('@@');
  });

  it('gives the page its title, description, link preview and canonical address, escaped', async () => {
    const n = await negocio(t, 'Café "La $& Esquina" <b>');
    const slug = await slugDe(n);
    await t.database.db.execute(
      sql`update negocios set historia_negocio = ${'Pan de "$1" & café </title><script>x</script>'} where slug = ${slug}`,
    );
    const { body } = await pagina(`/negocio/${slug}`);
    const cabeza = body.slice(0, body.indexOf('</head>'));
    const titulo = 'Café &quot;La $&amp; Esquina&quot; &lt;b&gt; · Tarjeto';
    const historia =
      'Pan de &quot;$1&quot; &amp; café &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;';
    expect(cabeza.match(/<title>/g)).toHaveLength(1);
    expect(cabeza).toContain(`<title>${titulo}</title>`);
    expect(cabeza.match(/name="description"/g)).toHaveLength(1);
    expect(cabeza).toContain(`<meta name="description" content="${historia}">`);
    const url = `https://tarjeto.example/negocio/${slug}`;
    expect(cabeza).toContain(`<link rel="canonical" href="${url}">`);
    expect(cabeza).toContain(`<meta property="og:title" content="${titulo}">`);
    expect(cabeza).toContain(`<meta property="og:description" content="${historia}">`);
    expect(cabeza).toContain(`<meta property="og:url" content="${url}">`);
    expect(cabeza).toContain('<meta property="og:type" content="website">');
    expect(cabeza).toContain('<meta name="twitter:card" content="summary">');
    expect(cabeza).toContain(`<meta name="twitter:title" content="${titulo}">`);
    // No photo, no image to preview.
    expect(cabeza).not.toContain('og:image');
    expect(cabeza).not.toContain('<script>x');
    expect(body).toContain(`<h1 class="nombre">Café &quot;La $&amp; Esquina&quot; &lt;b&gt;</h1>`);
  });

  it('builds the page per request: each business its own, never another one kept', async () => {
    const a = await negocio(t, 'Panadería Uno');
    const b = await negocio(t, 'Panadería Dos');
    const [sa, sb] = [await slugDe(a), await slugDe(b)];
    for (const [s, nombre] of [
      [sa, 'Panadería Uno'],
      [sb, 'Panadería Dos'],
      [sa, 'Panadería Uno'],
    ] as const) {
      const { body } = await pagina(`/negocio/${s}`);
      expect(body).toContain(`<title>${nombre} · Tarjeto</title>`);
      expect(body).toContain(`<h1 class="nombre">${nombre}</h1>`);
      expect(body).not.toContain(nombre === 'Panadería Uno' ? 'Panadería Dos' : 'Panadería Uno');
    }
    // A new name shows at the next request.
    await t.database.db.execute(
      sql`update negocios set nombre_comercial = 'Panadería Renovada' where slug = ${sa}`,
    );
    expect((await pagina(`/negocio/${sa}`)).body).toContain(
      '<title>Panadería Renovada · Tarjeto</title>',
    );
  });

  it('escapes what it writes into the public page', () => {
    expect(escaparHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const base: PortadaPublica = {
      slug: 'x',
      nombre: '$& <b>',
      lugar: '',
      categorias: ['$1 <i>', "O'Hara"],
      rangoPrecios: 'low',
      horario: { abierto: true, estado: 'Abierto ahora', detalle: '$` <s>' },
      historia: '',
      gradiente: 'rubi" onclick="x',
      foto: null,
    };
    expect(llenarPortada('<i class="@@GRADIENTE@@">@@NOMBRE@@ @@NOMBRE@@</i>', base)).toBe(
      '<i class="">$&amp; &lt;b&gt; $&amp; &lt;b&gt;</i>',
    );
    expect(llenarPortada('<div>@@DATOS@@</div>', base, piezas)).toBe(
      '<div><ul><li class="chip">$1 &lt;i&gt;</li><li class="chip">O&#39;Hara</li></ul>' +
        '<span role="img" aria-label="Precio económico: $ de $$$$">$</span>' +
        '<span class="verde">Abierto ahora</span><span>· $` &lt;s&gt;</span></div>',
    );
    // The head's values, `$` patterns and all, written as they are, escaped.
    const cabecera = cabeceraPublica(
      { ...base, historia: '"$&" <x>', foto: '/api/fotos/abc' },
      'https://tarjeto.example',
    );
    expect(cabecera).toContain('<title>$&amp; &lt;b&gt; · Tarjeto</title>');
    expect(cabecera).toContain('<meta name="description" content="&quot;$&amp;&quot; &lt;x&gt;">');
    expect(cabecera).toContain(
      '<meta property="og:image" content="https://tarjeto.example/api/fotos/abc">',
    );
    expect(cabecera).toContain(
      '<meta name="twitter:image" content="https://tarjeto.example/api/fotos/abc">',
    );
    expect(conCabecera('<head><title>T</title></head>', '<title>$& $1</title>')).toBe(
      '<head><title>$& $1</title></head>',
    );
    // Without PUBLIC_URL, no address it cannot write in full.
    const sinUrl = cabeceraPublica({ ...base, foto: '/api/fotos/abc' }, null);
    expect(sinUrl).not.toContain('canonical');
    expect(sinUrl).not.toContain('og:url');
    expect(sinUrl).not.toContain('og:image');
  });

  it('describes a business by its story, cut at a word, or in a line of its own without one', () => {
    expect(descripcionDe({ nombre: 'Tacos', lugar: 'Centro, Culiacán', historia: '' })).toBe(
      'Tacos en Centro, Culiacán: junta visitas con Tarjeto y desbloquea sus ofertas.',
    );
    const larga = `${'Tortillas hechas a mano '.repeat(10)}fin.`;
    const d = descripcionDe({ nombre: 'Tacos', lugar: '', historia: `  ${larga}\n` });
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d).toMatch(/^Tortillas hechas a mano .* (Tortillas|hechas|a|mano)…$/);
    expect(descripcionDe({ nombre: 'T', lugar: '', historia: 'Corta\n y  clara.' })).toBe(
      'Corta y clara.',
    );
  });

  it('sends each page compressed, with its own ETag, and answers a revalidation with 304', async () => {
    const br = await pagina('/negocio-dashboard', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(precargas(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual([
      'marco.js',
      'inicio.js',
    ]);
    const gz = await pagina('/negocio-dashboard', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(
      zlib.brotliDecompressSync(br.rawPayload).toString(),
    );
    const otra = await pagina('/negocio-dashboard/ajustes');
    expect(otra.headers['etag']).not.toBe(br.headers['etag']);
    const revalidada = await pagina('/negocio-dashboard', {
      'if-none-match': String(br.headers['etag']),
    });
    expect(revalidada.statusCode).toBe(304);
  });
});
