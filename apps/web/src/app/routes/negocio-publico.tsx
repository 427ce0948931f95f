import { useParams } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { dashboardPath } from '../../features/auth/lib/guards.ts';
import {
  NegocioPublicoPage,
  type Visitante,
} from '../../features/lugares/components/negocio-publico-page.tsx';
import { useAgregarACartera } from '../use-agregar-a-cartera.ts';

/**
 * /negocio/{slug} — a business's public page, for guests and signed-in users alike (DOMAIN §3).
 * A customer adds the business from it; a guest is sent to sign up.
 */
export function NegocioPublicoRoute() {
  const { slug = '' } = useParams();
  const { usuario } = useAuth();
  const agregar = useAgregarACartera();
  const visitante: Visitante = !usuario
    ? 'invitado'
    : usuario.verificado && usuario.tipoUsuario === 'Cliente'
      ? 'cliente'
      : 'otro';
  const panel = usuario
    ? { to: usuario.verificado ? dashboardPath(usuario) : '/verify-email', label: 'Ir a mi panel' }
    : null;
  return (
    <PublicLayout panel={panel}>
      <NegocioPublicoPage key={slug} slug={slug} visitante={visitante} agregar={agregar} />
    </PublicLayout>
  );
}
