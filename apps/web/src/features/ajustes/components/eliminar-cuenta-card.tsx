import { useState, type ReactNode } from 'react';
import { Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useEliminarCuenta, type TipoCuenta } from '../api/eliminar-cuenta.ts';
import { CUENTA_ELIMINADA, ERROR_ELIMINAR } from '../lib/copy.ts';
import { ConfirmarContrasenaDialog } from './confirmar-contrasena-dialog.tsx';

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

      <ConfirmarContrasenaDialog
        open={abierto}
        title="¿Eliminar tu cuenta?"
        confirmLabel="Sí, eliminar mi cuenta"
        label="Escribe tu contraseña para confirmar"
        loading={eliminar.isPending}
        errorPorDefecto={ERROR_ELIMINAR}
        icono={TriangleAlert}
        tono="red"
        onConfirm={async (contrasena) => {
          const res = await eliminar.mutateAsync({ contrasena });
          toast.success(res.message || CUENTA_ELIMINADA);
          onEliminada();
        }}
        onCancel={() => setAbierto(false)}
      >
        <p>{advertencia}</p>
      </ConfirmarContrasenaDialog>
    </Card>
  );
}
