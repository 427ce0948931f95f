// Level colours as literal Tailwind classes (BRAND.md: fixed per level). Level colours are only
// used for fills, borders and large text here: small text stays stone for WCAG AA contrast.
export const NIVEL_FILL: Record<number, string> = {
  0: 'bg-nivel-todos',
  1: 'bg-nivel-bronce',
  2: 'bg-nivel-plata',
  3: 'bg-nivel-oro',
  4: 'bg-nivel-rubi',
};
export const NIVEL_TEXT: Record<number, string> = {
  0: 'text-nivel-todos',
  1: 'text-nivel-bronce',
  2: 'text-nivel-plata',
  3: 'text-nivel-oro',
  4: 'text-nivel-rubi',
};
