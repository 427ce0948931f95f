// The app's icons for the web app manifest and the home screen (issue 11), drawn from the brand
// mark: the loyalty card — white, a marigold stripe, a rubí dot — tilted on the rubí gradient.
// Run `node apps/web/scripts/iconos-pwa.mjs` after changing the mark; it writes the two SVG
// sources and the PNGs the manifest names into apps/web/public/icons.
//
//   tarjeto.svg           rounded square, any purpose (192 and 512 px PNGs, 180 px for iOS)
//   tarjeto-maskable.svg  full bleed, the card inside the central 80% circle that every mask keeps

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The card, centred on (256, 256), `w` wide with credit-card proportions (85.6 × 54). */
function tarjeta(w) {
  const h = Math.round((w * 54) / 85.6);
  const x = 256 - w / 2;
  const y = 256 - h / 2;
  const r = Math.round(w * 0.1);
  const franja = Math.round(h * 0.17);
  return `<g transform="rotate(-8 256 256)">
  <rect x="${x}" y="${y + 10}" width="${w}" height="${h}" rx="${r}" fill="#4a0b1f" opacity="0.35"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#ffffff"/>
  <rect x="${x}" y="${y + Math.round(h * 0.2)}" width="${w}" height="${franja}" fill="#f8b41c"/>
  <rect x="${x + w * 0.1}" y="${y + h * 0.62}" width="${w * 0.34}" height="${h * 0.07}" rx="${h * 0.035}" fill="#d6d3d1"/>
  <rect x="${x + w * 0.1}" y="${y + h * 0.76}" width="${w * 0.22}" height="${h * 0.07}" rx="${h * 0.035}" fill="#e7e5e4"/>
  <circle cx="${x + w * 0.8}" cy="${y + h * 0.7}" r="${h * 0.13}" fill="#a3143f"/>
</g>`;
}

const fondo = `<defs><linearGradient id="rubi" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#c2185b"/><stop offset="1" stop-color="#6d112e"/>
</linearGradient></defs>`;

const svg = (cuerpo) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">\n${fondo}\n${cuerpo}\n</svg>\n`;

const iconos = {
  'tarjeto.svg': svg(
    `<rect width="512" height="512" rx="112" fill="url(#rubi)"/>\n${tarjeta(340)}`,
  ),
  'tarjeto-maskable.svg': svg(
    `<rect width="512" height="512" fill="url(#rubi)"/>\n${tarjeta(272)}`,
  ),
};

const pngs = [
  ['tarjeto.svg', 'tarjeto-192.png', 192],
  ['tarjeto.svg', 'tarjeto-512.png', 512],
  ['tarjeto.svg', 'apple-touch-icon.png', 180],
  ['tarjeto-maskable.svg', 'tarjeto-maskable-512.png', 512],
];

fs.mkdirSync(dir, { recursive: true });
for (const [nombre, texto] of Object.entries(iconos))
  fs.writeFileSync(path.join(dir, nombre), texto);
for (const [fuente, destino, lado] of pngs) {
  await sharp(Buffer.from(iconos[fuente]), { density: 72 * (lado / 512) * 4 })
    .resize(lado, lado)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, destino));
}
console.log(`Íconos escritos en ${path.relative(process.cwd(), dir)}`);
