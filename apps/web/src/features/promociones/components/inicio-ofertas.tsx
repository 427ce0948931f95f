import { useState } from 'react';
import type { ClasePromo, NegocioPerfil, Promocion } from '@tarjeto/shared';
import { AccesosRapidos } from './accesos-rapidos.tsx';
import { OfertasActivasCard } from './ofertas-activas-card.tsx';
import { PromocionDrawer, precargaDelDrawer } from './promocion-drawer.tsx';

type Abierto = { promocion: Promocion } | { clase: ClasePromo } | null;

/**
 * Inicio's right pane (SPEC §2): the quick tiles that open the drawer preset to a clase, and the
 * 'Ofertas Activas' card whose offers open in the same drawer to edit.
 */
export function InicioOfertas({ negocio }: { negocio: NegocioPerfil }) {
  const [abierto, setAbierto] = useState<Abierto>(null);
  return (
    <div className="flex flex-col gap-6" {...precargaDelDrawer}>
      <AccesosRapidos onCrear={(clase) => setAbierto({ clase })} />
      <OfertasActivasCard
        negocioID={negocio.publicID}
        niveles={negocio.programaLealtad.niveles}
        onAbrir={(promocion) => setAbierto({ promocion })}
      />
      <PromocionDrawer
        open={abierto !== null}
        negocio={negocio}
        promocion={abierto && 'promocion' in abierto ? abierto.promocion : null}
        clase={abierto && 'clase' in abierto ? abierto.clase : 'promocion'}
        onClose={() => setAbierto(null)}
      />
    </div>
  );
}
