import {
  GENEROS,
  MAX_CATEGORIAS_CLIENTE,
  MAX_CATEGORIAS_NEGOCIO,
  type CategoriaId,
} from '@tarjeto/shared';
import { Input } from '../ui/input.tsx';
import { SelectField } from './campo-base.tsx';
import { CategoryPicker } from './category-picker.tsx';
import type { CampoProps, TipoPerfil } from './tipos.ts';

// Who the profile is: the name, the RFC, age and gender, the categories. The customer's and the
// business's versions of a field differ only in their words and limits, named here once.

const NOMBRE = {
  cliente: {
    label: 'Nombre completo',
    placeholder: 'Ej. Ana María López',
    autoComplete: 'name',
    maxLength: 100,
  },
  negocio: {
    label: 'Nombre del negocio',
    placeholder: 'Ej. Tacos Cuichi',
    autoComplete: 'organization',
    maxLength: 80,
  },
} as const;

export function NombreCampo({
  tipo,
  onChange,
  ...campo
}: CampoProps<string> & { tipo: TipoPerfil }) {
  return (
    <Input
      {...NOMBRE[tipo]}
      autoCapitalize="words"
      {...campo}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function RfcCampo({ onChange, ...campo }: CampoProps<string>) {
  return (
    <Input
      label="RFC"
      placeholder="Ej. TCU980312AB1"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={13}
      className="max-w-sm"
      inputMode="text"
      hint="Lo usamos para verificar tu negocio."
      {...campo}
      onChange={(e) => onChange(e.target.value.toUpperCase().replace(/\s+/g, ''))}
    />
  );
}

/** Age as typed (parsed as an integer when sent, SPEC §5). */
export function EdadCampo({ onChange, ...campo }: CampoProps<string>) {
  return (
    <Input
      label="Edad"
      type="number"
      inputMode="numeric"
      min={13}
      max={120}
      step={1}
      placeholder="Ej. 28"
      className="max-w-48"
      hint="En años cumplidos."
      {...campo}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function GeneroCampo({ onChange, ...campo }: CampoProps<string>) {
  return (
    <SelectField
      label="Género"
      placeholder="Elige una opción"
      options={GENEROS}
      {...campo}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const CATEGORIAS = {
  cliente: { legend: 'Categorías favoritas', max: MAX_CATEGORIAS_CLIENTE },
  negocio: { legend: 'Categorías del negocio', max: MAX_CATEGORIAS_NEGOCIO },
} as const;

/** Capped at 5 for a customer, 3 for a business (SPEC §5). */
export function CategoriasCampo({
  tipo,
  ...campo
}: CampoProps<CategoriaId[]> & { tipo: TipoPerfil }) {
  return <CategoryPicker {...CATEGORIAS[tipo]} {...campo} />;
}
