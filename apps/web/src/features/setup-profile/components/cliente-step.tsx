import type { ReactNode } from 'react';
import {
  CategoriasCampo,
  EdadCampo,
  GeneroCampo,
  NombreCampo,
} from '../../../components/perfil-campos/campos-identidad.tsx';
import { UbicacionCampo } from '../../../components/perfil-campos/campos-ubicacion.tsx';
import { fieldId } from '../../../components/perfil-campos/campo-base.tsx';
import { vincular, type Vincular } from '../../../components/perfil-campos/tipos.ts';
import type { ClienteAnswers } from '../lib/answers.ts';
import { CLIENTE_PATHS, type ClienteKey, type StepBodyProps } from '../lib/steps.ts';

/** Each customer step's field (SPEC §2: 7 steps), from the shared profile fields. */
const CAMPOS: Record<string, (c: Vincular<ClienteAnswers>) => ReactNode> = {
  nombre: (c) => <NombreCampo tipo="cliente" {...c('nombre')} />,
  edad: (c) => <EdadCampo {...c('edad')} />,
  genero: (c) => <GeneroCampo {...c('genero')} />,
  ciudad: (c) => <UbicacionCampo campo="ciudad" {...c('ciudad')} />,
  codigoPostal: (c) => (
    <UbicacionCampo campo="codigoPostal" className="max-w-48" {...c('codigoPostal')} />
  ),
  categorias: (c) => <CategoriasCampo tipo="cliente" {...c('categorias')} />,
};

/** The body of one customer step (the photo step is the wizard's own). */
export function ClienteStep({
  stepId,
  answers,
  onChange,
  error,
}: StepBodyProps<ClienteAnswers, ClienteKey>) {
  const campo = vincular(answers, onChange, (k) => fieldId(CLIENTE_PATHS[k]), error);
  return CAMPOS[stepId]?.(campo) ?? null;
}
