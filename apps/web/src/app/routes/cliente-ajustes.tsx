import { useQueryClient } from '@tanstack/react-query';
import { FileJson } from 'lucide-react';
import { RUTA_EXPORTACION_CLIENTE } from '@tarjeto/shared';
import { EliminarCuentaCard } from '../../features/ajustes/components/eliminar-cuenta-card.tsx';
import { DescargasCard } from '../../features/ajustes/components/exportar-datos-card.tsx';
import {
  clientePerfilQueryKey,
  useClientePerfil,
} from '../../features/ajustes-cliente/api/perfil-cliente.ts';
import { PerfilClienteCard } from '../../features/ajustes-cliente/components/perfil-cliente-card.tsx';
import { PreferenciasCard } from '../../features/ajustes-cliente/components/preferencias-card.tsx';
import { AvisosClienteCard } from '../../features/avisos-cliente/components/avisos-cliente-card.tsx';
import { ERROR_CARGAR_PERFIL } from '../../features/ajustes-cliente/lib/copy.ts';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { useSalirTrasEliminar } from '../../features/auth/api/logout.ts';
import { CarteraTelefonoCard } from '../../features/pases/components/cartera-telefono-card.tsx';
import { CuentaCard } from '../../features/auth/components/cuenta-card.tsx';
import { SesionCard } from '../../features/auth/components/sesion-card.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { CargaErrorDe } from '../../components/ui/carga.tsx';
import { useTitulo } from '../../lib/titulo.ts';
import { EncabezadoPantalla } from '../../components/ui/encabezado-pantalla.tsx';

/** The customer's profile, read and edited; a skeleton while it loads, a retry if it fails. */
function Perfil() {
  const qc = useQueryClient();
  const query = useClientePerfil();
  if (query.isPending)
    return (
      <div
        role="status"
        aria-label="Cargando tu perfil"
        className="h-96 animate-pulse rounded-2xl bg-stone-200/70"
      />
    );
  if (query.isError) return <CargaErrorDe query={query} fallback={ERROR_CARGAR_PERFIL} />;
  return (
    <PerfilClienteCard
      perfil={query.data}
      onGuardado={(nuevo) => {
        qc.setQueryData(clientePerfilQueryKey, nuevo);
        // The greeting and the photo elsewhere come with the session's profile.
        void qc.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
      }}
    />
  );
}

/**
 * /cliente-dashboard/ajustes — the customer's Ajustes (issue 11, DOMAIN §8): their profile with
 * every answer of the wizard, the account's address and password, the mail consent, which of their
 * places may send them avisos (issue 28), their cards in the phone's wallet, their data as a file, 'Cerrar sesión' (the spec's toasts) and the account's
 * deletion.
 */
export function ClienteAjustesRoute() {
  const { usuario } = useAuth();
  const salir = useSalirTrasEliminar();
  useTitulo('Ajustes');

  return (
    <div className="space-y-6">
      <EncabezadoPantalla seccion="Ajustes" titulo="Tu perfil y tu cuenta" />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Perfil />
        </div>
        <div className="min-w-0 space-y-6">
          <CuentaCard email={usuario?.email ?? ''} />
          <PreferenciasCard />
          <AvisosClienteCard />
          <CarteraTelefonoCard />
          <DescargasCard
            descripcion="Son tuyos: todo lo que Tarjeto guarda de ti, en un archivo."
            descargas={[
              {
                href: RUTA_EXPORTACION_CLIENTE,
                titulo: 'Mis datos (JSON)',
                detalle: 'Tu cuenta, tu perfil, tus tarjetas, visitas, canjes y logros.',
                icon: FileJson,
              },
            ]}
          />
          <SesionCard descripcion="Cierra tu sesión en este dispositivo; tus tarjetas se quedan como están." />
        </div>
      </div>

      <EliminarCuentaCard
        tipo="cliente"
        advertencia="Esto no se puede deshacer. Perderás tus tarjetas, tus niveles y tus logros en todos tus lugares."
        onEliminada={salir}
      >
        <p>
          Se borran para siempre tu cuenta, tu perfil y tu foto, tus tarjetas y tus logros, y se
          cierran todas tus sesiones. Tus visitas y canjes siguen contando en las estadísticas de
          cada negocio, sin tu nombre ni nada que te identifique.
        </p>
        <p>Si quieres conservar tu información, descárgala antes.</p>
      </EliminarCuentaCard>
    </div>
  );
}
