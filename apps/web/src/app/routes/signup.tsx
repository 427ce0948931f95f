import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';

/** /signup — guests only (SPEC §2). */
export function SignupRoute() {
  return (
    <AuthLayout
      title="Crea tu cuenta"
      subtitle="Es gratis. Junta visitas y recibe recompensas en los lugares que ya te gustan."
    >
      <SignupForm />
    </AuthLayout>
  );
}
