import fs from 'node:fs';
import sharp from 'sharp';

// A fake camera for Chromium: --use-file-for-fake-video-capture plays a Y4M file (a text header,
// then raw YUV 4:2:0 frames) as the webcam. The journeys write into it what the camera should
// "see" — a customer's QR as their phone showed it — before the kiosk starts scanning.

export const CAMERA_ARGS = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

const W = 640;
const H = 480;

/** Writes `image` (any format sharp reads), centred on white, as a few identical frames. */
export async function writeY4m(file: string, image: Buffer | null, frames = 5) {
  const luma = image
    ? await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
        .composite([
          {
            input: await sharp(image)
              .resize(400, 400, { fit: 'contain', background: '#ffffff' })
              .toBuffer(),
          },
        ])
        .greyscale()
        .raw()
        .toBuffer()
    : Buffer.alloc(W * H, 235);
  // sharp may keep 3 channels after greyscale(): take one.
  const y = luma.length === W * H ? luma : Buffer.from(luma.filter((_, i) => i % 3 === 0));
  const chroma = Buffer.alloc((W * H) / 4, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array(frames).fill(frame)]));
}
