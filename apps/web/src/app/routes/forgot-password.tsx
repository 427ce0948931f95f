import { KeyRound } from 'lucide-react';
import { AuthIcono, AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

/** /forgot-password — guests only (DOMAIN §2). */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="¿Olvidaste tu contraseña?"
      icon={<AuthIcono icon={KeyRound} tono="marigold" />}
      subtitle="No pasa nada. Escribe tu correo y te enviaremos un código de 6 dígitos para crear una nueva."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
