import {
  ArrowRight,
  Gift,
  Mail,
  QrCode,
  Sparkles,
  Store,
  UserRound,
  Tablet,
  Trophy,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import {
  APP_NAME,
  clientePerfilSchema,
  DEFAULT_NIVELES_PROGRAMA,
  negocioPerfilSchema,
  type TipoUsuario,
} from '@tarjeto/shared';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { primerNombre } from '../lib/session.ts';
import { LogoutButton } from './logout-button.tsx';

interface Proximo {
  icon: LucideIcon;
  titulo: string;
  texto: string;
}

const CONTENIDO: Record<TipoUsuario, { linea: string; proximos: Proximo[] }> = {
  Cliente: {
    linea:
      'Estamos preparando tu panel. Muy pronto verás aquí tus tarjetas, tus visitas y las recompensas que vas desbloqueando.',
    proximos: [
      { icon: WalletCards, titulo: 'Mis tarjetas', texto: 'Tu progreso en cada lugar' },
      { icon: Gift, titulo: 'Ofertas', texto: 'Promociones para tu nivel' },
      { icon: Trophy, titulo: 'Logros', texto: 'Rachas y niveles alcanzados' },
    ],
  },
  Negocio: {
    linea:
      'Aquí ves cómo va tu semana: visitas, clientes frecuentes y nuevos. En Estadísticas encuentras tus horas pico, tus niveles y qué ofertas funcionan.',
    // Every section of the business dashboard exists: nothing left to announce.
    proximos: [],
  },
};

/** What the greeting and the card need from the profile check-auth carries. */
function leerPerfil(tipo: TipoUsuario, profile: Record<string, unknown>) {
  if (tipo === 'Negocio') {
    const n = negocioPerfilSchema.safeParse(profile);
    if (!n.success) return null;
    return {
      foto: n.data.fotoPerfil,
      tarjeta: {
        nombre: n.data.nombreComercial,
        gradient: n.data.gradient,
        meta:
          n.data.programaLealtad.niveles[0]?.visitasRequeridas ??
          DEFAULT_NIVELES_PROGRAMA[0].visitasRequeridas,
      },
    };
  }
  const c = clientePerfilSchema.safeParse(profile);
  return c.success ? { foto: c.data.datosPersonales.fotoPerfil, tarjeta: null } : null;
}

/** Where the customer's QR lives (one tap from their home). */
export const MI_CODIGO_PATH = '/cliente-dashboard/mi-codigo';
/** The business's Nexo section. */
export const NEXO_SECCION_PATH = '/negocio-dashboard/nexo';

/**
 * A customer's first home while the dashboard is being built: the header with the logo and
 * 'Cerrar sesión' around the home's content.
 */
export function AccountHome({ tipo }: { tipo: TipoUsuario }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <TarjetoLogo />
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <AccountHomeContent tipo={tipo} />
      </main>
    </div>
  );
}

/**
 * The home's content — the greeting of SPEC §2 ('¡Hola' + name + '!', with the photo), the
 * account's e-mail, the way to what exists already (a customer's 'Mi código', a business's Nexo)
 * and what is coming. The business dashboard shows it inside its own frame as 'Inicio', with
 * `aside` (its quick tiles and active offers) as the right-hand pane on wide screens and right
 * under the greeting on narrow ones.
 */
