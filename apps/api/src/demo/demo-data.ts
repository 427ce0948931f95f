import type { CategoriaId, ClienteSetup, Gradient } from '@tarjeto/shared';
import type { HorarioDia } from '../db/schema/negocios.ts';

// The demo dataset (DOMAIN §9): the landing's sample businesses. Later features add their
// promotions, customers and visits here, so a newcomer's `npm start` shows a living product.

export const DEMO_PASSWORD = 'Tarjeto-demo-2026';

const semana = (apertura: string, cierre: string, cerrado: number[] = []): HorarioDia[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dia) =>
    cerrado.includes(dia) ? { dia, apertura: '', cierre: '' } : { dia, apertura, cierre },
  );

export interface DemoNegocio {
  slug: string;
  owner: { nombre: string; email: string };
  nombreComercial: string;
  rfc: string;
  categoria: CategoriaId[];
  gradient: Gradient;
  rangoPrecios: 'low' | 'mid' | 'high' | 'premium';
  personalTotal: number;
  horario: HorarioDia[];
  /**
   * The clock of its city (IANA), which its hours, offers and figures are read on: Sinaloa and
   * Sonora run an hour behind Mexico City all year.
   */
  zonaHoraria: 'America/Mexico_City' | 'America/Mazatlan' | 'America/Hermosillo';
  historia: string;
  diferenciador: string;
  sitioWeb?: string;
  redes: { facebook?: string; instagram?: string; tiktok?: string };
  establecimiento: Establecimiento;
  /** Branches besides the main one (their Nexo is for the newcomer to pair). */
  otrosEstablecimientos?: Establecimiento[];
  /** What the counter's device is called. */
  nexo: string;
}

interface Establecimiento {
  nombre: string;
  direccion: string;
  ciudad: string;
  estado: string;
  codigoPostal: string;
  zona: string;
  /** Where it is (for the wallet pass's 'Estás cerca', DOMAIN §11), as its owner set it. */
  latitud: number;
  longitud: number;
}

