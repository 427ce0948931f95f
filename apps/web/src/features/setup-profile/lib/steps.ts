import type { z } from 'zod';
import { clienteSetupSchema, HORARIO_VACIO, negocioSetupSchema } from '@tarjeto/shared';
import { diaAbierto } from '../../../components/perfil-campos/tipos.ts';
import { CLIENTE_PATHS, NEGOCIO_PATHS_BASE } from '../../../components/perfil-campos/valores.ts';
import {
  toClienteInput,
  toNegocioInput,
  type ClienteAnswers,
  type NegocioAnswers,
  type TipoPerfil,
} from './answers.ts';

// The questionnaire of SPEC §2 (7 customer steps, 12 business steps) and how each step is checked
// (§5 "Wizard"). Every check runs the shared schema the server uses on the whole profile and keeps
// the messages whose dotted path belongs to the step — so a step, the final check and the server's
// fieldErrors all speak the same paths ('datosPersonales.edad', 'informacionGeneral.categoria', …).

export type FieldErrors = Record<string, string>;

export type ClienteKey = keyof ClienteAnswers | 'foto';
export type NegocioKey = keyof NegocioAnswers | 'foto';

/** What the body of a step gets from the wizard: the answers, and their errors by key. */
export interface StepBodyProps<A, K extends string> {
  stepId: string;
  answers: A;
  onChange: (patch: Partial<A>) => void;
  error: (key: K) => string | undefined;
}

export interface StepDef<K extends string> {
  id: string;
  /** The answers this step asks for. */
  keys: readonly K[];
  /** Those that may not be left empty (the photo and the optional links never are). */
  required: readonly K[];
}

export { CLIENTE_PATHS, HORARIO_VACIO };

/** Where each answer lives in profileData (the photo travels as its own multipart part). */
export const NEGOCIO_PATHS: Record<NegocioKey, string> = {
  ...NEGOCIO_PATHS_BASE,
  direccion: 'establecimiento.ubicacion.direccion',
  ciudad: 'establecimiento.ubicacion.ciudad',
  estado: 'establecimiento.ubicacion.estado',
  codigoPostal: 'establecimiento.ubicacion.codigoPostal',
  zona: 'establecimiento.ubicacion.zona',
};

export const CLIENTE_STEPS: readonly StepDef<ClienteKey>[] = [
  { id: 'nombre', keys: ['nombre'], required: ['nombre'] },
  { id: 'foto', keys: ['foto'], required: [] },
  { id: 'edad', keys: ['edad'], required: ['edad'] },
  { id: 'genero', keys: ['genero'], required: ['genero'] },
  { id: 'ciudad', keys: ['ciudad'], required: ['ciudad'] },
  { id: 'codigoPostal', keys: ['codigoPostal'], required: ['codigoPostal'] },
  { id: 'categorias', keys: ['categorias'], required: ['categorias'] },
];

const UBICACION = ['direccion', 'zona', 'ciudad', 'estado', 'codigoPostal'] as const;

export const NEGOCIO_STEPS: readonly StepDef<NegocioKey>[] = [
  { id: 'nombreComercial', keys: ['nombreComercial'], required: ['nombreComercial'] },
  { id: 'foto', keys: ['foto'], required: [] },
  { id: 'rfc', keys: ['rfc'], required: ['rfc'] },
  { id: 'categorias', keys: ['categorias'], required: ['categorias'] },
  { id: 'gradient', keys: ['gradient'], required: ['gradient'] },
  { id: 'sitioWeb', keys: ['sitioWeb'], required: [] },
  { id: 'redes', keys: ['facebook', 'instagram', 'tiktok'], required: [] },
  { id: 'establecimiento', keys: UBICACION, required: UBICACION },
  { id: 'rangoPrecios', keys: ['rangoPrecios'], required: ['rangoPrecios'] },
  { id: 'personalTotal', keys: ['personalTotal'], required: ['personalTotal'] },
  { id: 'horario', keys: ['horario'], required: ['horario'] },
  {
    // Counts as answered automatically (SPEC §5): everything here has a default or is optional.
    id: 'adicional',
    keys: [
      'numeroPlatosPrincipales',
      'presupuestoMarketing',
      'historiaNegocio',
      'valorDiferenciador',
    ],
    required: [],
  },
];

export const stepsOf = (tipo: TipoPerfil) => (tipo === 'cliente' ? CLIENTE_STEPS : NEGOCIO_STEPS);
export const pathsOf = (tipo: TipoPerfil): Record<string, string> =>
  tipo === 'cliente' ? CLIENTE_PATHS : NEGOCIO_PATHS;

/** Whether an error at `errorPath` belongs to the answer stored at `fieldPath`. */
export const pathMatches = (errorPath: string, fieldPath: string) =>
  errorPath === fieldPath ||
  errorPath.startsWith(`${fieldPath}.`) ||
  fieldPath.startsWith(`${errorPath}.`);

function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export type ClienteProfileData = z.output<typeof clienteSetupSchema>;
export type NegocioProfileData = z.output<typeof negocioSetupSchema>;

export type Validation<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** The whole customer profile through clienteSetupSchema: the wire data, or errors by path. */
export function validateCliente(a: ClienteAnswers): Validation<ClienteProfileData> {
  const parsed = clienteSetupSchema.safeParse(toClienteInput(a));
  return parsed.success
    ? { data: parsed.data, errors: null }
    : { data: null, errors: toFieldErrors(parsed.error.issues) };
}

/** The whole business profile through negocioSetupSchema, plus "at least one open day". */
export function validateNegocio(a: NegocioAnswers): Validation<NegocioProfileData> {
  const parsed = negocioSetupSchema.safeParse(toNegocioInput(a));
  const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
  if (!a.horario.some(diaAbierto)) errors[NEGOCIO_PATHS.horario] ??= HORARIO_VACIO;
  return parsed.success && Object.keys(errors).length === 0
    ? { data: parsed.data, errors: null }
    : { data: null, errors };
}

const blank = (v: unknown) =>
  typeof v === 'string' ? v.trim() === '' : Array.isArray(v) ? v.length === 0 : v == null;

/** Whether a required answer is still missing (as opposed to present but malformed). */
export function isMissing(tipo: TipoPerfil, answers: ClienteAnswers | NegocioAnswers, key: string) {
  if (tipo === 'negocio' && key === 'horario') {
    return !(answers as NegocioAnswers).horario.some(diaAbierto);
  }
  return blank((answers as unknown as Record<string, unknown>)[key]);
}

/** The errors that belong to one step. */
export function errorsForStep(tipo: TipoPerfil, index: number, errors: FieldErrors): FieldErrors {
  const step = stepsOf(tipo)[index];
  if (!step) return {};
  const paths = pathsOf(tipo);
  const fieldPaths = step.keys.map((k) => paths[k]!);
  return Object.fromEntries(
    Object.entries(errors).filter(([p]) => fieldPaths.some((fp) => pathMatches(p, fp))),
  );
}

/** The first step that holds one of these error paths, or -1. */
export function firstStepWithError(tipo: TipoPerfil, errors: FieldErrors): number {
  const steps = stepsOf(tipo);
  return steps.findIndex((_, i) => Object.keys(errorsForStep(tipo, i, errors)).length > 0);
}
