import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SAME_ORIGIN, type TestApp } from './test-app.ts';

/** A multipart/form-data body for inject(): text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; data: Buffer },
) {
  const boundary = `----tarjeto${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a multipart form as the app does: same-origin, with the session cookie. */
export const postForm = (
  t: TestApp,
  url: string,
  form: ReturnType<typeof multipart>,
  cookie: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...form.headers },
    payload: form.payload,
    cookies: { tarjeto_sesion: cookie },
  });

/** A plain PNG of one colour, as a phone's picture would arrive (sharp makes it). */
export const pngDePrueba = (lado = 40, color = '#c2185b') =>
  sharp({ create: { width: lado, height: lado, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The profile-photo form the app sends: a same-origin multipart with `fotoPerfil`. */
export async function formaConFoto(png?: Buffer) {
  const form = multipart(
    {},
    {
      field: 'fotoPerfil',
      filename: 'foto.png',
      contentType: 'image/png',
      data: png ?? (await pngDePrueba()),
    },
  );
  return { headers: { ...SAME_ORIGIN, ...form.headers }, payload: form.payload };
}

/** Uploads a profile photo for the signed-in customer or business, as the app does. */
export async function subirFoto(
  t: TestApp,
  quien: 'negocio' | 'cliente',
  cookie: string,
  png?: Buffer,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${quien}/profile/foto`,
    ...(await formaConFoto(png)),
    cookies: { tarjeto_sesion: cookie },
  });
}
