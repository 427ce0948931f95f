// Reading a QR from a camera frame. The browser's own BarcodeDetector is fast and battery-friendly
// where it exists (Chrome on Android, Safari 17+ on some devices); elsewhere jsQR decodes in
// JavaScript. jsQR is loaded on demand, so only a device that needs it downloads it.

/** The part of the Shape Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export interface QrDecoder {
  kind: 'native' | 'jsqr';
  /** The text of a QR in the canvas, or null when there is none. */
  decode(canvas: HTMLCanvasElement): Promise<string | null>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      decode: async (canvas) => {
        const found = await detector.detect(canvas);
        return found.find((c) => c.rawValue)?.rawValue ?? null;
      },
    };
  } catch {
    // Some builds expose the class but fail at use (no platform detector): fall back.
    return null;
  }
}

async function jsqrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  return {
    kind: 'jsqr',
    decode: async (canvas) => {
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx || canvas.width === 0 || canvas.height === 0) return null;
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      // A customer's QR is dark on light: skipping the inverted pass halves the work per frame.
      return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

/**
 * Each decode, timed, as a `tarjeto:qr-decode` event on window ({ kind, ms, found }): what `npm run
 * bench` (bench/mostrador.ts) reads to give the decoder's share of a scan. Nothing listens in the
 * app, so it costs one small object per frame and keeps nothing.
 */
export const QR_DECODE_EVENT = 'tarjeto:qr-decode';

function timed(d: QrDecoder): QrDecoder {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return d;
  return {
    kind: d.kind,
    decode: async (canvas) => {
      const start = performance.now();
      const text = await d.decode(canvas);
      window.dispatchEvent(
        new CustomEvent(QR_DECODE_EVENT, {
          detail: { kind: d.kind, start, ms: performance.now() - start, found: text !== null },
        }),
      );
      return text;
    },
  };
}

let decoder: Promise<QrDecoder> | null = null;

/** The best decoder this browser has, made once. */
export function getQrDecoder(): Promise<QrDecoder> {
  decoder ??= nativeDecoder()
    .then(async (native) => timed(native ?? (await jsqrDecoder())))
    .catch((err) => {
      decoder = null;
      throw err;
    });
  return decoder;
}
