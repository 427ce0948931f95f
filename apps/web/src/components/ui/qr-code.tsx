import { useMemo } from 'react';
import { encode } from 'uqr';
import { cn } from '../../lib/cn.ts';

/** The quiet zone the QR standard asks for: four light modules on every side. */
export const QR_QUIET_ZONE = 4;

export interface QrCodeProps {
  /** The text to encode. Upper-case letters, digits and ` $%*+-./:` use the dense alphanumeric mode. */
  value: string;
  /** What a screen reader says instead of the pattern. */
  label: string;
  /** Error correction: M (15 %) survives a scratched screen or a glare spot. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /** Light modules around the code, in modules. */
  quietZone?: number;
  /** Width and height in CSS pixels; without it the code fills its box (set a width by class). */
  size?: number;
  className?: string;
}

/** Dark modules as horizontal runs: one rect per run instead of one per module. */
export function qrRuns(data: boolean[][]) {
  const runs: Array<{ x: number; y: number; w: number }> = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if ((!dark || x === row.length - 1) && start >= 0) {
        runs.push({ x: start, y, w: (dark ? x + 1 : x) - start });
        start = -1;
      }
    });
  });
  return runs;
}

/**
 * A QR code drawn as SVG rects from uqr's module matrix: black on white, quiet zone included, crisp
 * at any size. Building the elements in React (no SVG string, no innerHTML) means nothing in the
 * encoded text can ever become markup.
 */
export function QrCode({
  value,
  label,
  ecc = 'M',
  quietZone = QR_QUIET_ZONE,
  size,
  className,
}: QrCodeProps) {
  const { total, runs } = useMemo(() => {
    const qr = encode(value, { ecc, border: quietZone });
    return { total: qr.size, runs: qrRuns(qr.data) };
  }, [value, ecc, quietZone]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${total}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn('block aspect-square bg-white', className)}
      data-qr-value={value}
    >
      <rect width={total} height={total} fill="#ffffff" />
      {runs.map(({ x, y, w }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height={1} fill="#000000" />
      ))}
    </svg>
  );
}
