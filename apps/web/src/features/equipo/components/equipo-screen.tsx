import { useCallback, useState } from 'react';
import { ShieldCheck, UserPlus, UsersRound } from 'lucide-react';
import type { Miembro } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CargaErrorDe, Skeleton } from '../../../components/ui/carga.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEquipo, useQuitarMiembro, useReenviarInvitacion } from '../api/equipo.ts';
import {
  AJUSTES_PATH,
  ERROR_CARGAR_EQUIPO,
  ERROR_QUITAR,
  ERROR_REENVIAR,
  MIEMBRO_QUITADO,
} from '../lib/copy.ts';
import type { Lugar } from './lugares-campo.tsx';
import { MiembroDrawer, type ModoDrawer } from './miembro-drawer.tsx';
import { MiembroFila } from './miembro-fila.tsx';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

/**
 * Ajustes → Equipo (issue 25 part B), the owner's: who works in the business — the owner first,
 * then each person invited, with their role, establishments, whether they joined and whether they
 * have a PIN — 'Invitar a alguien', and for each person 'Editar', 'Reenviar invitación' and 'Quitar
 * del equipo' (asked first).
 */
export function EquipoScreen({
  nombreComercial,
  lugares,
}: {
  nombreComercial: string;
  lugares: readonly Lugar[];
}) {
  const equipo = useEquipo();
  const reenviar = useReenviarInvitacion();
  const quitar = useQuitarMiembro();
  const [drawer, setDrawer] = useState<ModoDrawer | null>(null);
  const [aQuitar, setAQuitar] = useState<Miembro | null>(null);
  const [errorQuitar, setErrorQuitar] = useState<string | null>(null);
  const cerrarDrawer = useCallback(() => setDrawer(null), []);

  const miembros = equipo.data ?? [];
  const soloDueno = equipo.isSuccess && miembros.every((m) => m.rol === 'dueno');

  const onReenviar = (m: Miembro) =>
    reenviar.mutate(m.miembroId, {
      onSuccess: (res) =>
        res.message.startsWith('Enviamos') ? toast.success(res.message) : toast.error(res.message),
      onError: (err) => toast.error(errorMessage(err, ERROR_REENVIAR)),
    });

  const confirmarQuitar = () => {
    if (!aQuitar) return;
    setErrorQuitar(null);
    quitar.mutate(aQuitar.miembroId, {
      onSuccess: () => {
        toast.success(MIEMBRO_QUITADO(aQuitar.nombre));
        setAQuitar(null);
      },
      onError: (err) => setErrorQuitar(errorMessage(err, ERROR_QUITAR)),
    });
  };

  const invitar = (
    <Button
      onClick={() => setDrawer({ tipo: 'invitar' })}
      icon={<UserPlus className="size-4" aria-hidden="true" />}
      className="w-full sm:w-auto"
    >
      Invitar a alguien
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <EncabezadoPantalla
        volver={{ to: AJUSTES_PATH, label: 'Ajustes' }}
        titulo="Equipo"
        accion={invitar}
      >
        Quienes atienden en {nombreComercial}. Cada persona entra con su propio correo y, en el
        Nexo, dice «soy yo» con su PIN: así sabes quién registró cada visita y cada canje.
      </EncabezadoPantalla>

      {equipo.isPending ? (
        <Card aria-busy="true" className="overflow-hidden">
          <p className="sr-only" role="status">
            Cargando tu equipo…
          </p>
          <ul aria-hidden="true" className="divide-y divide-stone-100">
            {[0, 1].map((i) => (
              <li key={i} className="flex items-center gap-4 px-6 py-5">
                <Skeleton className="size-12 rounded-full" />
                <span className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-40 rounded" />
                  <Skeleton className="h-3 w-56 rounded" />
                  <Skeleton className="h-3 w-72 max-w-full rounded" />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : equipo.isError ? (
        <CargaErrorDe query={equipo} fallback={ERROR_CARGAR_EQUIPO} />
      ) : (
        <Card className="overflow-hidden">
          <h2 className="sr-only">Personas del equipo</h2>
          <ul className="divide-y divide-stone-100">
            {miembros.map((m) => (
              <MiembroFila
                key={m.miembroId}
                miembro={m}
                totalLugares={lugares.length}
                reenviando={reenviar.isPending && reenviar.variables === m.miembroId}
                onEditar={() => setDrawer({ tipo: 'editar', miembro: m })}
                onReenviar={() => onReenviar(m)}
                onQuitar={() => {
                  setErrorQuitar(null);
                  setAQuitar(m);
                }}
              />
            ))}
          </ul>
          {soloDueno ? (
            <div className="flex flex-col items-center gap-2 border-t border-stone-100 bg-stone-50/60 px-6 py-10 text-center">
              <span className="grid size-14 place-items-center rounded-2xl bg-rubi-50 text-rubi-700">
                <UsersRound className="size-7" aria-hidden="true" />
              </span>
              <p className="mt-2 font-bold text-stone-900">Aún no invitas a nadie</p>
              <p className="max-w-md text-sm text-stone-600">
                Invita a tu encargado o a quien cobra en la caja. Tú decides qué puede ver cada
                quien y en qué establecimientos atiende.
              </p>
            </div>
          ) : null}
        </Card>
      )}

      <Card className="flex items-start gap-4 p-5 sm:p-6">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-marigold-50 text-marigold-800">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="text-sm leading-6 text-stone-700">
          <h2 className="text-base font-bold text-stone-900">Qué puede hacer cada rol</h2>
          <p className="mt-1">
            <strong className="font-semibold text-stone-900">Encargado:</strong> Nexo, Clientes,
            Ofertas y Estadísticas. No ve Ajustes, no descarga datos ni cambia el equipo.
          </p>
          <p className="mt-1">
            <strong className="font-semibold text-stone-900">Cajero:</strong> solo atiende en el
            Nexo del mostrador con su PIN.
          </p>
          <p className="mt-1">
            Te avisamos por correo de cada cambio en tu equipo, y lo ves en la Actividad de la
            cuenta.
          </p>
        </div>
      </Card>

      <MiembroDrawer modo={drawer} lugares={lugares} onClose={cerrarDrawer} />

      <ConfirmDialog
        open={aQuitar !== null}
        title={`¿Quitar a ${aQuitar?.nombre ?? ''} del equipo?`}
        confirmLabel="Sí, quitar"
        loading={quitar.isPending}
        error={errorQuitar}
        icon={
          <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-red-700">
            <UsersRound className="size-6" aria-hidden="true" />
          </span>
        }
        onConfirm={confirmarQuitar}
        onCancel={() => setAQuitar(null)}
      >
        {aQuitar?.estado === 'invitado' ? (
          <p>Su invitación deja de servir: el enlace que le enviamos ya no abrirá nada.</p>
        ) : (
          <p>
            Ya no podrá entrar a Tarjeto ni atender en el Nexo: su sesión se cierra ahora. Las
            visitas y canjes que registró conservan su nombre.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
