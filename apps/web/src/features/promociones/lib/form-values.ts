import {
  DEFAULT_ZONA_HORARIA,
  sumarDias,
  type ClasePromo,
  type Promocion,
  type PromocionDraft,
  type TipoPromo,
} from '@tarjeto/shared';
import { totalGlobalInicial } from './copy.ts';

// What the drawer and the creation form hold while someone types, and how it becomes the draft the
// API takes (the shared promocionDraftSchema). Inputs hold text, so a limit left blank stays ''
// (no limit, shown as ∞) and the contract turns the rest into numbers.

/** The creation form's defaults (SPEC §9). */
export const PROMO_DEFAULTS = {
  diaSemana: 1,
  horaInicio: '18:00',
  horaFin: '22:00',
  totalInicial: 100,
  diario: 1,
  semanal: 3,
  total: 5,
  nivelReq: 0,
  status: true,
  /** End date and deadline: today + 30 days. */
  diasDeVigencia: 30,
} as const;

export interface PromocionFormValues {
  negocioID: string;
  titulo: string;
  descripcion: string;
  clase: ClasePromo;
  nivelReq: number;
  /** Not edited here; kept so saving an existing promotion leaves it as it was. */
  categoriaFavorita: string[];
  tipoPromo: {
    tipo: TipoPromo;
    // Every type's fields are kept, so switching type and back loses nothing; only the chosen
    // one is validated and sent (see borradorDe).
    programa: { diaSemana: number; horaInicio: string; horaFin: string; zonaHoraria: string };
    periodo: { fechaInicio: string; fechaFin: string };
    exclusivo: { totalInicial: string; fechaLimite: string };
  };
  limiteDeUsos: {
    porUsuario: { diario: string; semanal: string; total: string };
    totalGlobal: string;
  };
  terminos: string;
  status: boolean;
}

const texto = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export interface ValoresIniciales {
  negocioID: string;
  /** Today where the business is ('YYYY-MM-DD'). */
  hoy: string;
  /** The business's zone; the spec's America/Mexico_City when it has none. */
  zonaHoraria?: string | undefined;
  clase?: ClasePromo;
  tipo?: TipoPromo;
}

/** A new promotion: every default of SPEC §9, the dates from today. */
export function valoresIniciales({
  negocioID,
  hoy,
  zonaHoraria,
  clase = 'promocion',
  tipo = 'regular',
}: ValoresIniciales): PromocionFormValues {
  const fin = sumarDias(hoy, PROMO_DEFAULTS.diasDeVigencia);
  return {
    negocioID,
    titulo: '',
    descripcion: '',
    clase,
    nivelReq: PROMO_DEFAULTS.nivelReq,
    categoriaFavorita: [],
    tipoPromo: {
      tipo,
      programa: {
        diaSemana: PROMO_DEFAULTS.diaSemana,
        horaInicio: PROMO_DEFAULTS.horaInicio,
        horaFin: PROMO_DEFAULTS.horaFin,
        zonaHoraria: zonaHoraria || DEFAULT_ZONA_HORARIA,
      },
      periodo: { fechaInicio: hoy, fechaFin: fin },
      exclusivo: { totalInicial: String(PROMO_DEFAULTS.totalInicial), fechaLimite: fin },
    },
    limiteDeUsos: {
      porUsuario: {
        diario: String(PROMO_DEFAULTS.diario),
        semanal: String(PROMO_DEFAULTS.semanal),
        total: String(PROMO_DEFAULTS.total),
      },
      totalGlobal: String(totalGlobalInicial(clase)),
    },
    terminos: '',
    status: PROMO_DEFAULTS.status,
  };
}

/** An existing promotion as the form edits it; the types it does not use get the defaults. */
export function valoresDePromocion(
  p: Promocion,
  base: Omit<ValoresIniciales, 'clase' | 'tipo'>,
): PromocionFormValues {
  const d = valoresIniciales({ ...base, clase: p.clase, tipo: p.tipoPromo.tipo });
  const { programa, periodo, exclusivo } = p.tipoPromo;
  return {
    ...d,
    negocioID: p.negocioID || base.negocioID,
    titulo: p.titulo,
    descripcion: p.descripcion,
    nivelReq: p.nivelReq,
    categoriaFavorita: [...p.categoriaFavorita],
    tipoPromo: {
      tipo: p.tipoPromo.tipo,
      programa: programa ? { ...programa } : d.tipoPromo.programa,
      periodo: periodo
        ? { fechaInicio: periodo.fechaInicio.slice(0, 10), fechaFin: periodo.fechaFin.slice(0, 10) }
        : d.tipoPromo.periodo,
      exclusivo: exclusivo
        ? {
            totalInicial: String(exclusivo.totalInicial),
            fechaLimite: exclusivo.fechaLimite.slice(0, 10),
          }
        : d.tipoPromo.exclusivo,
    },
    limiteDeUsos: {
      porUsuario: {
        diario: texto(p.limiteDeUsos.porUsuario.diario),
        semanal: texto(p.limiteDeUsos.porUsuario.semanal),
        total: texto(p.limiteDeUsos.porUsuario.total),
      },
      totalGlobal: texto(p.limiteDeUsos.totalGlobal),
    },
    terminos: p.terminos ?? '',
    status: p.status,
  };
}

// '' is "no limit"; anything else goes as a number, and the schema says what is wrong with it.
const limite = (s: string) => (s.trim() === '' ? null : Number(s));
const cantidad = (s: string) => (s.trim() === '' ? s : Number(s));

/** The draft to validate and send: only the chosen type's fields go with it. */
export function borradorDe(v: PromocionFormValues): PromocionDraft {
  const { tipo, programa, periodo, exclusivo } = v.tipoPromo;
  const { porUsuario, totalGlobal } = v.limiteDeUsos;
  return {
    negocioID: v.negocioID,
    titulo: v.titulo,
    descripcion: v.descripcion,
    clase: v.clase,
    nivelReq: v.nivelReq,
    categoriaFavorita: v.categoriaFavorita as PromocionDraft['categoriaFavorita'],
    tipoPromo: {
      tipo,
      ...(tipo === 'programa' ? { programa } : {}),
      ...(tipo === 'periodo' ? { periodo } : {}),
      ...(tipo === 'exclusivo'
        ? { exclusivo: { ...exclusivo, totalInicial: cantidad(exclusivo.totalInicial) } }
        : {}),
    },
    limiteDeUsos: {
      porUsuario: {
        diario: limite(porUsuario.diario),
        semanal: limite(porUsuario.semanal),
        total: limite(porUsuario.total),
      },
      totalGlobal: limite(totalGlobal),
    },
    terminos: v.terminos,
    status: v.status,
  };
}
