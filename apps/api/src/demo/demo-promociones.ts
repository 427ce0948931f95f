import { sumarDias, type PromocionDraft } from '@tarjeto/shared';

// The demo businesses' promotions (DOMAIN §9): every type and clase, at every level, some
// expiring soon, one sold-out-ish coupon — so the Ofertas screens and the kiosk show real offers.
// Dates are relative to the day the demo loads; `creadaHaceDias` is when each was published.

type DemoPromo = Omit<PromocionDraft, 'negocioID'> & { creadaHaceDias: number };

const porUsuario = (diario: number | null, semanal: number | null, total: number | null) => ({
  porUsuario: { diario, semanal, total },
  totalGlobal: null,
});

/** `zona`: the business's clock, which its weekly windows are read on. */
export function demoPromociones(slug: string, hoy: string, zona: string): DemoPromo[] {
  const en = (dias: number) => sumarDias(hoy, dias);
  const comunes: Record<string, DemoPromo[]> = {
    cuichi: [
      {
        titulo: 'Martes de 2x1 en tacos de asada',
        descripcion:
          'Todos los martes de 6 a 11 de la noche, tu segunda orden de asada va por la casa.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: {
          tipo: 'programa',
          programa: {
            diaSemana: 2,
            horaInicio: '18:00',
            horaFin: '23:00',
            zonaHoraria: zona,
          },
        },
        limiteDeUsos: porUsuario(1, 1, null),
        terminos: 'Aplica en órdenes de 5 tacos. No acumulable con otras promociones.',
        creadaHaceDias: 88,
      },
      {
        titulo: '10% de descuento en tu cuenta',
        descripcion: 'Para clientes Bronce o más: 10% en el total de tu consumo, una vez al día.',
        clase: 'promocion',
        nivelReq: 1,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 3, null),
        creadaHaceDias: 85,
      },
      {
        titulo: 'Taco de cabeza de regalo',
        descripcion: 'Un taco de cabeza gratis con tu orden. Solo 60 cupones.',
        clase: 'cupon',
        nivelReq: 2,
        tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 60, fechaLimite: en(25) } },
        limiteDeUsos: porUsuario(1, null, 2),
        creadaHaceDias: 80,
      },
      {
        titulo: 'Orden de tacos gratis para Rubí',
        descripcion: 'Llegaste a Rubí: una orden de 5 tacos de lo que quieras, invita la casa.',
        clase: 'recompensa',
        nivelReq: 4,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(null, null, 1),
        creadaHaceDias: 86,
      },
      {
        titulo: 'Noche de salsas de molcajete',
        descripcion: 'Prueba nuestras 6 salsas nuevas y llévate un frasco de salsa macha.',
        clase: 'evento',
        nivelReq: 0,
        tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: en(-12), fechaFin: en(2) } },
        limiteDeUsos: porUsuario(1, null, 1),
        creadaHaceDias: 14,
      },
    ],
    obregon: [
      {
        titulo: 'Agua fresca gratis los domingos',
        descripcion:
          'Los domingos al mediodía, tu agua de horchata o jamaica va por nuestra cuenta.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: {
          tipo: 'programa',
          programa: {
            diaSemana: 0,
            horaInicio: '13:00',
            horaFin: '18:00',
            zonaHoraria: zona,
          },
        },
        limiteDeUsos: porUsuario(1, 1, null),
        creadaHaceDias: 89,
      },
      {
        titulo: '$100 de descuento en compras de $500',
        descripcion: 'Clientes Plata o más: $100 menos en cuentas de $500 o más.',
        clase: 'cupon',
        nivelReq: 2,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: { porUsuario: { diario: 1, semanal: 2, total: null }, totalGlobal: 150 },
        creadaHaceDias: 84,
      },
      {
        titulo: 'Carne asada para llevar: 1 kg a precio de ½',
        descripcion: 'Para nuestros Oro: medio kilo de regalo al comprar un kilo para llevar.',
        clase: 'recompensa',
        nivelReq: 3,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 1, 3),
        creadaHaceDias: 70,
      },
    ],
    shugu: [
      {
        titulo: 'Rollo del día a mitad de precio',
        descripcion: 'De lunes a jueves después de las 6, el rollo del día a mitad de precio.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: {
          tipo: 'programa',
          programa: {
            diaSemana: 4,
            horaInicio: '18:00',
            horaFin: '22:00',
            zonaHoraria: zona,
          },
        },
        limiteDeUsos: porUsuario(1, 1, null),
        creadaHaceDias: 87,
      },
      {
        titulo: 'Sopa miso de cortesía',
        descripcion: 'Con cualquier rollo de la carta, tu sopa miso va por la casa.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 2, null),
        creadaHaceDias: 60,
      },
      {
        titulo: 'Edamames de cortesía',
        descripcion: 'Para Bronce o más: una orden de edamames con tu pedido.',
        clase: 'cupon',
        nivelReq: 1,
        tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 80, fechaLimite: en(40) } },
        limiteDeUsos: porUsuario(1, null, 3),
        creadaHaceDias: 82,
      },
      {
        titulo: 'Cata de sake de temporada',
        descripcion: 'Una noche para probar tres sakes con maridaje. Cupo limitado.',
        clase: 'evento',
        nivelReq: 3,
        tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: en(-20), fechaFin: en(10) } },
        limiteDeUsos: { porUsuario: { diario: 1, semanal: null, total: 1 }, totalGlobal: 30 },
        creadaHaceDias: 25,
      },
    ],
    perlita: [
      {
        titulo: 'Aguachile de camarón 2x1',
        descripcion: 'Los miércoles de 12 a 5: tu segundo aguachile va por la casa.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: {
          tipo: 'programa',
          programa: {
            diaSemana: 3,
            horaInicio: '12:00',
            horaFin: '17:00',
            zonaHoraria: zona,
          },
        },
        limiteDeUsos: porUsuario(1, 1, null),
        creadaHaceDias: 88,
      },
      {
        titulo: 'Tostada de ceviche de regalo',
        descripcion: 'Clientes Plata o más: una tostada de ceviche con tu comida.',
        clase: 'recompensa',
        nivelReq: 2,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 2, null),
        creadaHaceDias: 80,
      },
      {
        titulo: 'Mariscada para dos',
        descripcion: 'Llegaste a Rubí: una mariscada para compartir, invita la casa.',
        clase: 'recompensa',
        nivelReq: 4,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(null, null, 1),
        creadaHaceDias: 40,
      },
      {
        titulo: 'Cubeta de cervezas a precio especial',
        descripcion: 'Para clientes Oro: cubeta de 6 a $199. Solo 40 cubetas.',
        clase: 'cupon',
        nivelReq: 3,
        tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 40, fechaLimite: en(3) } },
        limiteDeUsos: porUsuario(1, null, 2),
        creadaHaceDias: 60,
      },
    ],
    cafe: [
      {
        titulo: 'Café de olla + concha por $45',
        descripcion: 'Todos los días, en barra o para llevar.',
        clase: 'promocion',
        nivelReq: 0,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 5, null),
        creadaHaceDias: 89,
      },
      {
        titulo: 'Tu café número 10 es gratis',
        descripcion: 'Para clientes Bronce o más: un café americano o de olla de cortesía.',
        clase: 'recompensa',
        nivelReq: 1,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(1, 1, null),
        creadaHaceDias: 86,
      },
      {
        titulo: 'Pan de muerto recién horneado',
        descripcion: 'Temporada de pan de muerto: 20% de descuento en piezas para llevar.',
        clase: 'evento',
        nivelReq: 0,
        tipoPromo: { tipo: 'periodo', periodo: { fechaInicio: en(-50), fechaFin: en(-20) } },
        limiteDeUsos: porUsuario(2, null, null),
        creadaHaceDias: 52,
      },
      {
        titulo: 'Desayuno para dos',
        descripcion:
          'Para clientes Rubí: chilaquiles, pan dulce y café de olla para ti y quien quieras.',
        clase: 'recompensa',
        nivelReq: 4,
        tipoPromo: { tipo: 'regular' },
        limiteDeUsos: porUsuario(null, null, 1),
        creadaHaceDias: 50,
      },
      {
        titulo: 'Bolsa de café de Chiapas 250 g',
        descripcion:
          'Clientes Oro: llévate una bolsa de nuestro café de grano con 50% de descuento.',
        clase: 'cupon',
        nivelReq: 3,
        tipoPromo: { tipo: 'exclusivo', exclusivo: { totalInicial: 30, fechaLimite: en(30) } },
        limiteDeUsos: porUsuario(1, null, 1),
        creadaHaceDias: 45,
      },
    ],
  };
  return comunes[slug] ?? [];
}
