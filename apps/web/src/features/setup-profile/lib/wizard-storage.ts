import { z } from 'zod';
import { CATEGORIA_IDS, GRADIENTS, RANGO_PRECIOS_IDS } from '@tarjeto/shared';
import {
  emptyCliente,
  emptyNegocio,
  type ClienteAnswers,
  type FotoAnswer,
  type NegocioAnswers,
  type TipoPerfil,
} from './answers.ts';

// The wizard survives a reload (SPEC §4 "Wizard"): the chosen type, the current step, the answers
// and the compressed photo live in sessionStorage under a key per user, until a successful setup or
// 'Cambiar tipo' clears them. What is read back is checked field by field; anything odd falls back
// to its empty value instead of breaking the screen.

export interface WizardState {
  tipo: TipoPerfil | null;
  /** -1 is the type choice; 0… the questionnaire. */
  step: number;
  cliente: ClienteAnswers;
  negocio: NegocioAnswers;
  foto: FotoAnswer | null;
}

export const initialWizard = (): WizardState => ({
  tipo: null,
  step: -1,
  cliente: emptyCliente(),
  negocio: emptyNegocio(),
  foto: null,
});

export const wizardStorageKey = (userId: string) => `tarjeto:wizard:${userId}`;

const VERSION = 1;

/** A stored value that is absent or malformed reads as undefined, and its default is used. */
const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const texto = opt(z.string().max(2000));
const categorias = opt(z.array(z.enum(CATEGORIA_IDS)).transform((l) => [...new Set(l)]));

const storedSchema = z.object({
  v: z.literal(VERSION),
  tipo: z.enum(['cliente', 'negocio']).nullable().catch(null),
  step: z.number().int().min(-1).max(20).catch(-1),
  cliente: z
    .object({
      nombre: texto,
      edad: texto,
      genero: texto,
      ciudad: texto,
      codigoPostal: texto,
      categorias,
    })
    .catch({}),
  negocio: z
    .object({
      nombreComercial: texto,
      rfc: texto,
      categorias,
      gradient: opt(z.enum(GRADIENTS)),
      sitioWeb: texto,
      facebook: texto,
      instagram: texto,
      tiktok: texto,
      direccion: texto,
      ciudad: texto,
      estado: texto,
      codigoPostal: texto,
      zona: texto,
      rangoPrecios: opt(z.union([z.enum(RANGO_PRECIOS_IDS), z.literal('')])),
      personalTotal: opt(z.number()),
      horario: opt(
        z
          .array(
            z.object({
              dia: z.number().int().min(0).max(6),
              apertura: z.string(),
              cierre: z.string(),
            }),
          )
          .length(7),
      ),
      numeroPlatosPrincipales: opt(z.number()),
      presupuestoMarketing: opt(z.number()),
      historiaNegocio: texto,
      valorDiferenciador: texto,
    })
    .catch({}),
  foto: z
    .object({ dataUrl: z.string().startsWith('data:image/'), type: z.string() })
    .nullable()
    .catch(null),
});

/** Drops the keys that read as undefined, so the empty answers' defaults stay. */
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export function loadWizard(userId: string): WizardState | null {
  try {
    const raw = sessionStorage.getItem(wizardStorageKey(userId));
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || !parsed.data.tipo) return null;
    const s = parsed.data;
    return {
      tipo: s.tipo,
      step: Math.max(0, s.step),
      cliente: { ...emptyCliente(), ...defined(s.cliente) },
      negocio: { ...emptyNegocio(), ...defined(s.negocio) },
      foto: s.foto,
    };
  } catch {
    return null;
  }
}

export function saveWizard(userId: string, state: WizardState) {
  try {
    sessionStorage.setItem(wizardStorageKey(userId), JSON.stringify({ v: VERSION, ...state }));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just won't survive a reload.
  }
}

export function clearWizard(userId: string) {
  try {
    sessionStorage.removeItem(wizardStorageKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
