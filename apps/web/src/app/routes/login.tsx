import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

/** /login — guests only (SPEC §2). */
export function LoginRoute() {
  return (
    <AuthLayout title="Inicia sesión" subtitle="Qué gusto verte de nuevo. Tus tarjetas te esperan.">
      <LoginForm />
    </AuthLayout>
  );
}
