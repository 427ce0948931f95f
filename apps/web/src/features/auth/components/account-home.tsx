import { ArrowRight, Mail, Sparkles, Store, Tablet, UserRound } from 'lucide-react';
import { type ReactNode } from 'react';
import { DEFAULT_NIVELES_PROGRAMA, saludo, type NegocioPerfil } from '@tarjeto/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/carga.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useTitulo } from '../../../lib/titulo.ts';

const LINEA =
  'Aquí ves cómo va tu semana: visitas, clientes frecuentes y nuevos. En Estadísticas encuentras tus horas pico, tus niveles y qué ofertas funcionan.';

/** What the greeting and the card need from the profile check-auth carries. */
function leerPerfil(n: NegocioPerfil) {
  return {
    foto: n.fotoPerfil,
    tarjeta: {
      nombre: n.nombreComercial,
      gradient: n.gradient,
      meta:
        n.programaLealtad.niveles[0]?.visitasRequeridas ??
        DEFAULT_NIVELES_PROGRAMA[0].visitasRequeridas,
    },
  };
}

/**
 * What may start below the first screen of a phone (the tiles and offers, the customers, the Nexo):
 * the browser styles, lays out and paints it only as it nears the view — on the dashboard's first
 * draw that work was its longest task on a slow phone (issue 29). `auto` remembers the real height
 * once seen; the estimate only holds the scroll bar until then.
 */
const FUERA_DE_VISTA = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

/** The business's Nexo section. */
export const NEXO_SECCION_PATH = '/negocio-dashboard/nexo';

/**
 * The business's Inicio content — the greeting of SPEC §2 ('¡Hola' + its name + '!', with the
 * photo), the account's e-mail, the card its customers carry and the way to the Nexo — inside the
 * business frame. Under the greeting: `arriba` (a new business's start checklist) across the page,
 * then `cifras` (the week's figures), `aside` (its quick tiles and active offers) in the right-hand
 * pane on wide screens and `principal` (its customers). On a phone the greeting is one line and
 * the order is checklist, figures, tiles: the figures before anything else to do (issue 26 B7).
 * (The customer's Inicio is features/cliente-dashboard.)
 */
export function AccountHomeContent({
  arriba,
  cifras,
  aside,
  principal,
}: {
  /** Above everything but the greeting, across the page: the start checklist while unfinished. */
  arriba?: ReactNode;
  /** The week's figures: first in the main column, and first of all on a phone. */
  cifras?: ReactNode;
  aside?: ReactNode;
  /** The business's other cards (its customers), after the figures in the main column. */
  principal?: ReactNode;
}) {
  const { usuario, negocio } = useAuth();
  const perfil = negocio ? leerPerfil(negocio) : null;

  useTitulo('Tu panel');

  // Below the greeting: the way to the Nexo.
  const resto = (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-rubi-700 text-white">
          <Tablet className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-bold text-stone-900">Registra visitas con tu Nexo</h2>
          <p className="mt-0.5 text-sm leading-6 text-stone-600">
            Convierte una tablet o un celular en el lector de tu mostrador: escanea el código de tus
            clientes y suma cada visita a su tarjeta.
          </p>
        </div>
      </div>
      <ButtonLink to={NEXO_SECCION_PATH} variant="secondary" className="shrink-0">
        Ir a Nexo
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
    </Card>
  );

  return (
    <>
      <section className="relative isolate grid items-center gap-10 overflow-hidden rounded-3xl bg-white px-5 py-5 shadow-sm ring-1 ring-stone-200 sm:px-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_21rem]">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-marigold-100/80 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-rubi-50 blur-2xl"
        />
        <div>
          <Badge tone="marigold" className="max-sm:hidden">
            <Store className="size-3.5" aria-hidden="true" />
            Cuenta de negocio
          </Badge>
          <div className="flex items-center gap-3 sm:mt-4 sm:gap-4">
            {perfil?.foto ? (
              <img
                src={perfil.foto}
                alt=""
                className="size-11 shrink-0 rounded-full object-cover ring-2 ring-white shadow sm:size-14"
              />
            ) : (
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-rubi-50 text-rubi-700 sm:size-14">
                <UserRound className="size-6 sm:size-7" aria-hidden="true" />
              </span>
            )}
            <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-4xl">
              {saludo(usuario?.nombre)}
            </h1>
          </div>
          <p className="mt-2 inline-flex max-w-full items-center gap-2 text-stone-600 max-sm:text-sm">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {usuario ? (
              <span className="truncate">{usuario.email}</span>
            ) : (
              // The prerendered skeleton (lib/esqueleto.ts): the address is not known yet.
              <Skeleton className="h-4 w-48 max-w-full" />
            )}
          </p>
          <p className="mt-6 flex max-w-2xl gap-3 rounded-2xl bg-marigold-50 max-sm:hidden px-4 py-3.5 leading-7 text-stone-800 ring-1 ring-marigold-200">
            <Sparkles className="mt-1 size-5 shrink-0 text-marigold-700" aria-hidden="true" />
            <span>{LINEA}</span>
          </p>
        </div>
        <figure aria-hidden="true" className="hidden lg:block">
          {usuario ? (
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
          ) : (
            // The prerendered skeleton (lib/esqueleto.ts): the card's place, until it is known.
            <Skeleton className="aspect-[85.6/54] w-full rotate-[-3deg]" />
          )}
        </figure>
      </section>

      {arriba ? <div className="mt-6">{arriba}</div> : null}

      {aside || cifras || principal ? (
        // On a phone the document's order is the screen's: figures, then the tiles and offers, then
        // the customers and the Nexo. Wide, the tiles and offers are the right-hand pane.
        <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]">
          {cifras ? <div className="min-w-0 xl:col-start-1 xl:row-start-1">{cifras}</div> : null}
          {aside ? (
            <aside
              aria-label="Ofertas"
              className={cn('min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1', FUERA_DE_VISTA)}
            >
              {aside}
            </aside>
          ) : null}
          <div
            className={cn(
              'flex min-w-0 flex-col gap-6 xl:col-start-1 xl:row-start-2',
              FUERA_DE_VISTA,
            )}
          >
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
