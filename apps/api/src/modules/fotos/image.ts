import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_STORED_MAX_PX } from '@tarjeto/shared';
import { AppError } from '../../lib/app-error.ts';

// Uploaded pictures are never stored as sent (DOMAIN §3): the first bytes must say JPEG, PNG or
// WebP, the picture may not exceed 25 megapixels, and it is re-encoded to WebP at most 512 px,
// which drops EXIF (GPS included) after applying its orientation.

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) =>
  b.length > 8 &&
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (b: Buffer) =>
  b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP';

export interface ProcessedImage {
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (!isJpeg(input) && !isPng(input) && !isWebp(input)) throw new AppError('IMAGEN_INVALIDA');
  const limit = IMAGE_MAX_MEGAPIXELS * 1_000_000;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGEN_INVALIDA', { message: 'No pudimos leer la imagen. ¿Está dañada?' });
  }
  if (!meta.width || !meta.height) throw new AppError('IMAGEN_INVALIDA');
  if (meta.width * meta.height > limit) throw new AppError('IMAGEN_DEMASIADO_GRANDE');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: limit, failOn: 'error' })
      .rotate()
      .resize(IMAGE_STORED_MAX_PX, IMAGE_STORED_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError('IMAGEN_INVALIDA', {
      message: 'No pudimos procesar la imagen. Prueba con otra.',
    });
  }
}
