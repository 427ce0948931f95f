import { useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { AgregarTarjetaBody } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { resolverDiferido } from '../../../lib/resolver-diferido.ts';
import { useAgregarTarjeta } from '../api/tarjetas.ts';

// The code's checks (zod and the shared schema) arrive when the field takes the focus, not with
// the customer's Inicio: most visits to Inicio add nothing.
const validacion = resolverDiferido<AgregarTarjetaBody>(() =>
  import('../lib/agregar-lugar-validacion.ts').then((m) => m.resolverAgregarLugar),
);

/**
 * 'Agrega un lugar a tu cartera' (SPEC §2): the business code from its counter poster (or its
 * Ajustes) makes an empty card at once. The same rules as the server (a malformed code never
 * leaves the phone); an unknown or repeated code comes back on the field; too many tries, a toast.
 */
export function AgregarLugar() {
  const agregar = useAgregarTarjeta();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<AgregarTarjetaBody, unknown, AgregarTarjetaBody>({
    resolver: validacion.resolver,
    defaultValues: { codigoNegocio: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((body) =>
    agregar.mutate(body, {
      onSuccess: (res) => {
        reset({ codigoNegocio: '' });
        toast.success(res.message);
      },
      onError: (err) => {
        const campo = err instanceof ApiError ? err.fieldErrors.codigoNegocio : undefined;
        if (campo) {
          setError('codigoNegocio', { message: campo });
          setFocus('codigoNegocio');
          return;
        }
        toast.error(errorMessage(err, 'No pudimos agregar el lugar. Inténtalo de nuevo.'));
      },
    }),
  );

  return (
    <Card>
      <CardHeader
        title="Agrega un lugar a tu cartera"
        description="Escribe el código que aparece en el cartel del mostrador."
      />
      <form
        onSubmit={onSubmit}
        onFocus={validacion.precargar}
        noValidate
        className="flex flex-col gap-3 p-5"
      >
        <Input
          label="Código del negocio"
          placeholder="TACOS-7Q4K"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.codigoNegocio?.message}
          {...register('codigoNegocio', {
            onChange: () => errors.codigoNegocio && clearErrors('codigoNegocio'),
          })}
        />
        <Button
          type="submit"
          loading={agregar.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {agregar.isPending ? null : <Plus className="size-4" aria-hidden="true" />}
          Agregar a mi cartera
        </Button>
      </form>
    </Card>
  );
}
