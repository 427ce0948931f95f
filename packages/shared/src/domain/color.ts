// Text on a colour someone chose (a business's brand colour): whichever of white and near-black
// reads better, by WCAG relative luminance.

/** White or near-black text, whichever reads better on this colour (WCAG relative luminance). */
export function textoSobre(hex: string): '#ffffff' | '#1c1917' {
  const canal = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
  // Contrast with white is 1.05 / (l + 0.05); with #1c1917 it is (l + 0.05) / 0.0611.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0611 ? '#ffffff' : '#1c1917';
}

/** The card's main colour for a gradient (index.css's first stop): the wallet pass's background. */
export const COLOR_DE_GRADIENTE = {
  dorado: '#9a6a08',
  azul: '#2563eb',
  rubi: '#c2185b',
  rosa: '#c92d72',
} as const satisfies Record<string, `#${string}`>;
