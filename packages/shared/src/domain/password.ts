import { PASSWORD_MIN_LENGTH } from '../constants.ts';

// The signup hint of SPEC §5: a checklist and a strength score of 0–3. It is a hint only — the
// server enforces length and refuses common passwords, not these rules.

export const PASSWORD_CHECKS = [
  {
    id: 'longitud',
    etiqueta: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'mayuscula', etiqueta: 'Una letra mayúscula', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'minuscula', etiqueta: 'Una letra minúscula', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'numero', etiqueta: 'Un número', test: (p: string) => /\d/.test(p) },
] as const;

/** SPEC §5's labels, with the accent its 'Muy debil' lacks. */
export const STRENGTH_LABELS = ['Muy débil', 'Moderada', 'Fuerte', 'Muy fuerte'] as const;

/** One point each for: length ≥ 6, both cases, a digit. */
export function passwordStrength(password: string): {
  score: 0 | 1 | 2 | 3;
  label: (typeof STRENGTH_LABELS)[number];
} {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password)) score++;
  if (/\d/.test(password)) score++;
  const s = score as 0 | 1 | 2 | 3;
  return { score: s, label: STRENGTH_LABELS[s] };
}
