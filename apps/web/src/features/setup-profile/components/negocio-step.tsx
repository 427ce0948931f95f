import type { ReactNode } from 'react';
import {
  CategoriasCampo,
  NombreCampo,
  RfcCampo,
} from '../../../components/perfil-campos/campos-identidad.tsx';
import {
  EnlaceCampo,
  EnlacesCampos,
  REDES_SOCIALES,
} from '../../../components/perfil-campos/campos-enlaces.tsx';
import {
  AdicionalCampos,
  PersonalCampo,
  RangoPreciosCampo,
} from '../../../components/perfil-campos/campos-negocio.tsx';
import { GradientCampo } from '../../../components/perfil-campos/campos-tarjeta.tsx';
import { UbicacionCampos } from '../../../components/perfil-campos/campos-ubicacion.tsx';
import { fieldId } from '../../../components/perfil-campos/campo-base.tsx';
import { erroresPorDia, HoursEditor } from '../../../components/perfil-campos/hours-editor.tsx';
import { vincular, type Vincular } from '../../../components/perfil-campos/tipos.ts';
import type { NegocioAnswers } from '../lib/answers.ts';
import { NEGOCIO_PATHS, type NegocioKey, type StepBodyProps } from '../lib/steps.ts';

type ErrorAt = (path: string) => string | undefined;

/** Each business step's fields (SPEC §2: 12 steps), from the shared profile fields. */
const CAMPOS: Record<
  string,
  (c: Vincular<NegocioAnswers>, a: NegocioAnswers, errorAt: ErrorAt) => ReactNode
> = {
  nombreComercial: (c) => <NombreCampo tipo="negocio" {...c('nombreComercial')} />,
  rfc: (c) => <RfcCampo {...c('rfc')} />,
  categorias: (c) => <CategoriasCampo tipo="negocio" {...c('categorias')} />,
  gradient: (c, a) => <GradientCampo nombre={a.nombreComercial} {...c('gradient')} />,
  sitioWeb: (c) => <EnlaceCampo campo="sitioWeb" {...c('sitioWeb')} />,
  redes: (c) => <EnlacesCampos campos={REDES_SOCIALES} campo={c} />,
  establecimiento: (c) => <UbicacionCampos campo={c} />,
  rangoPrecios: (c) => <RangoPreciosCampo {...c('rangoPrecios')} />,
  personalTotal: (c) => <PersonalCampo {...c('personalTotal')} />,
  horario: (c, a, errorAt) => (
    <HoursEditor
      {...c('horario')}
      error={errorAt(NEGOCIO_PATHS.horario)}
      errors={erroresPorDia(a.horario, NEGOCIO_PATHS.horario, errorAt)}
    />
  ),
  adicional: (c) => <AdicionalCampos campo={c} />,
};

/** The body of one business step (the photo step is the wizard's own). */
export function NegocioStep({
  stepId,
  answers,
  onChange,
  error,
  errorAt,
}: StepBodyProps<NegocioAnswers, NegocioKey> & {
  /** The message stored at an exact path (e.g. one day of the week). */
  errorAt: ErrorAt;
}) {
  const campo = vincular(answers, onChange, (k) => fieldId(NEGOCIO_PATHS[k]), error);
  return CAMPOS[stepId]?.(campo, answers, errorAt) ?? null;
}
