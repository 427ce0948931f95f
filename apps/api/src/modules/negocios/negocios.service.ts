import type { NegocioDestacado } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { findNegociosDestacados } from './negocios.repository.ts';

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
