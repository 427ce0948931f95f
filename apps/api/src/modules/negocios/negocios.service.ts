import type { NegocioDestacado } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findNegocioDelDueno, findNegociosDestacados } from './negocios.repository.ts';

const CAROUSEL_SIZE = 8;

export async function listNegociosDestacados(db: Db): Promise<NegocioDestacado[]> {
  const rows = await findNegociosDestacados(db, CAROUSEL_SIZE);
  return rows.map((r) => ({
    publicID: r.publicId,
    slug: r.slug,
    nombreComercial: r.nombreComercial,
    categoria: r.categoria,
    gradient: r.gradient,
    ciudad: r.ciudad,
    zona: r.zona,
    descripcion: r.historiaNegocio,
    valorDiferenciador: r.valorDiferenciador,
    clientesUnicos: r.clientesUnicos,
    visitasTotales: r.visitasTotales,
  }));
}

/**
 * The owner's calls by a business's publicID (Estadísticas, Ofertas, Programa) start here: the
 * business, if the signed-in account owns it. Another's business answers 404 as one that does not
 * exist (SPEC §8 'No se encontró el negocio asociado'); a customer never gets this far (403 at the
 * route's guard).
 */
export async function negocioDelDueno(db: Db, negocioPublicId: string, usuarioId: string) {
  const negocio = await findNegocioDelDueno(db, negocioPublicId, usuarioId);
  if (!negocio) throw new AppError('NOT_FOUND', { message: 'No se encontró el negocio asociado' });
  return negocio;
}
