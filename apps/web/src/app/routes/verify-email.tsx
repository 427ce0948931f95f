import { useState } from 'react';
import { MailOpen } from 'lucide-react';
import { AuthIcono, AuthLayout } from '../../components/layout/auth-layout.tsx';
import { VerifyEmailForm } from '../../features/auth/components/verify-email-form.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { correoNoEnviado } from '../../features/auth/lib/resend-cooldown.ts';

/** /verify-email — signed in, not yet verified (SPEC §2). */
export function VerifyEmailRoute() {
  const { usuario } = useAuth();
  // Signup could not mail the code (the form below says so): nothing was sent yet.
  const [sinEnviar] = useState(() => correoNoEnviado() !== null);
  return (
    <AuthLayout
      title="Verifica tu correo"
      icon={<AuthIcono icon={MailOpen} tono="rubi" />}
      subtitle={
        <>
          {sinEnviar ? 'El código de 6 dígitos llegará a' : 'Enviamos un código de 6 dígitos a'}{' '}
          <strong className="block font-semibold [overflow-wrap:anywhere] text-stone-900">
            {usuario?.email}
          </strong>
        </>
      }
    >
      <VerifyEmailForm />
    </AuthLayout>
  );
}
