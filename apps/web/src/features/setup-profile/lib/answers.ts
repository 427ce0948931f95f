import {
  DEFAULT_GRADIENT,
  HORARIO_DIA_DEFAULT,
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
  type RANGO_PRECIOS_IDS,
  type CategoriaId,
  type Gradient,
} from '@tarjeto/shared';

// What the wizard holds while someone answers it (SPEC §2 "Setup wizard", §4 "Wizard"): plain form
// values, one flat record per account type. `toClienteInput` / `toNegocioInput` turn them into the
// wire shape of clienteSetupSchema / negocioSetupSchema, which then validate them.

export type TipoPerfil = 'cliente' | 'negocio';
export type RangoPreciosId = (typeof RANGO_PRECIOS_IDS)[number];

export interface HorarioDia {
  dia: number;
  apertura: string;
  cierre: string;
}

export interface ClienteAnswers {
  nombre: string;
  /** As typed; parsed as an integer when sent (SPEC §5). */
  edad: string;
  genero: string;
  ciudad: string;
  codigoPostal: string;
  categorias: CategoriaId[];
}

export interface NegocioAnswers {
  nombreComercial: string;
  rfc: string;
  categorias: CategoriaId[];
  gradient: Gradient;
  sitioWeb: string;
  facebook: string;
  instagram: string;
  tiktok: string;
  direccion: string;
  ciudad: string;
  estado: string;
  codigoPostal: string;
  zona: string;
  rangoPrecios: RangoPreciosId | '';
  personalTotal: number;
  /** All seven days, 0 Domingo … 6 Sábado; both times empty = 'Cerrado'. */
  horario: HorarioDia[];
  numeroPlatosPrincipales: number;
  presupuestoMarketing: number;
  historiaNegocio: string;
  valorDiferenciador: string;
}

/** The compressed profile photo, kept as a data URL so a reload keeps it too. */
export interface FotoAnswer {
  dataUrl: string;
  type: string;
}

export const DIAS_LABORABLES = [1, 2, 3, 4, 5] as const;

export const emptyCliente = (): ClienteAnswers => ({
  nombre: '',
  edad: '',
  genero: '',
  ciudad: '',
  codigoPostal: '',
  categorias: [],
});

export const emptyNegocio = (): NegocioAnswers => ({
  nombreComercial: '',
  rfc: '',
  categorias: [],
  gradient: DEFAULT_GRADIENT,
  sitioWeb: '',
  facebook: '',
  instagram: '',
  tiktok: '',
  direccion: '',
  ciudad: '',
  estado: '',
  codigoPostal: '',
  zona: '',
  rangoPrecios: '',
  personalTotal: PERSONAL_STOPS[0],
  // A sensible start: open Monday to Friday at the default hours, weekend closed.
  horario: Array.from({ length: 7 }, (_, dia) =>
    (DIAS_LABORABLES as readonly number[]).includes(dia)
      ? { dia, ...HORARIO_DIA_DEFAULT }
      : { dia, apertura: '', cierre: '' },
  ),
  numeroPlatosPrincipales: PLATOS_PRINCIPALES_MIN,
  presupuestoMarketing: PRESUPUESTO_MARKETING_STOPS[0],
  historiaNegocio: '',
  valorDiferenciador: '',
});

export const diaAbierto = (d: HorarioDia) => d.apertura !== '' || d.cierre !== '';

/** Age as an integer (SPEC §5); undefined when nothing usable was typed. */
export function parseEdad(edad: string): number | undefined {
  const n = Number.parseInt(edad.trim(), 10);
  return Number.isNaN(n) ? undefined : n;
}

/** The customer's answers in the wire shape of clienteSetupSchema (before validation). */
export const toClienteInput = (a: ClienteAnswers) => ({
  datosPersonales: {
    nombre: a.nombre,
    edad: parseEdad(a.edad),
    genero: a.genero === '' ? undefined : a.genero,
    ubicacion: { ciudad: a.ciudad, codigoPostal: a.codigoPostal },
  },
  categoriaFavorita: a.categorias,
});

/** The business's answers in the wire shape of negocioSetupSchema (before validation). */
export const toNegocioInput = (a: NegocioAnswers) => ({
  datosPersonales: { nombreComercial: a.nombreComercial, rfc: a.rfc },
  informacionGeneral: {
    categoria: a.categorias,
    gradient: a.gradient,
    sitioWeb: a.sitioWeb,
    redesSociales: { facebook: a.facebook, instagram: a.instagram, tiktok: a.tiktok },
    rangoPrecios: a.rangoPrecios === '' ? undefined : a.rangoPrecios,
    personalTotal: a.personalTotal,
    horarioOperacion: [...a.horario].sort((x, y) => x.dia - y.dia),
    numeroPlatosPrincipales: a.numeroPlatosPrincipales,
    presupuestoMarketing: a.presupuestoMarketing,
    historiaNegocio: a.historiaNegocio,
    valorDiferenciador: a.valorDiferenciador,
  },
  establecimiento: {
    ubicacion: {
      direccion: a.direccion,
      ciudad: a.ciudad,
      estado: a.estado,
      codigoPostal: a.codigoPostal,
      zona: a.zona,
    },
  },
});
