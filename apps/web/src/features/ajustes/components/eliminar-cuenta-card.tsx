import { useId, useState, type ReactNode } from 'react';
import { Trash2, TriangleAlert } from 'lucide-react';
import { eliminarCuentaBodySchema } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useEliminarCuenta, type TipoCuenta } from '../api/eliminar-cuenta.ts';
import { CUENTA_ELIMINADA, ERROR_ELIMINAR } from '../lib/copy.ts';

/**
 * 'Eliminar cuenta' (DOMAIN §8), for a business or a customer: says what goes and what stays
 * (`children`), then asks for the password in a confirmation that repeats what cannot be undone
 * (`advertencia`). Once the server has erased everything, `onEliminada` takes the user out.
 */
export function EliminarCuentaCard({
  tipo,
  advertencia,
  children,
  onEliminada,
}: {
  tipo: TipoCuenta;
  advertencia: ReactNode;
  children: ReactNode;
  onEliminada: () => void;
}) {
  const eliminar = useEliminarCuenta(tipo);
  const [abierto, setAbierto] = useState(false);
  const [contrasena, setContrasena] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | undefined>();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formId = useId();

  const cerrar = () => {
    setAbierto(false);
    setContrasena('');
    setErrorCampo(undefined);
    setErrorGeneral(null);
  };

  const confirmar = () => {
    const parsed = eliminarCuentaBodySchema.safeParse({ contrasena });
    if (!parsed.success) {
      setErrorCampo(parsed.error.issues[0]?.message);
      return;
    }
    setErrorGeneral(null);
    eliminar.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message || CUENTA_ELIMINADA);
        onEliminada();
      },
      onError: (err) => {
        const campo = err instanceof ApiError ? err.fieldErrors.contrasena : undefined;
        if (campo) setErrorCampo(campo);
        else setErrorGeneral(errorMessage(err, ERROR_ELIMINAR));
      },
    });
  };

  return (
    <Card className="border-red-200">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0 space-y-2 text-sm text-stone-700">
          <h2 className="text-base font-bold text-red-800">Eliminar cuenta</h2>
          {children}
        </div>
        <Button
          variant="danger"
          onClick={() => setAbierto(true)}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          className="shrink-0"
        >
          Eliminar cuenta
        </Button>
      </div>

      <ConfirmDialog
        open={abierto}
        title="¿Eliminar tu cuenta?"
        confirmLabel="Sí, eliminar mi cuenta"
        loading={eliminar.isPending}
        error={errorGeneral}
        icon={
          <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
            <TriangleAlert className="size-6" aria-hidden="true" />
          </span>
        }
        onConfirm={confirmar}
        onCancel={cerrar}
      >
        <p>{advertencia}</p>
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirmar();
          }}
        >
          <Input
            data-autofocus
            label="Escribe tu contraseña para confirmar"
            type="password"
            autoComplete="current-password"
            value={contrasena}
            error={errorCampo}
            disabled={eliminar.isPending}
            onChange={(e) => {
              setContrasena(e.target.value);
              if (errorCampo) setErrorCampo(undefined);
            }}
          />
        </form>
      </ConfirmDialog>
    </Card>
  );
}
