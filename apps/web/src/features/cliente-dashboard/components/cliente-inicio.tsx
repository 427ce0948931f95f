import { type ReactNode } from 'react';
import { AlertTriangle, UserRoundX } from 'lucide-react';
import { saludo, type TarjetaCliente } from '@tarjeto/shared';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTarjetas } from '../api/tarjetas.ts';
import { AgregarLugar } from './agregar-lugar.tsx';
import { BannerSemanal, BannerSemanalCargando } from './banner-semanal.tsx';
import { AvatarCliente } from './cliente-layout.tsx';
import { MisTarjetas, type AccionesTarjeta, type TarjetaPath } from './mis-tarjetas.tsx';
import { OfertasDeHoy, UltimosLogros } from './paneles-inicio.tsx';
import { useTitulo } from '../../../lib/titulo.ts';

/** Who Inicio greets, as the session tells the app (the route reads it; SPEC §2 states). */
export type ClienteEnSesion =
  | { estado: 'sin-usuario' }
  | { estado: 'perfil-incompleto' }
  | { estado: 'listo'; nombre: string; fotoUrl: string | null };

/** SPEC §2's two dead ends, verbatim: no user, or a user without a customer record. */
export function EstadoCliente({ estado }: { estado: 'sin-usuario' | 'perfil-incompleto' }) {
  const sinUsuario = estado === 'sin-usuario';
  const Icon = sinUsuario ? AlertTriangle : UserRoundX;
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-marigold-100 text-marigold-800">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-extrabold text-stone-900">
        {sinUsuario ? 'Error' : 'Perfil Incompleto'}
      </h1>
      <p className="text-stone-600">
        {sinUsuario
          ? 'No se encontró información del usuario'
          : 'Por favor, complete su perfil de cliente'}
      </p>
    </Card>
  );
}

/**
 * The customer's Inicio (SPEC §2, issue 11): the greeting with their photo, the weekly banner and
 * 'Mis tarjetas' in the main column; 'Agrega un lugar a tu cartera', 'Ofertas de hoy' and 'Mis
 * últimos logros' in the right-hand panel (under the cards on a phone). Everything from their own
 * data; a brand-new customer is told what to do, never shown made-up figures.
 */
export function ClienteInicio({
  cliente,
  tarjetaPath,
  accionesTarjeta,
  avisoTarjetas,
}: {
  cliente: ClienteEnSesion;
  /** Where each card opens (its detail); without it the cards are not links. */
  tarjetaPath?: TarjetaPath;
  /** What goes under each card (the route composes it: the phone's wallet). */
  accionesTarjeta?: AccionesTarjeta;
  /** A panel above 'Mis tarjetas' about the cards just loaded (a new card to save). */
  avisoTarjetas?: (tarjetas: readonly TarjetaCliente[]) => ReactNode;
}) {
  const tarjetas = useTarjetas();
  useTitulo('Inicio');

  if (cliente.estado !== 'listo') return <EstadoCliente estado={cliente.estado} />;
  if (tarjetas.error instanceof ApiError && tarjetas.error.code === 'PERFIL_INCOMPLETO')
    return <EstadoCliente estado="perfil-incompleto" />;

  return (
    <>
      <header className="flex items-center gap-4">
        <AvatarCliente fotoUrl={cliente.fotoUrl} className="size-14" />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            {saludo(cliente.nombre)}
          </h1>
          <p className="mt-0.5 text-stone-600">Tus tarjetas, tu racha y lo que te espera hoy.</p>
        </div>
      </header>

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {tarjetas.data ? (
            <BannerSemanal resumen={tarjetas.data.resumen} />
          ) : tarjetas.isPending ? (
            <BannerSemanalCargando />
          ) : null}
          {avisoTarjetas && tarjetas.data ? avisoTarjetas(tarjetas.data.tarjetas) : null}
          <MisTarjetas
            tarjetas={tarjetas.data?.tarjetas}
            error={tarjetas.error}
            isLoading={tarjetas.isPending}
            onRetry={() => void tarjetas.refetch()}
            tarjetaPath={tarjetaPath}
            acciones={accionesTarjeta}
          />
        </div>
        <aside aria-label="Para ti" className="flex min-w-0 flex-col gap-6">
          <AgregarLugar />
          <OfertasDeHoy />
          <UltimosLogros />
        </aside>
      </div>
    </>
  );
}