export function AccountHomeContent({
  tipo,
  aside,
  principal,
}: {
  tipo: TipoUsuario;
  aside?: ReactNode;
  /** The business's own cards (its figures, its customers), first in the main column. */
  principal?: ReactNode;
}) {
  const { usuario, profile } = useAuth();
  // A business is greeted by its name, a person by their first name (SPEC §2).
  const nombre = tipo === 'Negocio' ? usuario?.nombre.trim() : primerNombre(usuario?.nombre);
  const perfil = profile ? leerPerfil(tipo, profile) : null;
  const { linea, proximos } = CONTENIDO[tipo];
  const ayudaId = useId();

  useEffect(() => {
    document.title = `Tu panel · ${APP_NAME}`;
  }, []);

  // Below the greeting: the way to the Nexo (businesses) and what is coming.
  const resto = (
    <div className="flex flex-col gap-4">
      {tipo === 'Negocio' ? (
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-rubi-700 text-white">
              <Tablet className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-lg font-bold text-stone-900">Registra visitas con tu Nexo</h2>
              <p className="mt-0.5 text-sm leading-6 text-stone-600">
                Convierte una tablet o un celular en el lector de tu mostrador: escanea el código de
                tus clientes y suma cada visita a su tarjeta.
              </p>
            </div>
          </div>
          <ButtonLink to={NEXO_SECCION_PATH} variant="secondary" className="shrink-0">
            Ir a Nexo
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </Card>
      ) : null}
      {proximos.length > 0 ? (
        <div>
          <h2 className="mt-4 text-sm font-bold tracking-wide text-stone-600 uppercase">
            Muy pronto
          </h2>
          <ul
            className={`mt-3 grid gap-4 ${proximos.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
          >
            {proximos.map(({ icon: Icon, titulo, texto }) => (
              <li key={titulo}>
                <Card className="flex h-full items-start gap-4 p-5">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-bold text-stone-900">{titulo}</p>
                    <p className="mt-0.5 text-sm text-stone-600">{texto}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );

  return (
    <>
      <section className="relative isolate grid items-center gap-10 overflow-hidden rounded-3xl bg-white px-6 py-8 shadow-sm ring-1 ring-stone-200 sm:px-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_21rem]">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-marigold-100/80 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-rubi-50 blur-2xl"
        />
        <div>
          <Badge tone={tipo === 'Negocio' ? 'marigold' : 'rubi'}>
            {tipo === 'Negocio' ? (
              <Store className="size-3.5" aria-hidden="true" />
            ) : (
              <WalletCards className="size-3.5" aria-hidden="true" />
            )}
            {tipo === 'Negocio' ? 'Cuenta de negocio' : 'Cuenta de cliente'}
          </Badge>
          <div className="mt-4 flex items-center gap-4">
            {perfil?.foto ? (
              <img
                src={perfil.foto}
                alt=""
                className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white shadow"
              />
            ) : (
              <span className="grid size-14 shrink-0 place-items-center rounded-full bg-rubi-50 text-rubi-700">
                <UserRound className="size-7" aria-hidden="true" />
              </span>
            )}
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
              {nombre ? `¡Hola, ${nombre}!` : '¡Hola!'}
            </h1>
          </div>
          <p className="mt-2 inline-flex max-w-full items-center gap-2 text-stone-600">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{usuario?.email}</span>
          </p>
          {tipo === 'Cliente' ? (
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
              <ButtonLink
                to={MI_CODIGO_PATH}
                size="lg"
                className="w-full sm:w-auto"
                aria-describedby={ayudaId}
              >
                <QrCode className="size-5" aria-hidden="true" />
                Mi código
              </ButtonLink>
              <p id={ayudaId} className="text-sm text-stone-600">
                Muéstralo en el mostrador para registrar tu visita.
              </p>
            </div>
          ) : null}
          <p className="mt-6 flex max-w-2xl gap-3 rounded-2xl bg-marigold-50 px-4 py-3.5 leading-7 text-stone-800 ring-1 ring-marigold-200">
            <Sparkles className="mt-1 size-5 shrink-0 text-marigold-700" aria-hidden="true" />
            <span>{linea}</span>
          </p>
        </div>
        <figure aria-hidden="true" className="hidden lg:block">
          <LoyaltyCard
            className="rotate-[-3deg]"
            nombreComercial={perfil?.tarjeta?.nombre ?? 'Tu lugar favorito'}
            subtitulo={perfil?.tarjeta ? 'Así ven tus clientes su tarjeta' : 'Tu primera tarjeta'}
            gradient={perfil?.tarjeta?.gradient ?? 'dorado'}
            fotoUrl={perfil?.tarjeta ? perfil.foto : null}
            nivel={0}
            visitas={0}
            meta={perfil?.tarjeta?.meta ?? DEFAULT_NIVELES_PROGRAMA[0].visitasRequeridas}
            siguienteNivel={1}
          />
        </figure>
      </section>

      {aside ? (
        <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <aside aria-label="Ofertas" className="xl:col-start-2 xl:row-start-1">
            {aside}
          </aside>
          <div className="flex min-w-0 flex-col gap-6 xl:col-start-1 xl:row-start-1">
            {principal}
            {resto}
          </div>
        </div>
      ) : (
        <div className="mt-6">{resto}</div>
      )}
    </>
  );
}
