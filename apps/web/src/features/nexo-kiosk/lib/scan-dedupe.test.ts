import { describe, expect, it } from 'vitest';
import { createScanDedupe, SCAN_REPEAT_MS } from './scan-dedupe.ts';

describe('createScanDedupe', () => {
  it('acts on a code once while it keeps being seen, and again after a pause', () => {
    let t = 0;
    const d = createScanDedupe(SCAN_REPEAT_MS, () => t);
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(true);
    t = 150;
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(false);
    t = SCAN_REPEAT_MS - 1;
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(false);
    t = SCAN_REPEAT_MS + 1;
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(true);
  });

  it('reads the QR and the typed form of one code as the same code', () => {
    const d = createScanDedupe(SCAN_REPEAT_MS, () => 0);
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(true);
    expect(d.isNew('7q4km-482913')).toBe(false);
    expect(d.isNew('TARJETO:7Q4KM482914')).toBe(true);
    expect(d.isNew('https://example.com/menu')).toBe(true);
    expect(d.isNew('https://example.com/menu')).toBe(false);
  });

  it('ignores a code for longer once it was sent', () => {
    let t = 0;
    const d = createScanDedupe(SCAN_REPEAT_MS, () => t);
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(true);
    d.ignoreFor('TARJETO:7Q4KM482913', 60_000);
    t = 59_000;
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(false);
    t = 60_001;
    expect(d.isNew('TARJETO:7Q4KM482913')).toBe(true);
  });
});

describe('a code already sent, held up again', () => {
  it('reads as ya_leido until it rotates away, frames of a new code as repetido', () => {
    let t = 0;
    const d = createScanDedupe(SCAN_REPEAT_MS, () => t);
    expect(d.check('TARJETO:7Q4KM482913')).toBe('nuevo');
    expect(d.check('TARJETO:7Q4KM482913')).toBe('repetido');
    d.ignoreFor('TARJETO:7Q4KM482913', 60_000);
    t = 10_000;
    expect(d.check('TARJETO:7Q4KM482913')).toBe('ya_leido');
    expect(d.check('7Q4KM-482913')).toBe('ya_leido');
    // The phone shows its next code: a new customer read.
    expect(d.check('TARJETO:7Q4KM551204')).toBe('nuevo');
    t = 60_001;
    expect(d.check('TARJETO:7Q4KM482913')).toBe('nuevo');
  });
});
