import { KeyRound } from 'lucide-react';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

/** /forgot-password — guests only (DOMAIN §2). */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="¿Olvidaste tu contraseña?"
      icon={
        <span className="grid size-14 place-items-center rounded-2xl bg-marigold-50 text-marigold-800 ring-1 ring-marigold-200">
          <KeyRound className="size-7" aria-hidden="true" />
        </span>
      }
      subtitle="No pasa nada. Escribe tu correo y te enviaremos un código de 6 dígitos para crear una nueva."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