export const DEMO_NEGOCIOS: DemoNegocio[] = [
  {
    slug: 'cuichi',
    nexo: 'Caja del carbón',
    owner: { nombre: 'Ramón Cuichi', email: 'cuichi@demo.tarjeto.mx' },
    nombreComercial: 'Tacos Cuichi',
    rfc: 'TCU980312AB1',
    categoria: ['taqueria', 'comida-mexicana'],
    gradient: 'rubi',
    rangoPrecios: 'low',
    personalTotal: 6,
    horario: semana('18:00', '02:00', [1]),
    zonaHoraria: 'America/Mazatlan',
    historia: 'Tacos de asada y cabeza al carbón desde 1998, con tortillas hechas a mano.',
    diferenciador: 'Salsas de molcajete y tortilla de maíz nixtamalizado del día.',
    redes: {
      facebook: 'https://facebook.com/tacoscuichi',
      instagram: 'https://instagram.com/tacoscuichi',
    },
    establecimiento: {
      nombre: 'Tacos Cuichi Centro',
      direccion: 'Av. Álvaro Obregón 812',
      ciudad: 'Culiacán',
      estado: 'Sinaloa',
      codigoPostal: '80000',
      zona: 'Centro',
      latitud: 24.80694,
      longitud: -107.39381,
    },
  },
  {
    slug: 'obregon',
    nexo: 'Caja principal',
    owner: { nombre: 'Lucía Valenzuela', email: 'obregon@demo.tarjeto.mx' },
    nombreComercial: 'Tacos Obregón',
    rfc: 'TOB050720KJ3',
    categoria: ['taqueria'],
    gradient: 'dorado',
    rangoPrecios: 'mid',
    personalTotal: 10,
    horario: semana('13:00', '23:00'),
    zonaHoraria: 'America/Hermosillo',
    historia: 'Carne asada estilo Sonora en tortilla de harina sobaquera, como en casa.',
    diferenciador: 'Carne de res sonorense asada al mezquite frente a ti.',
    sitioWeb: 'https://tacosobregon.mx',
    redes: { instagram: 'https://instagram.com/tacosobregon' },
    establecimiento: {
      nombre: 'Tacos Obregón Matriz',
      direccion: 'Calle Sinaloa 415 Sur',
      ciudad: 'Ciudad Obregón',
      estado: 'Sonora',
      codigoPostal: '85000',
      zona: 'Centro',
      latitud: 27.48618,
      longitud: -109.93562,
    },
  },
  {
    slug: 'shugu',
    nexo: 'Barra de sushi',
    owner: { nombre: 'Daniel Shugu Ortiz', email: 'shugu@demo.tarjeto.mx' },
    nombreComercial: 'Shugu Sushi',
    rfc: 'SSU170905QW8',
    categoria: ['sushi', 'comida-rapida'],
    gradient: 'azul',
    rangoPrecios: 'high',
    personalTotal: 15,
    horario: semana('13:00', '22:00', [1]),
    zonaHoraria: 'America/Mexico_City',
    historia: 'Rollos frescos con un toque sinaloense: chiles toreados, queso crema y mucho sabor.',
    diferenciador: 'Pescado que llega cada mañana del puerto de Mazatlán.',
    redes: {
      instagram: 'https://instagram.com/shugusushi',
      tiktok: 'https://tiktok.com/@shugusushi',
    },
    establecimiento: {
      nombre: 'Shugu Providencia',
      direccion: 'Av. Rubén Darío 1208',
      ciudad: 'Guadalajara',
      estado: 'Jalisco',
      codigoPostal: '44630',
      zona: 'Providencia',
      latitud: 20.69203,
      longitud: -103.38797,
    },
  },
  {
    slug: 'perlita',
    nexo: 'Mostrador',
    owner: { nombre: 'Perla Inzunza', email: 'perlita@demo.tarjeto.mx' },
    nombreComercial: 'Mariscos La Perlita',
    rfc: 'MLP120214HN5',
    categoria: ['mariscos'],
    gradient: 'rosa',
    rangoPrecios: 'mid',
    personalTotal: 8,
    horario: semana('10:00', '18:00', [2]),
    zonaHoraria: 'America/Mazatlan',
    historia: 'Aguachiles, ceviches y tostadas de camarón a dos cuadras del malecón.',
    diferenciador: 'Aguachile negro de la casa y camarón de altamar.',
    redes: { facebook: 'https://facebook.com/mariscoslaperlita' },
    establecimiento: {
      nombre: 'La Perlita Olas Altas',
      direccion: 'Paseo Olas Altas 77',
      ciudad: 'Mazatlán',
      estado: 'Sinaloa',
      codigoPostal: '82000',
      zona: 'Olas Altas',
      latitud: 23.19802,
      longitud: -106.42598,
    },
  },
  {
    slug: 'cafe',
    nexo: 'Tablet del mostrador',
    owner: { nombre: 'Guadalupe Ríos', email: 'cafe@demo.tarjeto.mx' },
    nombreComercial: 'Café Lupita',
    rfc: 'CLU190401TT2',
    categoria: ['cafeteria', 'panaderia'],
    gradient: 'dorado',
    rangoPrecios: 'low',
    personalTotal: 4,
    horario: semana('07:00', '21:00', [0]),
    zonaHoraria: 'America/Mexico_City',
    historia: 'Café de Chiapas de olla y espresso, con pan dulce recién horneado cada mañana.',
    diferenciador: 'Conchas y cuernitos horneados aquí mismo a las 6 de la mañana.',
    redes: { instagram: 'https://instagram.com/cafelupita' },
    establecimiento: {
      nombre: 'Café Lupita Coyoacán',
      direccion: 'Calle Francisco Sosa 54',
      ciudad: 'Ciudad de México',
      estado: 'CDMX',
      codigoPostal: '04000',
      zona: 'Coyoacán',
      latitud: 19.34901,
      longitud: -99.16902,
    },
    otrosEstablecimientos: [
      {
        nombre: 'Café Lupita Roma',
        direccion: 'Calle Orizaba 101',
        ciudad: 'Ciudad de México',
        estado: 'CDMX',
        codigoPostal: '06700',
        zona: 'Roma Norte',
        latitud: 19.41903,
        longitud: -99.16011,
      },
    ],
  },
];

/**
 * The demo customers who can log in (seed.ts adds generated ones and everyone's visits).
 * `aceptaCorreosHaceDias`: they turned on news and promotions by email that many days ago.
 */
export const DEMO_CLIENTES: Array<{
  email: string;
  perfil: ClienteSetup;
  aceptaCorreosHaceDias?: number;
}> = [
  {
    email: 'ana@demo.tarjeto.mx',
    aceptaCorreosHaceDias: 12,
    perfil: {
      datosPersonales: {
        nombre: 'Ana López',
        edad: 29,
        genero: 'Femenino',
        ubicacion: { ciudad: 'Culiacán', codigoPostal: '80020' },
      },
      categoriaFavorita: ['taqueria', 'cafeteria', 'mariscos'],
    },
  },
  {
    email: 'beto@demo.tarjeto.mx',
    perfil: {
      datosPersonales: {
        nombre: 'Alberto Ramírez',
        edad: 41,
        genero: 'Masculino',
        ubicacion: { ciudad: 'Guadalajara', codigoPostal: '44630' },
      },
      categoriaFavorita: ['sushi', 'comida-rapida'],
    },
  },
];
