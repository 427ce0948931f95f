import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { QR_QUIET_ZONE, QrCode, qrRuns } from './qr-code.tsx';

afterEach(cleanup);

/** Paints the rendered SVG's rects into RGBA pixels (`scale` px a module) and reads it back. */
function decode(svg: Element, scale = 6) {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const size = modules * scale;
  const px = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const rect of Array.from(svg.querySelectorAll('rect'))) {
    if (rect.getAttribute('fill') !== '#000000') continue;
    const x = Number(rect.getAttribute('x'));
    const y = Number(rect.getAttribute('y'));
    const w = Number(rect.getAttribute('width'));
    for (let row = y * scale; row < (y + 1) * scale; row++) {
      for (let col = x * scale; col < (x + w) * scale; col++) {
        const i = (row * size + col) * 4;
        px[i] = px[i + 1] = px[i + 2] = 0;
      }
    }
  }
  return { modules, result: jsQR(px, size, size) };
}

describe('QrCode', () => {
  it.each([
    ['a customer code (alphanumeric)', 'TARJETO:7Q4KM482913'],
    ['the kiosk address', 'https://tarjeto.mx/nexo'],
  ])('draws %s that a scanner reads back', (_, value) => {
    render(<QrCode value={value} label="Código" />);
    const svg = screen.getByRole('img', { name: 'Código' });
    const { result } = decode(svg);
    expect(result?.data).toBe(value);
  });

  it('keeps a 4-module quiet zone, black on white, error correction M by default', () => {
    const value = 'TARJETO:7Q4KM482913';
    render(<QrCode value={value} label="Código" />);
    const svg = screen.getByRole('img', { name: 'Código' });
    const bare = encode(value, { ecc: 'M', border: 0 });
    const { modules } = decode(svg);
    expect(modules).toBe(bare.size + 2 * QR_QUIET_ZONE);
    const dark = Array.from(svg.querySelectorAll('rect')).filter(
      (r) => r.getAttribute('fill') === '#000000',
    );
    for (const r of dark) {
      expect(Number(r.getAttribute('x'))).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Number(r.getAttribute('y'))).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Number(r.getAttribute('x')) + Number(r.getAttribute('width'))).toBeLessThanOrEqual(
        modules - QR_QUIET_ZONE,
      );
    }
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('never turns the encoded text into markup', () => {
    const value = '<img src=x onerror=alert(1)>';
    const { container } = render(<QrCode value={value} label="Código" />);
    expect(container.querySelector('img')).toBeNull();
    expect(decode(screen.getByRole('img')).result?.data).toBe(value);
  });

  it('merges dark modules into one rect per horizontal run', () => {
    expect(
      qrRuns([
        [true, true, false, true],
        [false, false, false, false],
        [true, false, true, true],
      ]),
    ).toEqual([
      { x: 0, y: 0, w: 2 },
      { x: 3, y: 0, w: 1 },
      { x: 0, y: 2, w: 1 },
      { x: 2, y: 2, w: 2 },
    ]);
  });
});
