import { describe, expect, it } from 'vitest';
import { carterasAqui, sistemaDelDispositivo } from './plataforma.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_ESCRITORIO =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; moto g54 5G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('the wallets a device is offered', () => {
  it('knows an iPhone, an iPad asking for desktop pages, an Android phone and a computer', () => {
    expect(sistemaDelDispositivo(IPHONE, 5)).toBe('ios');
    expect(sistemaDelDispositivo(IPAD_ESCRITORIO, 5)).toBe('ios');
    expect(sistemaDelDispositivo(IPAD_ESCRITORIO, 0)).toBe('otro'); // a Mac
    expect(sistemaDelDispositivo(ANDROID, 5)).toBe('android');
    expect(sistemaDelDispositivo(LINUX, 0)).toBe('otro');
  });

  it('offers Apple Wallet to an iPhone, Google Wallet to Android, both to a computer', () => {
    const ambas = { google: true, apple: true };
    expect(carterasAqui(ambas, 'ios')).toEqual({ google: false, apple: true });
    expect(carterasAqui(ambas, 'android')).toEqual({ google: true, apple: false });
    expect(carterasAqui(ambas, 'otro')).toEqual(ambas);
    expect(carterasAqui({ google: false, apple: true }, 'android')).toEqual({
      google: false,
      apple: false,
    });
  });
});
