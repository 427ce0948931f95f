import { type Usuario } from '@tarjeto/shared';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { dashboardPath } from '../../features/auth/lib/guards.ts';
import { ParaNegociosPage } from '../../features/landing/components/para-negocios/para-negocios-page.tsx';
import type { RegistroCta } from '../../features/landing/components/para-negocios/registro-cta.ts';
import {
  recordarTipoSugerido,
  TIPO_PARAM,
} from '../../features/setup-profile/lib/tipo-sugerido.ts';
import { useTitulo } from '../../lib/titulo.ts';

const COMO_NEGOCIO = `${TIPO_PARAM}=negocio`;

/**
 * The way in from 'Para negocios', by session: a guest signs up as a business (the wizard will
 * open with 'Soy un negocio' chosen); an account still to verify or to set up continues there as a
 * business; a business goes to its panel; a customer's account cannot become a business, so it
 * is told how to register one.
 */
export function registroParaNegocio(usuario: Usuario | null): RegistroCta {
  if (!usuario) {
    return { to: `/signup?${COMO_NEGOCIO}`, label: 'Registra tu negocio gratis', esRegistro: true };
  }
  if (!usuario.verificado) {
    return {
      to: '/verify-email',
      label: 'Verifica tu correo y sigue',
      esRegistro: true,
      onClick: () => recordarTipoSugerido('negocio'),
    };
  }
  if (!usuario.tipoUsuario) {
    return {
      to: `/setup-profile?${COMO_NEGOCIO}`,
      label: 'Configura tu negocio',
      esRegistro: true,
    };
  }
  if (usuario.tipoUsuario === 'Negocio') {
    return { to: dashboardPath(usuario), label: 'Ir a mi panel', esRegistro: false };
  }
  return {
    to: dashboardPath(usuario),
    label: 'Ir a mis tarjetas',
    esRegistro: false,
    nota: 'Tu cuenta es de cliente. Para registrar tu negocio, cierra sesión y crea una cuenta con el correo del negocio.',
  };
}

/**
 * /para-negocios — public: guests and signed-in users alike (a business owner checking prices, a
 * customer curious about it). Signed in, the header offers the panel instead of the account
 * buttons.
 */
export function ParaNegociosRoute() {
  const { usuario } = useAuth();

  useTitulo('Para negocios');

  const panel = usuario
    ? { to: usuario.verificado ? dashboardPath(usuario) : '/verify-email', label: 'Ir a mi panel' }
    : null;

  return (
    <PublicLayout panel={panel}>
      <ParaNegociosPage registro={registroParaNegocio(usuario)} />
    </PublicLayout>
  );
}
