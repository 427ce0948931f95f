import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BellOff, CircleAlert, CircleCheck, Settings } from 'lucide-react';
import { AuthIcono, AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useBaja, useDarDeBaja } from '../api/avisos.ts';
import { AJUSTES_PATH, ERROR_BAJA, ERROR_CARGAR_BAJA } from '../lib/copy.ts';

const TITULO = 'Dejar de recibir avisos';

function IrAAjustes({ children = 'Ir a Ajustes' }: { children?: ReactNode }) {
  return (
    <Link to={AJUSTES_PATH} className={buttonClasses('secondary', 'md', 'self-start')}>
      <Settings className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

const esEnlaceDesconocido = (error: unknown) =>
  error instanceof ApiError && (error.code === 'AVISO_DESCONOCIDO' || error.status === 404);

/**
 * /avisos/baja/:mensajeID — public, no session needed: every aviso's 'Dejar de recibir' (issue 28
 * A2). It names the business the message came from, and one button turns that business's avisos
 * off (the same POST a mail app's one-click unsubscribe sends). A link already used says so; a
 * broken or unknown one says it no longer works.
 */
export function BajaAvisosPage({ mensajeID }: { mensajeID: string }) {
  const baja = useBaja(mensajeID);
  const dar = useDarDeBaja(mensajeID);

  if (mensajeID === '' || (baja.isError && esEnlaceDesconocido(baja.error)))
    return (
      <AuthLayout
        title="Este enlace ya no sirve"
        icon={<AuthIcono icon={CircleAlert} tono="rojo" />}
        subtitle={errorMessage(
          baja.error,
          'Este enlace para dejar de recibir avisos ya no es válido.',
        )}
      >
        <div className="flex flex-col gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
          <p className="text-stone-700">
            Con tu cuenta de Tarjeto puedes apagar los avisos de cada lugar en Ajustes, en{' '}
            <strong className="font-semibold text-stone-900">Avisos de tus lugares</strong>.
          </p>
          <IrAAjustes />
        </div>
      </AuthLayout>
    );

  if (baja.isError)
    return (
      <AuthLayout title={TITULO}>
        <CargaError
          message={errorMessage(baja.error, ERROR_CARGAR_BAJA)}
          onRetry={() => void baja.refetch()}
          retrying={baja.isFetching}
        />
      </AuthLayout>
    );

  if (baja.isPending)
    return (
      <AuthLayout title={TITULO}>
        <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-12 w-48" />
        </div>
      </AuthLayout>
    );

  const { negocio, acepta } = baja.data;

  if (!acepta)
    return (
      <AuthLayout
        title={
          dar.isSuccess
            ? `Listo: ${negocio} ya no te enviará avisos`
            : `Ya no recibes avisos de ${negocio}`
        }
        icon={<AuthIcono icon={CircleCheck} tono="verde" />}
      >
        <div role="status" className="flex flex-col gap-5">
          <p className="text-lg leading-8 text-pretty text-stone-700">
            {dar.isSuccess ? '' : 'Ya los habías apagado. '}Puedes volver a activarlos en Ajustes.
          </p>
          <p className="text-sm text-stone-600">
            Tu tarjeta, tus visitas y tu nivel en {negocio} siguen igual.
          </p>
          <IrAAjustes />
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={`Dejar de recibir avisos de ${negocio}`}
      icon={<AuthIcono icon={BellOff} tono="rubi" />}
      subtitle={`Ya no te llegarán sus mensajes de ofertas, niveles y visitas: ni como notificación, ni por correo, ni en tu tarjeta del teléfono.`}
    >
      <div className="flex flex-col gap-4">
        <Button
          size="lg"
          onClick={() => dar.mutate()}
          loading={dar.isPending}
          className="w-full sm:w-auto"
        >
          Dejar de recibir avisos
        </Button>
        {dar.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(dar.error, ERROR_BAJA)}
          </p>
        ) : null}
        <p className="text-sm text-stone-600">
          Tu tarjeta, tus visitas y tu nivel en {negocio} siguen igual. Si cambias de opinión,
          vuelve a activarlos en Ajustes.
        </p>
      </div>
    </AuthLayout>
  );
}
