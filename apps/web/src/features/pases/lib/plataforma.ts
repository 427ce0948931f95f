import type { PasesCliente } from '@tarjeto/shared';

// Which wallet's badge this device gets: an iPhone or iPad has no Google Wallet, an Android phone
// no Apple Wallet (Apple asks its badge be shown only where Apple Wallet works). A computer or
// anything else gets both — a customer may be looking from there at a card for their phone.

export type Sistema = 'ios' | 'android' | 'otro';

export function sistemaDelDispositivo(
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  toques: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): Sistema {
  // iPadOS asks for desktop pages as a Mac; a Mac has no touch screen.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && toques > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  return 'otro';
}

/** The wallets to offer on this device: what the server has and the device can use. */
export function carterasAqui(
  disponibles: PasesCliente['disponibles'],
  sistema: Sistema = sistemaDelDispositivo(),
) {
  return {
    google: disponibles.google && sistema !== 'ios',
    apple: disponibles.apple && sistema !== 'android',
  };
}
