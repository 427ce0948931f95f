import { GENEROS, MAX_CATEGORIAS_CLIENTE } from '@tarjeto/shared';
import { Input } from '../../../components/ui/input.tsx';
import type { ClienteAnswers, FotoAnswer } from '../lib/answers.ts';
import { CLIENTE_PATHS, type ClienteKey } from '../lib/steps.ts';
import { CategoryPicker } from './category-picker.tsx';
import { fieldId, SelectField } from './fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';

const id = (key: ClienteKey) => fieldId(CLIENTE_PATHS[key]);

/** The body of one customer step (SPEC §2: 7 steps). */
export function ClienteStep({
  stepId,
  answers,
  onChange,
  foto,
  onFoto,
  onSkipFoto,
  error,
}: {
  stepId: string;
  answers: ClienteAnswers;
  onChange: (patch: Partial<ClienteAnswers>) => void;
  foto: FotoAnswer | null;
  onFoto: (foto: FotoAnswer | null) => void;
  onSkipFoto: () => void;
  error: (key: ClienteKey) => string | undefined;
}) {
  switch (stepId) {
    case 'nombre':
      return (
        <Input
          id={id('nombre')}
          label="Nombre completo"
          placeholder="Ej. Ana María López"
          autoComplete="name"
          autoCapitalize="words"
          maxLength={100}
          value={answers.nombre}
          onChange={(e) => onChange({ nombre: e.target.value })}
          error={error('nombre')}
        />
      );
    case 'foto':
      return (
        <PhotoPicker
          id={id('foto')}
          tipo="cliente"
          foto={foto}
          onChange={onFoto}
          onSkip={onSkipFoto}
          error={error('foto')}
        />
      );
    case 'edad':
      return (
        <Input
          id={id('edad')}
          label="Edad"
          type="number"
          inputMode="numeric"
          min={13}
          max={120}
          step={1}
          placeholder="Ej. 28"
          className="max-w-48"
          value={answers.edad}
          onChange={(e) => onChange({ edad: e.target.value })}
          error={error('edad')}
          hint="En años cumplidos."
        />
      );
    case 'genero':
      return (
        <SelectField
          id={id('genero')}
          label="Género"
          placeholder="Elige una opción"
          options={GENEROS}
          value={answers.genero}
          onChange={(e) => onChange({ genero: e.target.value })}
          error={error('genero')}
        />
      );
    case 'ciudad':
      return (
        <Input
          id={id('ciudad')}
          label="Ciudad"
          placeholder="Ej. Culiacán"
          autoComplete="address-level2"
          maxLength={80}
          value={answers.ciudad}
          onChange={(e) => onChange({ ciudad: e.target.value })}
          error={error('ciudad')}
        />
      );
    case 'codigoPostal':
      return (
        <Input
          id={id('codigoPostal')}
          label="Código postal"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Ej. 80000"
          maxLength={5}
          className="max-w-48"
          value={answers.codigoPostal}
          onChange={(e) =>
            onChange({ codigoPostal: e.target.value.replace(/\D/g, '').slice(0, 5) })
          }
          error={error('codigoPostal')}
          hint="5 dígitos."
        />
      );
    case 'categorias':
      return (
        <CategoryPicker
          id={id('categorias')}
          legend="Categorías favoritas"
          value={answers.categorias}
          max={MAX_CATEGORIAS_CLIENTE}
          onChange={(categorias) => onChange({ categorias })}
          error={error('categorias')}
        />
      );
    default:
      return null;
  }
}
