import {
  IMAGE_COMPRESS_MAX_PX,
  IMAGE_COMPRESS_QUALITY,
  IMAGE_JPEG_ABOVE_BYTES,
  IMAGE_MAX_BYTES,
} from '@tarjeto/shared';

// The profile photo is shrunk in the browser before it is shown or sent (SPEC §9): at most
// 400×400 keeping its proportions, quality 0.8; a file above 500 KB becomes JPEG, a smaller one
// WebP (or JPEG where the browser cannot encode WebP). Files above 5 MB are refused up front.

export class ImageTooLargeError extends Error {
  constructor() {
    super('La imagen pesa más de 5 MB');
    this.name = 'ImageTooLargeError';
  }
}

export class NotAnImageError extends Error {
  constructor() {
    super('El archivo no es una imagen');
    this.name = 'NotAnImageError';
  }
}

/** Width and height that fit in max×max without growing the image. */
export function fitWithin(width: number, height: number, max = IMAGE_COMPRESS_MAX_PX) {
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The type the canvas should produce for a source file of this size. */
export const outputTypeFor = (size: number) =>
  size > IMAGE_JPEG_ABOVE_BYTES ? 'image/jpeg' : 'image/webp';

type Source = { image: CanvasImageSource; width: number; height: number; close: () => void };

async function decode(file: Blob): Promise<Source> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (err) {
    URL.revokeObjectURL(url);
    throw err;
  }
  return {
    image: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Compresses an image file; throws ImageTooLargeError, NotAnImageError or a decoding error. */
export async function compressImage(file: Blob): Promise<Blob> {
  if (file.type && !file.type.startsWith('image/')) throw new NotAnImageError();
  if (file.size > IMAGE_MAX_BYTES) throw new ImageTooLargeError();

  const source = await decode(file);
  try {
    if (!source.width || !source.height) throw new NotAnImageError();
    const { width, height } = fitWithin(source.width, source.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas no disponible');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source.image, 0, 0, width, height);

    const type = outputTypeFor(file.size);
    let blob = type === 'image/webp' ? await toBlob(canvas, type, IMAGE_COMPRESS_QUALITY) : null;
    // JPEG has no transparency: lay a white background under a logo's transparent parts. Also the
    // way out when the browser answered a WebP request with PNG (older Safari).
    if (!blob || blob.type !== type) {
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      blob = await toBlob(canvas, 'image/jpeg', IMAGE_COMPRESS_QUALITY);
    }
    if (!blob) throw new Error('No se pudo comprimir la imagen');
    return blob;
  } finally {
    source.close();
  }
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen'));
    reader.readAsDataURL(blob);
  });
}

/** The stored data URL back as a Blob, to send as the fotoPerfil part. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const body = dataUrl.slice(comma + 1);
  if (!header.includes(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export const fotoFileName = (type: string) =>
  type === 'image/webp' ? 'foto.webp' : type === 'image/png' ? 'foto.png' : 'foto.jpg';
