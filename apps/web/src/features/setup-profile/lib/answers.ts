import {
  DEFAULT_GRADIENT,
  HORARIO_DIA_DEFAULT,
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
} from '@tarjeto/shared';
import type { UbicacionValores } from '../../../components/perfil-campos/campos-ubicacion.tsx';
import {
  datosDeCliente,
  datosDeNegocio,
  ubicacionDe,
  type ClienteValores,
  type NegocioValores,
} from '../../../components/perfil-campos/valores.ts';

// What the wizard holds while someone answers it (SPEC §2 "Setup wizard", §4 "Wizard"): the
// profile fields' values (components/perfil-campos), one flat record per account type, with the
// wizard's starting answers. `toClienteInput` / `toNegocioInput` turn them into the wire shape of
// clienteSetupSchema / negocioSetupSchema, which then validate them.

export type { FotoAnswer, TipoPerfil } from '../../../components/perfil-campos/tipos.ts';
export type ClienteAnswers = ClienteValores;
/** The business and its main establishment's address. */
export type NegocioAnswers = Omit<NegocioValores, 'color'> & UbicacionValores;

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

/** The customer's answers in the wire shape of clienteSetupSchema (before validation). */
export const toClienteInput = datosDeCliente;

/** The business's answers in the wire shape of negocioSetupSchema (before validation). */
export const toNegocioInput = (a: NegocioAnswers) => ({
  ...datosDeNegocio(a),
  establecimiento: { ubicacion: ubicacionDe(a) },
});
