import { nombreCorto } from './nombres.ts';

// A business's people (DOMAIN §10, issue 25): the owner (Dueño) and the staff they invite. What each
// role may do is decided here, once: the API checks it on every business call, the web app only
// hides what the server would refuse anyway.

export const ROLES_EQUIPO = ['dueno', 'encargado', 'cajero'] as const;
export type RolEquipo = (typeof ROLES_EQUIPO)[number];

/** The roles an owner can give (there is one owner, the account that made the business). */
export const ROLES_INVITABLES = ['encargado', 'cajero'] as const;
export type RolInvitable = (typeof ROLES_INVITABLES)[number];

export const ETIQUETA_ROL: Record<RolEquipo, string> = {
  dueno: 'Dueño',
  encargado: 'Encargado',
  cajero: 'Cajero',
};

/** Who registered a visit or a canje, as a list names them: 'Carlos R. (Cajero)'. */
export const quienRegistro = (p: { nombre: string; rol: RolEquipo }) =>
  `${nombreCorto(p.nombre)} (${ETIQUETA_ROL[p.rol]})`;

/** One line per role, on the screen where the owner picks it. */
export const DESCRIPCION_ROL: Record<RolEquipo, string> = {
  dueno: 'Todo: Ajustes, equipo, descargas de datos y la cuenta.',
  encargado: 'Nexos, Clientes, Ofertas y Estadísticas. Sin Ajustes, descargas ni equipo.',
  cajero: 'Solo el Nexo del mostrador, con su PIN.',
};

/** The parts of a business's dashboard and API a role may reach. */
export const PERMISOS = [
  'panel',
  'nexo',
  'clientes',
  'ofertas',
  'estadisticas',
  'ajustes',
  'exportar',
  'equipo',
  'actividad',
  'cuenta',
] as const;
export type Permiso = (typeof PERMISOS)[number];

const PERMISOS_DE_ROL: Record<RolEquipo, readonly Permiso[]> = {
  dueno: PERMISOS,
  encargado: ['panel', 'nexo', 'clientes', 'ofertas', 'estadisticas'],
  cajero: [],
};

/** Whether `rol` may do what `permiso` names. */
export const puede = (rol: RolEquipo, permiso: Permiso) => PERMISOS_DE_ROL[rol].includes(permiso);

/** A kiosk PIN: 4 to 6 digits, set by each person in their profile. */
export const PIN_REGEX = /^\d{4,6}$/;
export const PIN_INVALIDO = 'El PIN tiene de 4 a 6 dígitos';
/** Wrong PINs in a row before that person is locked at the kiosks for a while. */
export const PIN_INTENTOS = 5;
export const PIN_BLOQUEO_MS = 5 * 60 * 1000;

/** An invitation's link lasts this long, and works once. */
export const INVITACION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
