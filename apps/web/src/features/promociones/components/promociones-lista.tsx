import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { nombreTipoPromo, type Promocion } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { BotonQuitar } from '../../../components/ui/boton.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeletePromocion } from '../api/delete-promocion.ts';
import { useSetPromocionStatus } from '../api/set-promocion-status.ts';
import { CLASES, ERROR_CAMBIAR_ESTADO, ERROR_ELIMINAR, PROMOCION_ELIMINADA } from '../lib/copy.ts';
import { vigenciaTexto } from '../lib/format.ts';
import { estadoDe } from '../lib/resumen.ts';
import { Switch } from './form-controls.tsx';
import { CLASE_ICON } from './clase-icon.ts';

interface ListaProps {
  promociones: readonly Promocion[];
  hoy: string;
  /** The promotion whose drawer is open. */
  seleccionada: string | null;
  onSeleccionar: (p: Promocion) => void;
}

/**
 * The business's promotions (SPEC §2 Crear, one third): open one to edit it in the drawer, switch
 * it on or off, delete it after confirming.
 */
export function PromocionesLista({ promociones, hoy, seleccionada, onSeleccionar }: ListaProps) {
  const estado = useSetPromocionStatus();
  const eliminar = useDeletePromocion();
  const [porEliminar, setPorEliminar] = useState<Promocion | null>(null);

  const cambiarEstado = (p: Promocion, status: boolean) =>
    estado.mutate(
      { publicID: p.publicID, status },
      {
        onSuccess: (res) =>
          toast.success(res.message || (status ? 'Promoción activada' : 'Promoción desactivada')),
        onError: (err) => toast.error(errorMessage(err, ERROR_CAMBIAR_ESTADO)),
      },
    );

  const confirmarEliminar = () => {
    if (!porEliminar) return;
    eliminar.mutate(porEliminar.publicID, {
      onSuccess: (res) => {
        toast.success(res.message || PROMOCION_ELIMINADA);
        setPorEliminar(null);
      },
    });
  };

  return (
    <>
      <ul className="flex flex-col gap-1">
        {promociones.map((p) => {
          const Icon = CLASE_ICON[p.clase];
          const { etiqueta, tono } = estadoDe(p, hoy);
          const cambiando = estado.isPending && estado.variables?.publicID === p.publicID;
          return (
            <li
              key={p.publicID}
              className={cn(
                'rounded-xl px-2 py-2',
                seleccionada === p.publicID && 'bg-rubi-50 ring-1 ring-rubi-200',
              )}
            >
              <button
                type="button"
                onClick={() => onSeleccionar(p)}
                aria-label={`Editar ${p.titulo}`}
                className="flex min-h-11 w-full items-start gap-3 rounded-xl p-1.5 text-left hover:bg-stone-100/70"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-bold break-words text-stone-900">
                    {p.titulo}
                  </span>
                  <span className="mt-0.5 block text-xs leading-5 text-stone-600">
                    {CLASES[p.clase].singular} · {nombreTipoPromo(p.tipoPromo.tipo, p.clase)} ·{' '}
                    {vigenciaTexto(p.tipoPromo)}
                  </span>
                </span>
              </button>
              <div className="mt-1 flex items-center gap-1 pl-[3.75rem]">
                <Badge tone={tono}>{etiqueta}</Badge>
                <span className="flex-1" />
                <Switch
                  hideLabel
                  label={`Activa: ${p.titulo}`}
                  checked={p.status}
                  disabled={cambiando}
                  onChange={(v) => cambiarEstado(p, v)}
                />
                <BotonQuitar
                  label={`Eliminar ${p.titulo}`}
                  onClick={() => {
                    eliminar.reset();
                    setPorEliminar(p);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={porEliminar !== null}
        title="¿Eliminar esta promoción?"
        confirmLabel="Eliminar"
        loading={eliminar.isPending}
        error={eliminar.isError ? errorMessage(eliminar.error, ERROR_ELIMINAR) : null}
        icon={
          <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
            <Trash2 className="size-6" aria-hidden="true" />
          </span>
        }
        onConfirm={confirmarEliminar}
        onCancel={() => setPorEliminar(null)}
      >
        <p>
          <strong className="font-bold text-stone-900">{porEliminar?.titulo}</strong> dejará de
          aparecer para tus clientes y en tus listas. Los canjes que ya se hicieron se conservan en
          tus estadísticas.
        </p>
      </ConfirmDialog>
    </>
  );
}
