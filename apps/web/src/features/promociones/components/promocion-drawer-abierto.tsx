import { useId, useState } from 'react';
import type { ClasePromo, NegocioPerfil, Promocion } from '@tarjeto/shared';
import { useWatch } from 'react-hook-form';
import { Eye, PencilLine, Save } from 'lucide-react';
import { Drawer, PieDeFormulario } from '../../../components/ui/drawer.tsx';
import { cn } from '../../../lib/cn.ts';
import { GUARDAR_CAMBIOS } from '../../../lib/copy.ts';
import { usePromocion } from '../api/get-promocion.ts';
import { usePromocionForm } from '../hooks/use-promocion-form.ts';
import { CLASES, CREANDO, GUARDANDO } from '../lib/copy.ts';
import type { PromocionFormValues } from '../lib/form-values.ts';
import { PromocionFields } from './promocion-fields.tsx';
import { PromocionPreview } from './promocion-preview.tsx';
import { PromocionStatsDetalle } from './promocion-stats-detalle.tsx';

/** What the drawer is opened with (promocion-drawer.tsx adds whether it is open). */
export interface DrawerAbiertoProps {
  onClose: () => void;
  negocio: NegocioPerfil;
  /** The promotion to edit; without it the drawer creates one of `clase`. */
  promocion?: Promocion | null;
  /** What a quick tile creates (DOMAIN §6); a promotion by default. */
  clase?: ClasePromo;
}

/** The open drawer: its own chunk with the form library, loaded when a drawer first opens. */
export function DrawerAbierto({
  onClose,
  negocio,
  promocion: inicial = null,
  clase = 'promocion',
}: DrawerAbiertoProps) {
  // The row the list gave shows at once; a fresher copy replaces it if the server has one.
  const detalle = usePromocion(inicial?.publicID ?? null, inicial ?? undefined);
  const promocion = inicial ? (detalle.data ?? inicial) : null;
  const { form, submit, guardando, esEdicion, hoy } = usePromocionForm({
    negocio,
    promocion,
    clase,
    tipo: 'regular',
    onGuardada: onClose,
  });
  const valores = useWatch({ control: form.control }) as PromocionFormValues;
  const [panel, setPanel] = useState<'form' | 'preview'>('form');
  const formId = useId();
  const restantes = promocion?.tipoPromo.exclusivo?.restantes ?? null;
  const claseActual = valores.clase ?? clase;

  const titulo = esEdicion
    ? `Editar ${CLASES[claseActual].singular.toLowerCase()}`
    : CLASES[clase].crear;

  return (
    <Drawer
      open
      onClose={onClose}
      title={titulo}
      widthClass="max-w-6xl"
      footer={
        <PieDeFormulario
          formId={formId}
          ocupado={guardando}
          onCancelar={onClose}
          icon={<Save className="size-4" aria-hidden="true" />}
        >
          {guardando
            ? esEdicion
              ? GUARDANDO
              : CREANDO
            : esEdicion
              ? GUARDAR_CAMBIOS
              : CLASES[claseActual].crear}
        </PieDeFormulario>
      }
    >
      <div
        role="group"
        aria-label="Mostrar"
        className="sticky -top-4 z-10 -mx-5 -mt-4 mb-4 flex gap-1 border-b border-stone-200 bg-white/95 px-5 py-2 backdrop-blur lg:hidden"
      >
        {(
          [
            { id: 'form', label: 'Formulario', icon: PencilLine },
            { id: 'preview', label: 'Vista previa', icon: Eye },
          ] as const
        ).map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={panel === id}
            onClick={() => setPanel(id)}
            className={cn(
              'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors',
              panel === id
                ? 'bg-rubi-50 text-rubi-800 ring-1 ring-rubi-200'
                : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          id={formId}
          onSubmit={(e) => {
            // On a phone the preview may be showing: errors must be seen on their fields.
            setPanel('form');
            void submit(e);
          }}
          noValidate
          aria-label={titulo}
          className={cn(panel === 'form' ? 'block' : 'hidden', 'lg:block')}
        >
          <PromocionFields
            form={form}
            hoy={hoy}
            niveles={negocio.programaLealtad.niveles}
            restantes={restantes}
            idPrefix={`drawer${formId.replace(/:/g, '')}`}
          />
        </form>
        <aside
          aria-label="Vista previa"
          className={cn(
            panel === 'preview' ? 'block' : 'hidden',
            'lg:sticky lg:top-0 lg:block lg:self-start',
          )}
        >
          <div className="rounded-3xl bg-stone-100 p-4 ring-1 ring-stone-200 sm:p-5">
            <PromocionPreview valores={valores} negocio={negocio} restantes={restantes} />
          </div>
          {promocion ? (
            <section
              aria-label="Cómo va"
              className="mt-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
            >
              <h3 className="mb-3 text-sm font-bold tracking-wide text-stone-600 uppercase">
                Cómo va
              </h3>
              <PromocionStatsDetalle publicID={promocion.publicID} />
            </section>
          ) : null}
        </aside>
      </div>
    </Drawer>
  );
}
