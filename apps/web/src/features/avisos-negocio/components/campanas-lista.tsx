import { useState } from 'react';
import { Megaphone, TicketPercent, Users } from 'lucide-react';
import type { Campana, Promocion } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fechaHoraEnZona } from '../../../lib/formato-fecha.ts';
import { useCampanas, useCancelarCampana } from '../api/campanas.ts';
import {
  ERROR_CANCELAR_CAMPANA,
  ERROR_CARGAR_CAMPANAS,
  ETIQUETA_ESTADO,
  formatEntero,
  SIN_CAMPANAS,
  NOTA_ENTREGADOS,
} from '../lib/copy.ts';
import { resumenSegmento, type NegocioAvisos } from '../lib/mensaje.ts';
import { BloquesCargando, CargaErrorDe } from '../../../components/ui/carga.tsx';

const TONO = {
  programada: 'marigold',
  enviando: 'rubi',
  enviada: 'green',
  cancelada: 'neutral',
} as const;

const cuando = (iso: string, zona: string) => fechaHoraEnZona(iso, zona).replace('.', '');

/** The business's campaigns, newest first: state, who, what became of the messages; 'Cancelar'. */
export function CampanasLista({
  negocio,
  promociones,
}: {
  negocio: NegocioAvisos;
  promociones: readonly Promocion[];
}) {
  const q = useCampanas();
  const cancelar = useCancelarCampana();
  const [porCancelar, setPorCancelar] = useState<Campana | null>(null);
  const [errorCancelar, setErrorCancelar] = useState<string | null>(null);

  if (q.isPending)
    return (
      <BloquesCargando
        bloques={['h-28', 'h-28']}
        label="Cargando campañas"
        className="flex flex-col gap-3"
      />
    );
  if (q.isError) return <CargaErrorDe query={q} fallback={ERROR_CARGAR_CAMPANAS} forma="barra" />;
  if (q.data.length === 0)
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <span className="grid size-11 place-items-center rounded-2xl bg-stone-100 text-stone-500">
          <Megaphone className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold text-stone-700">{SIN_CAMPANAS}</p>
      </Card>
    );

  return (
    <>
      <ul className="flex flex-col gap-3">
        {q.data.map((c) => (
          <li key={c.campanaID} id={`campana-${c.campanaID}`} tabIndex={-1} className="rounded-2xl">
            <Card className="flex flex-col gap-3 p-4 sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge tone={TONO[c.estado]}>{ETIQUETA_ESTADO[c.estado]}</Badge>
                <p className="text-xs text-stone-600">
                  {c.estado === 'programada' ? 'Sale el ' : ''}
                  <time dateTime={c.programadaPara}>
                    {cuando(c.programadaPara, negocio.zonaHoraria)}
                  </time>
                </p>
              </div>
              <p className="line-clamp-3 text-[15px] leading-6 break-words text-stone-900">
                {c.texto}
              </p>
              <div className="flex flex-col gap-1 text-sm text-stone-600">
                <p className="flex items-start gap-1.5">
                  <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{resumenSegmento(c.segmento, negocio, promociones)}</span>
                </p>
                {c.promocionTitulo ? (
                  <p className="flex items-start gap-1.5">
                    <TicketPercent className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>{c.promocionTitulo}</span>
                  </p>
                ) : null}
              </div>
              {c.estado === 'programada' || c.estado === 'cancelada' ? null : (
                <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <Cifra termino="Enviados" valor={c.enviados} />
                  <Cifra termino="Entregados" valor={c.entregados} />
                  <Cifra termino="Fallidos" valor={c.fallidos} />
                  <Cifra termino="Grupo de control" valor={c.control} />
                </dl>
              )}
              {c.estado === 'programada' || c.estado === 'cancelada' ? null : (
                <p className="text-xs text-stone-600">{NOTA_ENTREGADOS}</p>
              )}
              {c.estado === 'programada' ? (
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setErrorCancelar(null);
                      setPorCancelar(c);
                    }}
                  >
                    Cancelar campaña
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={porCancelar !== null}
        title="¿Cancelar la campaña?"
        confirmLabel="Sí, cancelarla"
        cancelLabel="No"
        loading={cancelar.isPending}
        error={errorCancelar}
        onCancel={() => setPorCancelar(null)}
        onConfirm={() =>
          cancelar.mutate(porCancelar!.campanaID, {
            onSuccess: (res) => {
              const id = porCancelar!.campanaID;
              toast.success(res.message);
              setPorCancelar(null);
              // Its 'Cancelar campaña' is gone with it: the focus goes to the campaign itself.
              requestAnimationFrame(() => document.getElementById(`campana-${id}`)?.focus());
            },
            onError: (err) => setErrorCancelar(errorMessage(err, ERROR_CANCELAR_CAMPANA)),
          })
        }
      >
        <p>No saldrá ningún mensaje. Si quieres enviarla después, escríbela de nuevo.</p>
      </ConfirmDialog>
    </>
  );
}

function Cifra({ termino, valor }: { termino: string; valor: number }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-xs text-stone-600">{termino}</dt>
      <dd className="text-lg font-extrabold text-stone-900 tabular-nums">{formatEntero(valor)}</dd>
    </div>
  );
}
