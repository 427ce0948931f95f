import { useId } from 'react';
import { Plus } from 'lucide-react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { usePromocionForm } from '../hooks/use-promocion-form.ts';
import { CREANDO } from '../lib/copy.ts';
import { PromocionFields } from './promocion-fields.tsx';

/**
 * The creation form of SPEC §2 (Crear, two thirds): every default of SPEC §9, the submit button
 * reads 'Creando...' and waits while the promotion is created; afterwards the form starts over.
 */
export function PromocionCreateForm({ negocio }: { negocio: NegocioPerfil }) {
  const { form, submit, guardando, hoy, reiniciar } = usePromocionForm({
    negocio,
    tipo: 'programa',
    onGuardada: () => reiniciar(),
  });
  const id = useId().replace(/:/g, '');
  return (
    <form onSubmit={submit} noValidate aria-label="Nueva promoción" className="flex flex-col gap-8">
      <PromocionFields
        form={form}
        hoy={hoy}
        niveles={negocio.programaLealtad.niveles}
        idPrefix={`crear${id}`}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={reiniciar} disabled={guardando}>
          Empezar de nuevo
        </Button>
        <Button
          type="submit"
          size="lg"
          loading={guardando}
          icon={<Plus className="size-5" aria-hidden="true" />}
        >
          {guardando ? CREANDO : 'Crear promoción'}
        </Button>
      </div>
    </form>
  );
}
