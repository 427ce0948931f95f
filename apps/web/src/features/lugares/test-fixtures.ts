import type {
  DescubrirPagina,
  LugarDescubierto,
  LugarEnCartera,
  NegocioPublico,
} from '@tarjeto/shared';

// Places as the API answers them, for the 'Lugares' and public page tests.

const lugar = {
  slug: 'cuichi',
  codigo: 'TACOSCUI-7Q4K',
  nombreComercial: 'Tacos Cuichi',
  fotoPerfil: null,
  gradient: 'rubi',
  color: null,
  categoria: ['taqueria', 'comida-mexicana'],
  direccion: {
    nombre: 'Tacos Cuichi Centro',
    direccion: 'Av. Álvaro Obregón 812',
    zona: 'Centro',
    ciudad: 'Culiacán',
    estado: 'Sinaloa',
    codigoPostal: '80000',
  },
  horario: {
    abierto: true,
    hoy: { apertura: '18:00', cierre: '02:00' },
    cierraA: '02:00',
    abre: null,
  },
  ofertasActivas: 4,
} satisfies Omit<LugarEnCartera, 'tarjeta'>;

export const enCartera = (over: Partial<LugarEnCartera> = {}): LugarEnCartera => ({
  ...lugar,
  tarjeta: {
    nivel: 2,
    nombreNivel: 'Plata',
    visitasTemporada: 9,
    visitasTotales: 31,
    ultimaVisita: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  },
  ...over,
});

export const descubierto = (over: Partial<LugarDescubierto> = {}): LugarDescubierto => ({
  ...lugar,
  slug: 'cafe',
  codigo: 'CAFELUPI-2M3N',
  nombreComercial: 'Café Lupita',
  gradient: 'dorado',
  categoria: ['cafeteria'],
  horario: {
    abierto: false,
    hoy: null,
    cierraA: null,
    abre: { diaSemana: 1, hora: '07:00', enDias: 1 },
  },
  ofertasActivas: 2,
  enCartera: false,
  ...over,
});

export const pagina = (over: Partial<DescubrirPagina> = {}): DescubrirPagina => ({
  negocios: [
    descubierto(),
    descubierto({ slug: 'cuichi', nombreComercial: 'Tacos Cuichi', enCartera: true }),
  ],
  siguienteCursor: null,
  filtros: {
    ciudad: 'Culiacán',
    categorias: ['taqueria', 'cafeteria'],
    miCiudad: 'Culiacán',
    favoritas: ['taqueria', 'cafeteria'],
    ciudades: ['Ciudad de México', 'Culiacán', 'Guadalajara'],
  },
  ...over,
});

export const negocioPublico = (over: Partial<NegocioPublico> = {}): NegocioPublico => ({
  slug: 'cuichi',
  codigo: 'TACOSCUI-7Q4K',
  nombreComercial: 'Tacos Cuichi',
  fotoPerfil: null,
  categoria: ['taqueria', 'comida-mexicana'],
  gradient: 'rubi',
  color: null,
  historiaNegocio: 'Tacos de asada y cabeza al carbón desde 1998.',
  valorDiferenciador: 'Salsas de molcajete.',
  rangoPrecios: 'low',
  sitioWeb: 'https://tacoscuichi.mx',
  redesSociales: { instagram: 'https://instagram.com/tacoscuichi' },
  zonaHoraria: 'America/Mexico_City',
  horarioOperacion: [0, 1, 2, 3, 4, 5, 6].map((dia) =>
    dia === 1 ? { dia, apertura: '', cierre: '' } : { dia, apertura: '18:00', cierre: '02:00' },
  ),
  horario: {
    abierto: false,
    hoy: { apertura: '18:00', cierre: '02:00' },
    cierraA: null,
    abre: { diaSemana: 2, hora: '18:00', enDias: 0 },
  },
  establecimientos: [
    { ...lugar.direccion, principal: true },
    {
      nombre: 'Tacos Cuichi Las Quintas',
      direccion: 'Blvd. Sinaloa 1500',
      zona: 'Las Quintas',
      ciudad: 'Culiacán',
      estado: 'Sinaloa',
      codigoPostal: '80060',
      principal: false,
    },
  ],
  niveles: [
    { nivel: 1, nombre: 'Bronce', visitasRequeridas: 6 },
    { nivel: 2, nombre: 'Plata', visitasRequeridas: 8 },
    { nivel: 3, nombre: 'Oro', visitasRequeridas: 12 },
    { nivel: 4, nombre: 'Rubí', visitasRequeridas: 15 },
  ],
  promociones: [
    {
      publicID: 'PROMARTES00001',
      titulo: 'Martes de 2x1 en tacos de asada',
      descripcion: 'Tu segunda orden va por la casa.',
      clase: 'promocion',
      tipo: 'programa',
      nivelReq: 0,
      nombreNivelReq: 'Todos',
      terminos: null,
      ventana: { diaSemana: 2, horaInicio: '18:00', horaFin: '23:00' },
      periodo: null,
      vence: null,
      porVencer: false,
      restantes: null,
    },
    {
      publicID: 'PROCABEZA00002',
      titulo: 'Taco de cabeza de regalo',
      descripcion: 'Un taco de cabeza gratis con tu orden.',
      clase: 'cupon',
      tipo: 'exclusivo',
      nivelReq: 2,
      nombreNivelReq: 'Plata',
      terminos: null,
      ventana: null,
      periodo: null,
      vence: '2026-12-20',
      porVencer: false,
      restantes: 12,
    },
  ],
  ...over,
});
