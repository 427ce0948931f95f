import { Mail } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * 'Tu cuenta' in Ajustes: the address the account signs in with, and a new password. Changing the
 * address is not offered: it would need the new one verified first, which the product does not do
 * yet.
 */
export function CuentaCard({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader
        title="Tu cuenta"
        description="Con este correo inicias sesión y recibes los avisos de Tarjeto."
      />
      <div className="space-y-6 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-stone-600">Correo electrónico</p>
            <p className="font-semibold break-all text-stone-900" data-testid="correo-cuenta">
              {email}
            </p>
          </div>
        </div>
        <section aria-labelledby="cambiar-contrasena" className="border-t border-stone-100 pt-6">
          <h3 id="cambiar-contrasena" className="mb-4 text-base font-bold text-stone-900">
            Cambiar contraseña
          </h3>
          <ChangePasswordForm />
        </section>
      </div>
    </Card>
  );
}
