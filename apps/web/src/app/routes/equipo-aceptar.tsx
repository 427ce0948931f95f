import { useNavigate, useSearchParams } from 'react-router';
import { useForgetSession } from '../../features/auth/api/logout.ts';
import { useAuth, useSetAuth } from '../../features/auth/hooks/use-auth.ts';
import { NuevaContrasenaCampos } from '../../features/auth/components/nueva-contrasena-campos.tsx';
import { sessionFromUser } from '../../features/auth/lib/session.ts';
import { AceptarInvitacion } from '../../features/equipo/components/aceptar-invitacion.tsx';
import { toast } from '../../components/ui/toast.tsx';

/**
 * /equipo/aceptar?token=… — public: the link of an invitation to a business's team. The password
 * fields are signup's; accepting signs the new account in (replacing any session open here) and
 * opens its dashboard.
 */
export function EquipoAceptarRoute() {
  const [params] = useSearchParams();
  const { usuario } = useAuth();
  const olvidar = useForgetSession();
  const setAuth = useSetAuth();
  const navigate = useNavigate();
  return (
    <AceptarInvitacion
      token={(params.get('token') ?? '').trim()}
      sesionActual={usuario?.email ?? null}
      camposContrasena={(props) => (
        <NuevaContrasenaCampos {...props} etiqueta="Crea tu contraseña" />
      )}
      onAceptada={(nuevo, mensaje) => {
        // Whatever the last session here had cached goes with it.
        olvidar();
        setAuth(sessionFromUser(nuevo, mensaje));
        toast.success(mensaje);
        navigate('/negocio-dashboard', { replace: true });
      }}
    />
  );
}
