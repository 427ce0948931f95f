import { ultimoDia, type Promocion } from '@tarjeto/shared';

// es-MX formats for promotions: the shared ones (apps/web/src/lib/formato-ofertas.ts) and the
// dashboard's own.

export * from '../../../lib/formato-ofertas.ts';

/** The last day a promotion can be used ('YYYY-MM-DD'), if its type has one (shared rule). */
export const ultimoDiaDe = (p: Pick<Promocion, 'tipoPromo'>) =>
  ultimoDia({
    tipo: p.tipoPromo.tipo,
    periodo: p.tipoPromo.periodo,
    exclusivo: p.tipoPromo.exclusivo,
  });
