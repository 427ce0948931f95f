import { useId, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { confirmarContrasenaBodySchema, type FieldErrors } from '@tarjeto/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

interface ConfirmarContrasenaDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The password field's label. */
  label?: string;
  /** The dialog's icon, on a tile of its tone: what kind of thing is being confirmed. */
  icono: LucideIcon;
  tono?: keyof typeof TONOS;
  /** The call is running: the dialog stays and waits. */
  loading: boolean;
  /** What to say when the server's refusal brings no words of its own. */
  errorPorDefecto: string;
  /** What is being confirmed, above the field. */
  children: ReactNode;
  /** More fields after the password (the second factor's code): the caller's own state. */
  extra?: ReactNode;
  /** The caller's check of its `extra` fields before anything is sent; false stops it. */
  validarExtra?: () => boolean;
  /** The server's field errors that are not the password's, for the `extra` fields: true if shown. */
  onErrorCampos?: (campos: FieldErrors) => boolean;
  /** Sends the password (and whatever `extra` holds); rejects with the server's refusal. */
  onConfirm: (contrasena: string) => Promise<unknown>;
  onCancel: () => void;
}

const TONOS = {
  marigold: 'bg-marigold-50 text-marigold-800',
  red: 'bg-red-50 text-red-700',
  emerald: 'bg-emerald-50 text-emerald-700',
};

/**
 * "Confirma que eres tú" (DOMAIN §2): the account's password before something a borrowed session
 * must not do — a download of the business's data, the account's deletion, turning the second
 * factor off. Checked with the server's own rule before the call; a wrong password is shown at the
 * field, anything else inside the dialog. Each opening starts empty.
 */
export function ConfirmarContrasenaDialog(props: ConfirmarContrasenaDialogProps) {
  // Mounted only while open, so every opening starts with an empty field and no error.
  return props.open ? <Dialogo {...props} /> : null;
}

function Dialogo({
  title,
  confirmLabel,
  label = 'Tu contraseña',
  icono: Icono,
  tono = 'marigold',
  loading,
  errorPorDefecto,
  children,
  extra,
  validarExtra,
  onErrorCampos,
  onConfirm,
  onCancel,
}: ConfirmarContrasenaDialogProps) {
  const [contrasena, setContrasena] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | undefined>();
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const formId = useId();

  const confirmar = async () => {
    const parsed = confirmarContrasenaBodySchema.safeParse({ contrasena });
    const extraValido = validarExtra?.() ?? true;
    if (!parsed.success) {
      setErrorCampo(parsed.error.issues[0]?.message);
      return;
    }
    if (!extraValido) return;
    setErrorGeneral(null);
    try {
      await onConfirm(parsed.data.contrasena);
    } catch (err) {
      const campos = err instanceof ApiError ? err.fieldErrors : {};
      if (campos.contrasena) setErrorCampo(campos.contrasena);
      else if (!onErrorCampos?.(campos)) setErrorGeneral(errorMessage(err, errorPorDefecto));
    }
  };

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      loading={loading}
      error={errorGeneral}
      icon={
        <span className={`grid size-12 place-items-center rounded-2xl ${TONOS[tono]}`}>
          <Icono className="size-6" aria-hidden="true" />
        </span>
      }
      onConfirm={() => void confirmar()}
      onCancel={onCancel}
    >
      {children}
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void confirmar();
        }}
      >
        <Input
          data-autofocus
          label={label}
          type="password"
          autoComplete="current-password"
          value={contrasena}
          error={errorCampo}
          disabled={loading}
          onChange={(e) => {
            setContrasena(e.target.value);
            if (errorCampo) setErrorCampo(undefined);
          }}
        />
        {extra}
        {/* Enter in any field sends the form, the code's boxes included. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </ConfirmDialog>
  );
}
