import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, TicketCheck } from 'lucide-react';
import { fechaLocal, type NegocioPerfil, type Promocion } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { PROMOCIONES_KEY, usePromociones } from '../api/list-promociones.ts';
import { ERROR_OBTENER, VISTA_PARAM } from '../lib/copy.ts';
import { CanjearCodigoDialog } from './canjear-codigo-dialog.tsx';
import { CargaErrorDe, Skeleton } from '../../../components/ui/carga.tsx';
import { OfertasVer } from './ofertas-ver.tsx';
import { PromocionCreateForm } from './promocion-create-form.tsx';
import { PromocionDrawer, precargaDelDrawer } from './promocion-drawer.tsx';
import { PromocionesLista } from './promociones-lista.tsx';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

type Vista = 'ver' | 'crear';
const VISTAS: ReadonlyArray<{ id: Vista; label: string }> = [
  { id: 'ver', label: 'Ver' },
  { id: 'crear', label: 'Crear' },
];

/**
 * Ofertas y Promociones (SPEC §2): Ver, the figures; Crear, the creation form beside the list.
 * A promotion opens in the drawer to edit; 'Canjear código' confirms a customer's redemption.
 */
export function OfertasScreen({ negocio }: { negocio: NegocioPerfil }) {
  const [params, setParams] = useSearchParams();
  const vista: Vista = params.get(VISTA_PARAM) === 'crear' ? 'crear' : 'ver';
  const qc = useQueryClient();
  const promociones = usePromociones(negocio.publicID);
  const [seleccionada, setSeleccionada] = useState<Promocion | null>(null);
  const [canjeAbierto, setCanjeAbierto] = useState(false);
  const [hoy] = useState(() => fechaLocal(new Date(), negocio.zonaHoraria));

  const cambiarVista = (v: Vista) => {
    // Back to Ver: the figures are asked for again (SPEC §2 "switching back to Ver refreshes").
    if (v === 'ver') void qc.invalidateQueries({ queryKey: PROMOCIONES_KEY });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'crear') next.set(VISTA_PARAM, 'crear');
        else next.delete(VISTA_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-6" {...precargaDelDrawer}>
      <EncabezadoPantalla
        seccion="Ofertas"
        titulo="Ofertas y Promociones"
        anchoDescripcion="xl"
        accion={
          <Button
            variant="secondary"
            onClick={() => setCanjeAbierto(true)}
            icon={<TicketCheck className="size-5" aria-hidden="true" />}
            className="shrink-0"
          >
            Canjear código
          </Button>
        }
      >
        Crea promociones, cupones, premios y eventos para tus clientes, y mira cuáles funcionan.
      </EncabezadoPantalla>

      <Tabs label="Ofertas y Promociones" tabs={VISTAS} value={vista} onChange={cambiarVista}>
        {promociones.isPending ? (
          <div className="grid gap-3 lg:grid-cols-4" role="status" aria-label="Cargando ofertas...">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-32" />
            ))}
            <Skeleton className="h-64 lg:col-span-4" />
          </div>
        ) : promociones.isError ? (
          <CargaErrorDe query={promociones} fallback={ERROR_OBTENER} />
        ) : vista === 'ver' ? (
          <OfertasVer
            promociones={promociones.data}
            hoy={hoy}
            onCrear={() => cambiarVista('crear')}
            onAbrir={setSeleccionada}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
            <Card className="p-5 sm:p-6 lg:col-span-2">
              <h2 className="mb-6 text-lg font-bold text-stone-900">Nueva promoción</h2>
              <PromocionCreateForm negocio={negocio} />
            </Card>
            <Card className="lg:sticky lg:top-6">
              <CardHeader
                title="Tus promociones"
                description={`${promociones.data.length} en total`}
              />
              {promociones.data.length === 0 ? (
                <p className="flex items-start gap-2 px-5 py-6 text-sm text-stone-600">
                  <Plus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Aún no hay promociones. La que crees aparecerá aquí.
                </p>
              ) : (
                <div className="p-2">
                  <PromocionesLista
                    promociones={promociones.data}
                    hoy={hoy}
                    seleccionada={seleccionada?.publicID ?? null}
                    onSeleccionar={setSeleccionada}
                  />
                </div>
              )}
            </Card>
          </div>
        )}
      </Tabs>

      <PromocionDrawer
        open={seleccionada !== null}
        promocion={seleccionada}
        negocio={negocio}
        onClose={() => setSeleccionada(null)}
      />
      <CanjearCodigoDialog open={canjeAbierto} onClose={() => setCanjeAbierto(false)} />
    </div>
  );
}
