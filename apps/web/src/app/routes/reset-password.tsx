import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** /reset-password?email=…&code=… — guests only (DOMAIN §2). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Restablece tu contraseña"
      subtitle="Escribe el código que te enviamos por correo y elige una contraseña nueva."
    >
      <ResetPasswordForm
        defaultEmail={params.get('email') ?? ''}
        defaultCode={params.get('code') ?? ''}
      />
    </AuthLayout>
  );
}
