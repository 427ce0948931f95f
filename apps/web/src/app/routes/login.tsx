import { useLocation } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { LoginForm, leerTrasRestablecer } from '../../features/auth/components/login-form.tsx';

/** /login — guests only (SPEC §2). After a password reset it confirms it, address filled in. */
export function LoginRoute() {
  const { state } = useLocation();
  return (
    <AuthLayout title="Inicia sesión" subtitle="Qué gusto verte de nuevo. Tus tarjetas te esperan.">
      <LoginForm trasRestablecer={leerTrasRestablecer(state)} />
    </AuthLayout>
  );
}
