import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { leerNegocioPendiente } from '../../features/lugares/lib/negocio-pendiente.ts';
import {
  recordarTipoSugerido,
  tipoDeParametros,
} from '../../features/setup-profile/lib/tipo-sugerido.ts';

/**
 * /signup — guests only (SPEC §2). From 'Para negocios' it is /signup?tipo=negocio: the page says
 * it is the business's account, and the wish is kept for the setup wizard after verification.
 */
export function SignupRoute() {
  const [params] = useSearchParams();
  const tipo = tipoDeParametros(params);
  // A business chosen on its public page ('Agregar a mi cartera') waits for the new account.
  const [pendiente] = useState(leerNegocioPendiente);

  useEffect(() => {
    if (tipo) recordarTipoSugerido(tipo);
  }, [tipo]);

  return tipo === 'negocio' ? (
    <AuthLayout
      title="Registra tu negocio"
      subtitle="Crea la cuenta de tu negocio con tu correo. Después armas tu tarjeta de lealtad en unos minutos."
    >
      <SignupForm />
    </AuthLayout>
  ) : (
    <AuthLayout
      title="Crea tu cuenta"
      subtitle={
        pendiente
          ? `Es gratis. Al terminar, agregas ${pendiente.nombreComercial} a tu cartera con un toque.`
          : 'Es gratis. Junta visitas y recibe recompensas en los lugares que ya te gustan.'
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
