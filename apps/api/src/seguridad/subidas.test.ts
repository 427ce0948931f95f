import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliente, get } from '../test/fixtures.ts';
import { formaConFoto, pngDePrueba } from '../test/multipart.ts';
import { testAppForFile } from '../test/test-app.ts';

// Uploads under attack (issue 14, part 3): what a hostile file does to the photo upload — a
// decompression bomb, a polyglot, bytes that lie about their type, a truncated picture, and a
// hundred uploads at once. Every one ends in a clean answer (2xx or a Spanish 4xx), what is stored
// is only ever a re-encoded WebP, and the server's memory stays bounded.

const t = testAppForFile();
let persona: { cookie: string };
beforeAll(async () => {
  persona = await cliente(t, 'Subidas Hostiles');
});

const subir = async (bytes: Buffer, cookie = persona.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cliente/profile/foto',
    ...(await formaConFoto(bytes)),
    cookies: { tarjeto_sesion: cookie },
  });

/** The stored picture the answer points to, as the browser would fetch it. */
const guardada = async (res: { json: () => { data: { fotoPerfil: string } } }) =>
  get(t, res.json().data.fotoPerfil);

describe('hostile uploads', () => {
  it('decodes a 5000×5000 bomb (25 MP that compress to kilobytes) within the limit, and stores 512 px', async () => {
    const bomba = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomba.length).toBeLessThan(200_000);
    const res = await subir(bomba);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await guardada(res)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
  });

  it('keeps only the picture of a polyglot: a JPEG carrying a script and a zip after its end', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const carga = '<script>alert(document.cookie)</script>PK\u0003\u0004';
    const res = await subir(Buffer.concat([jpeg, Buffer.from(carga)]));
    expect(res.statusCode, res.body).toBe(200);
    const foto = await guardada(res);
    expect(foto.headers['content-type']).toBe('image/webp');
    expect(foto.headers['x-content-type-options']).toBe('nosniff');
    expect(foto.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(foto.rawPayload.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses bytes that lie about their type: SVG, HTML, GIF, PDF, a PNG header over a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const mentiras = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]),
    ];
    for (const bytes of mentiras) {
      const res = await subir(bytes);
      expect(res.statusCode, bytes.subarray(0, 12).toString()).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'IMAGEN_INVALIDA' });
    }
    // An empty file is no file at all.
    const vacio = await subir(Buffer.alloc(0));
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().fieldErrors.fotoPerfil).toBe('Elige una foto');
  });

  it('answers a truncated picture with a Spanish 400, never a 500', async () => {
    const png = await pngDePrueba(300, '#2563eb');
    const jpeg = await sharp(png).jpeg().toBuffer();
    for (const entera of [png, jpeg]) {
      for (const fraccion of [0.1, 0.5, 0.9]) {
        const res = await subir(entera.subarray(0, Math.floor(entera.length * fraccion)));
        expect(res.statusCode, `${fraccion}`).toBe(400);
        expect(res.json().message).toMatch(/imagen/i);
      }
    }
  });

  it('takes 100 uploads at once with bounded memory, and keeps exactly one photo', async () => {
    const png = await pngDePrueba(1200, '#b91c1c');
    global.gc?.();
    const antes = process.memoryUsage().rss;
    let pico = antes;
    const reloj = setInterval(() => {
      pico = Math.max(pico, process.memoryUsage().rss);
    }, 20);
    const respuestas = await Promise.all(Array.from({ length: 100 }, () => subir(png)));
    clearInterval(reloj);
    const crecimientoMb = Math.round((pico - antes) / 2 ** 20);
    console.info(`100 subidas simultáneas: pico de memoria +${crecimientoMb} MB`);
    expect(respuestas.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    // Each decode of a 1200×1200 picture holds ~4 MB; sharp works a few at a time, so the peak
    // stays far below 100 pictures decoded at once (~430 MB).
    expect(crecimientoMb).toBeLessThan(300);
    // The last one won; the 99 others were replaced and deleted, none left behind.
    const actual = (await get(t, '/api/cliente/profile', persona.cookie)).json().data
      .datosPersonales.fotoPerfil as string;
    const ultima = await get(t, actual);
    expect(ultima.statusCode).toBe(200);
    const anteriores = respuestas
      .map((r) => r.json().data.fotoPerfil as string)
      .filter((u) => u !== actual);
    const vivas = await Promise.all(anteriores.map(async (u) => (await get(t, u)).statusCode));
    expect(vivas.filter((s) => s === 200)).toEqual([]);
  }, 120_000);
});
