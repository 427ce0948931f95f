import { useMemo, useState } from 'react';
import { useForm, type Path, type Resolver, type ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_ZONA_HORARIA,
  fechaLocal,
  promocionDraftSchema,
  type ClasePromo,
  type NegocioPerfil,
  type Promocion,
  type PromocionInput,
  type TipoPromo,
} from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreatePromocion } from '../api/create-promocion.ts';
import { useUpdatePromocion } from '../api/update-promocion.ts';
import {
  ERROR_CREAR,
  ERROR_GUARDAR,
  PROMOCION_ACTUALIZADA,
  PROMOCION_CREADA,
} from '../lib/copy.ts';
import {
  borradorDe,
  valoresDePromocion,
  valoresIniciales,
  type PromocionFormValues,
} from '../lib/form-values.ts';
import { repartirErrores, rutasDe } from '../lib/server-errors.ts';

const draftResolver = zodResolver(promocionDraftSchema);

/**
 * Validates with the API's own schema (promocionDraftSchema), the chosen type's fields only: a
 * half-filled type the owner switched away from does not block saving.
 */
export const promocionResolver: Resolver<PromocionFormValues, unknown, PromocionInput> = async (
  values,
  context,
  options,
) =>
  (await draftResolver(
    borradorDe(values),
    context,
    options as unknown as Parameters<typeof draftResolver>[2],
  )) as unknown as ResolverResult<PromocionFormValues, PromocionInput>;

// Fields the form shows (negocioID and the categories go along unseen).
const camposVisibles = (v: PromocionFormValues) =>
  rutasDe(v).filter((r) => r !== 'negocioID' && r !== 'categoriaFavorita');

export interface UsePromocionFormOptions {
  negocio: Pick<NegocioPerfil, 'publicID' | 'zonaHoraria'>;
  /** The promotion to edit; without it the form creates a new one. */
  promocion?: Promocion | null;
  clase?: ClasePromo;
  tipo?: TipoPromo;
  onGuardada?: (p: Promocion) => void;
}

/**
 * The promotion form's state, rules and save (create with POST, edit with PUT): the server's
 * field errors land on their fields, anything else is a toast with SPEC §8's fallback.
 */
export function usePromocionForm({
  negocio,
  promocion = null,
  clase,
  tipo,
  onGuardada,
}: UsePromocionFormOptions) {
  const zonaHoraria = negocio.zonaHoraria || DEFAULT_ZONA_HORARIA;
  // "Today" is the business's (DOMAIN §5), fixed while the form is open.
  const [hoy] = useState(() => fechaLocal(new Date(), zonaHoraria));
  const nuevos = () =>
    valoresIniciales({ negocioID: negocio.publicID, hoy, zonaHoraria, clase, tipo });
  const [defaultValues] = useState<PromocionFormValues>(nuevos);
  // An existing promotion's values, again whenever the server sends a newer version of it; a
  // field the owner already touched keeps what they typed.
  const valoresGuardados = useMemo(
    () =>
      promocion
        ? valoresDePromocion(promocion, { negocioID: negocio.publicID, hoy, zonaHoraria })
        : undefined,
    [promocion, negocio.publicID, hoy, zonaHoraria],
  );
  const form = useForm<PromocionFormValues, unknown, PromocionInput>({
    resolver: promocionResolver,
    defaultValues,
    values: valoresGuardados,
    resetOptions: { keepDirtyValues: true },
    reValidateMode: 'onChange',
  });
  const crear = useCreatePromocion();
  const actualizar = useUpdatePromocion();

  const onError = (err: unknown) => {
    const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
    const { campos } = repartirErrores(fieldErrors, camposVisibles(form.getValues()));
    for (const { ruta, mensaje } of campos) {
      form.setError(ruta as Path<PromocionFormValues>, { type: 'server', message: mensaje });
    }
    if (campos[0]) form.setFocus(campos[0].ruta as Path<PromocionFormValues>);
    toast.error(errorMessage(err, promocion ? ERROR_GUARDAR : ERROR_CREAR));
  };

  const submit = form.handleSubmit(() => {
    const draft = borradorDe(form.getValues());
    if (promocion) {
      actualizar.mutate(
        { publicID: promocion.publicID, draft },
        {
          onSuccess: (res) => {
            toast.success(res.message || PROMOCION_ACTUALIZADA);
            // What was saved is the new clean state (resetOptions would keep the typed values).
            form.reset(
              valoresDePromocion(res.data, { negocioID: negocio.publicID, hoy, zonaHoraria }),
              { keepDirtyValues: false },
            );
            onGuardada?.(res.data);
          },
          onError,
        },
      );
    } else {
      crear.mutate(draft, {
        onSuccess: (res) => {
          toast.success(res.message || PROMOCION_CREADA);
          onGuardada?.(res.data);
        },
        onError,
      });
    }
  });

  return {
    form,
    submit,
    guardando: crear.isPending || actualizar.isPending,
    esEdicion: promocion !== null,
    hoy,
    /** Back to a blank new promotion (after creating one from the creation form). */
    reiniciar: () => form.reset(nuevos(), { keepDirtyValues: false }),
  };
}
