import type { NegocioPerfil } from '@tarjeto/shared';
import {
  AccountHomeContent,
  NEXO_SECCION_PATH,
} from '../../features/auth/components/account-home.tsx';
import { CARTEL_PATH } from '../../features/ajustes/lib/enlaces.ts';
import { InicioClientes } from '../../features/clientes-negocio/components/inicio-clientes.tsx';
import { usePapel } from '../../features/equipo/hooks/use-papel.ts';
import { InicioEstadisticas } from '../../features/estadisticas/components/inicio-estadisticas.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  PrimerosPasos,
  type PasoInicial,
} from '../../features/primeros-pasos/components/primeros-pasos.tsx';
import { useMarcarCartelImpreso } from '../../features/primeros-pasos/api/cartel-impreso.ts';
import { usePromociones } from '../../features/promociones/api/list-promociones.ts';
import { InicioOfertas } from '../../features/promociones/components/inicio-ofertas.tsx';
import { CREAR_PROMOCION_PATH } from '../../features/promociones/lib/copy.ts';
import { useNegocioProfile } from '../../features/nexo/api/get-negocio-profile.ts';
import { ConNegocio } from '../con-negocio.tsx';
import { BloquesCargando } from '../../components/ui/carga.tsx';

/**
 * The start checklist of a new business (issue 26 B6), each step from its own data: a Nexo paired
 * (the profile's establishments), a promotion made (any, on or off), the counter poster printed
 * (recorded on the business when printed, or ticked by hand), a first visit (the profile's count). Only for the
 * owner, who sets the business up; it shows nothing until the promotions are known.
 */
function PrimerosPasosDelNegocio() {
  const profile = useNegocioProfile();
  // Its failure is said once, by the figures below.
  return profile.data ? <PrimerosPasosDe negocio={profile.data} /> : null;
}

function PrimerosPasosDe({ negocio }: { negocio: NegocioPerfil }) {
  const promociones = usePromociones(negocio.publicID);
  const marcarCartel = useMarcarCartelImpreso();
  if (!promociones.data) return null;
  const pasos: PasoInicial[] = [
    {
      id: 'nexo',
      titulo: 'Vincula tu Nexo',
      detalle: 'Un celular o una tablet en tu mostrador que lee el código de tus clientes.',
      listo: 'Nexo vinculado',
      hecho: negocio.establecimientos.some((e) => e.nexoID !== null),
      to: NEXO_SECCION_PATH,
      accion: 'Vincular Nexo',
    },
    {
      id: 'promocion',
      titulo: 'Crea tu primera promoción',
      detalle: 'Algo que ganar al volver: un 10 % de descuento en la quinta visita, por ejemplo.',
      listo: 'Promoción creada',
      hecho: promociones.data.length > 0,
      to: CREAR_PROMOCION_PATH,
      accion: 'Crear promoción',
    },
    {
      id: 'cartel',
      titulo: 'Imprime tu cartel del mostrador',
      detalle: 'Con tu código y un QR para que tus clientes te agreguen a su cartera.',
      listo: 'Cartel impreso',
      hecho: negocio.cartelImpresoAt !== null,
      to: CARTEL_PATH,
      accion: 'Ver el cartel',
      extra: (
        <Button
          variant="ghost"
          disabled={marcarCartel.isPending}
          onClick={() => marcarCartel.mutate()}
        >
          Ya lo tengo
        </Button>
      ),
    },
    {
      id: 'visita',
      titulo: 'Registra tu primera visita',
      detalle: 'Pide a un cliente que te muestre su código y escanéalo con tu Nexo.',
      listo: 'Primera visita',
      hecho: negocio.visitasTotales > 0,
      to: NEXO_SECCION_PATH,
      accion: 'Registrar una visita',
    },
  ];
  return <PrimerosPasos pasos={pasos} />;
}

/** Inicio's customers, once the profile is there (a failure is said by the figures above). */
function ClientesDelNegocio() {
  const profile = useNegocioProfile();
  return profile.data ? <InicioClientes negocio={profile.data} /> : null;
}

/**
 * /negocio-dashboard (index): Inicio — the greeting, a new business's start checklist, the quick
 * summary and 'Visitas de la semana', 'Clientes recientes' and 'Próximos a subir de nivel', the
 * way to the Nexo, and at its side the quick tiles and 'Ofertas Activas' (SPEC §2).
 */
export function NegocioInicioRoute() {
  const papel = usePapel();
  return (
    <AccountHomeContent
      arriba={papel.rol === 'dueno' ? <PrimerosPasosDelNegocio /> : null}
      cifras={
        <ConNegocio cargando={null}>
          {(negocio) => <InicioEstadisticas negocio={negocio} />}
        </ConNegocio>
      }
      principal={<ClientesDelNegocio />}
      aside={
        <ConNegocio cargando={<BloquesCargando bloques={['h-52', 'h-64']} />}>
          {(negocio) => <InicioOfertas negocio={negocio} />}
        </ConNegocio>
      }
    />
  );
}
