import {
  fechaLocal,
  indiceSemana,
  OFERTA_VENCIDA_VISIBLE_DIAS,
  ofertaParaCliente,
  sumarDias,
  ultimoDia,
  type EstadoOferta,
  type Gradient,
  type OfertaCliente,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { carteraDe } from '../lugares/lugares.service.ts';
import { reglasDe, toOfertaPublica } from '../promociones/promociones.service.ts';
import {
  findCodigosVigentes,
  findPromocionesConUsosDeCliente,
} from './ofertas-cliente.repository.ts';

// 'Ofertas' for a customer (issue 11, DOMAIN §6): every offer of the businesses in their wallet
// with their state for it — usable now, used up (which limit, when it opens again), out of its
// hours, not started, locked by level (what unlocks it), sold out, or just ended — judged by
// the same pure rules the server applies when a code is asked for and confirmed.

/** Usable first; then what opens again by itself; then what needs visits; then what is over. */
const ORDEN: Record<EstadoOferta, number> = {
  disponible: 0,
  usada: 1,
  fuera_de_horario: 2,
  proximamente: 3,
  bloqueada: 4,
  agotada: 5,
  vencida: 6,
};

export async function ofertasDelCliente(
  db: Db,
  clienteId: string,
  now = new Date(),
): Promise<OfertaCliente[]> {
  const cartera = await carteraDe(db, clienteId);
  const lugares = new Map(cartera.map((c) => [c.negocio.id, c]));
  const dias = cartera.map(({ negocio }) => {
    const hoy = fechaLocal(now, negocio.zonaHoraria);
    return { negocioId: negocio.id, hoy, semana: indiceSemana(hoy) };
  });
  const [filas, codigos] = await Promise.all([
    findPromocionesConUsosDeCliente(db, clienteId, dias),
    findCodigosVigentes(db, clienteId, now),
  ]);
  const codigoDe = new Map(codigos.map((c) => [c.promocionId, c]));

  const ofertas: OfertaCliente[] = [];
  for (const { promocion: p, hoy: usosHoy, semana, total } of filas) {
    const { negocio, niveles, tarjeta } = lugares.get(p.negocioId)!;
    const zona = negocio.zonaHoraria;
    const hoy = fechaLocal(now, zona);
    const reglas = reglasDe(p, zona);
    const usos = { hoy: usosHoy, semana, total };
    const estado = ofertaParaCliente(reglas, {
      nivel: tarjeta.nivel,
      visitasTemporada: tarjeta.visitasTemporada,
      niveles: niveles ?? [],
      ahora: now,
      usosGlobales: p.usos,
      usos,
    });
    if (!estado) continue;
    // An offer that ended stays a few days, then leaves the list.
    if (
      estado.estado === 'vencida' &&
      (ultimoDia(reglas) ?? '') < sumarDias(hoy, -OFERTA_VENCIDA_VISIBLE_DIAS)
    )
      continue;
    // A code is worth showing only while the offer can still be used.
    const codigo = estado.estado === 'disponible' ? codigoDe.get(p.id) : undefined;
    ofertas.push({
      ...toOfertaPublica(p, zona, niveles ?? [], hoy),
      negocio: {
        slug: negocio.slug,
        nombreComercial: negocio.nombreComercial,
        fotoPerfil: fotoUrl(negocio.fotoId),
        gradient: negocio.gradient as Gradient,
        color: negocio.color,
      },
      ...estado,
      limites: { diario: p.limiteDiario, semanal: p.limiteSemanal, total: p.limiteTotal },
      usos,
      codigoVigente: codigo
        ? { codigo: codigo.codigo, expiraEn: new Date(codigo.expiresAt).getTime() - now.getTime() }
        : null,
    });
  }
  return ofertas.sort(
    (a, b) =>
      ORDEN[a.estado] - ORDEN[b.estado] ||
      a.negocio.nombreComercial.localeCompare(b.negocio.nombreComercial, 'es') ||
      a.nivelReq - b.nivelReq,
  );
}
