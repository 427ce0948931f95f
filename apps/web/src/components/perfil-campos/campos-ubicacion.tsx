import { useId } from 'react';
import { Input } from '../ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import type { CampoProps } from './tipos.ts';

// Where the profile is: a customer gives a city and a postal code, a business the full address of
// each establishment (SPEC §2, §5). One table of words and limits for every address field.

export interface UbicacionValores {
  direccion: string;
  zona: string;
  ciudad: string;
  estado: string;
  codigoPostal: string;
}
export type CampoUbicacion = keyof UbicacionValores;

/** In the order a Mexican address is written. */
export const CAMPOS_UBICACION = ['direccion', 'zona', 'ciudad', 'estado', 'codigoPostal'] as const;

const UBICACION = {
  direccion: { label: 'Calle y número', placeholder: 'Ej. Av. Álvaro Obregón 123', max: 160 },
  zona: { label: 'Colonia o zona', placeholder: 'Ej. Centro', max: 80 },
  ciudad: { label: 'Ciudad', placeholder: 'Ej. Culiacán', max: 80 },
  estado: { label: 'Estado', placeholder: 'Ej. Sinaloa', max: 80 },
  codigoPostal: { label: 'Código postal', placeholder: 'Ej. 80000', max: 5 },
} as const;

const AUTOCOMPLETE: Record<CampoUbicacion, string> = {
  direccion: 'street-address',
  zona: 'address-level3',
  ciudad: 'address-level2',
  estado: 'address-level1',
  codigoPostal: 'postal-code',
};

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, 5);

/** The 32 Mexican states, offered as suggestions in the establishment's 'Estado' field. */
export const ESTADOS_MX = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;

/** One address field; the state offers the 32 states, the postal code takes 5 digits. */
export function UbicacionCampo({
  campo,
  onChange,
  className,
  ...props
}: CampoProps<string> & { campo: CampoUbicacion; className?: string }) {
  const estadosId = useId();
  const { label, placeholder, max } = UBICACION[campo];
  const cp = campo === 'codigoPostal';
  return (
    <>
      <Input
        label={label}
        placeholder={placeholder}
        autoComplete={AUTOCOMPLETE[campo]}
        maxLength={max}
        inputMode={cp ? 'numeric' : undefined}
        hint={cp ? '5 dígitos.' : undefined}
        list={campo === 'estado' ? estadosId : undefined}
        className={className}
        {...props}
        onChange={(e) => onChange(cp ? soloDigitos(e.target.value) : e.target.value)}
      />
      {campo === 'estado' ? (
        <datalist id={estadosId}>
          {ESTADOS_MX.map((e) => (
            <option key={e} value={e} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

/** The five fields of an establishment's address, the street across the whole row. */
export function UbicacionCampos({
  campo,
  className,
}: {
  campo: (key: CampoUbicacion) => CampoProps<string>;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', className)}>
      {CAMPOS_UBICACION.map((k) => (
        <UbicacionCampo
          key={k}
          campo={k}
          className={k === 'direccion' ? 'sm:col-span-2' : undefined}
          {...campo(k)}
        />
      ))}
    </div>
  );
}
