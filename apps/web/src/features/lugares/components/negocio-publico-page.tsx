import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  Clock,
  ExternalLink,
  Globe,
  MapPin,
  Sparkles,
  Store,
  TicketPercent,
  Trophy,
} from 'lucide-react';
import {
  APP_NAME,
  DIAS_SEMANA,
  horarioTexto,
  nombreNivelEn,
  relojLocal,
  siguienteNivel,
  type LugarEnCartera,
  type NegocioPublico,
} from '@tarjeto/shared';
import {
  sinProtocolo,
  hrefDe,
  RedesIconos,
} from '../../../components/perfil-campos/campos-enlaces.tsx';
import { PrecioSignos } from '../../../components/perfil-campos/campos-negocio.tsx';
import { DiaCerrado, ORDEN_DIAS } from '../../../components/perfil-campos/dia-cerrado.tsx';
import type { RangoPreciosId } from '../../../components/perfil-campos/tipos.ts';
import { CategoriaChips, direccionCompleta } from '../../../components/perfil-campos/vista.tsx';
import { OfertaResumen } from '../../../components/ofertas/oferta-resumen.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CargaError, Skeleton } from '../../../components/ui/carga.tsx';
import { GRADIENT_CLASS, LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { NegocioAvatar } from '../../../components/ui/negocio-avatar.tsx';
import { NivelPill } from '../../../components/ui/nivel-pill.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { ESQUELETO_ID, useEsperaDePantalla } from '../../../lib/esqueleto.ts';
import { formatEntero } from '../../../lib/formato-ofertas.ts';
import { useCarteraLugares, useNegocioPublico } from '../api/lugares.ts';
import { CLIENTE_LUGARES_PATH, metaHacia } from '../lib/lugar.ts';
import { recordarNegocioPendiente } from '../lib/negocio-pendiente.ts';
import { AgregarBoton, type AgregarACartera } from './agregar-boton.tsx';
import { HorarioLinea, LugarSeccion } from './lugar-partes.tsx';

export const ERROR_NEGOCIO = 'No pudimos cargar este negocio.';

/**
 * The hero's boxes and text, shared by the page and by its first paint from the server
 * (NegocioPublicoEsqueleto), so the text the server draws sits where the app draws it.
 */
const PORTADA = {
  banda: 'absolute inset-x-0 top-0 h-48 sm:h-56',
  rejilla:
    'relative mx-auto grid max-w-6xl gap-6 px-4 pt-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:px-8 lg:pt-12',
  tarjeta: 'flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-stone-200 sm:p-8',
  avatar: 'size-16 text-2xl sm:size-20 sm:text-3xl',
  nombre: 'text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl',
  lugar: 'mt-1 flex items-center gap-1.5 text-stone-700',
  /** Categories, price range and 'Abierto ahora': the line above the story. */
  datos: 'flex flex-wrap items-center gap-x-4 gap-y-2',
  historia: 'text-base leading-7 text-stone-700',
};

/**
 * The pieces of the line above the story (PORTADA.datos), as the page draws them — and the build,
 * for the server to put the line together before the app's code runs (app/esqueleto-prerender.tsx).
 */
export const PortadaCategorias = ({ items }: { items: readonly string[] }) => (
  <CategoriaChips items={items} empty="" />
);
export const PortadaPrecio = ({ id }: { id: RangoPreciosId }) => <PrecioSignos id={id} />;
export const PortadaHorario = (props: {
  abierto: boolean;
  estado: string;
  detalle: string | null;
}) => <HorarioLinea {...props} className="text-sm" />;

/**
 * A business's page as the server draws it before any script runs (issue 29: its text used to
 * wait for the code and the data): the hero's name, place, categories, price, open now and story
 * in the page's own boxes, so nothing moves when the app takes over. The build renders it once
 * with markers for the server to fill (app/esqueleto-prerender.tsx; `datos` is the line of
 * categories, price and hours, which the server puts together from pieces the build renders with
 * the same components); the app takes its place once it has the business (lib/esqueleto.ts).
 */
export function NegocioPublicoEsqueleto({
  nombre,
  lugar,
  datos,
  historia,
  gradienteClase,
}: {
  nombre: string;
  lugar: string;
  datos: string;
  historia: string;
  gradienteClase: string;
}) {
  // The page's height at least, so the footer does not show through until the app is there.
  return (
    <div className="min-h-dvh bg-stone-50 pb-16">
      <section className="relative">
        <div className={cn(PORTADA.banda, gradienteClase)} />
        <div className={PORTADA.rejilla}>
          <div className={PORTADA.tarjeta}>
            <div className="flex items-start gap-4">
              <span className={cn('shrink-0 rounded-xl bg-stone-100', PORTADA.avatar)} />
              <div className="min-w-0">
                <h1 className={PORTADA.nombre}>{nombre}</h1>
                <p className={PORTADA.lugar}>
                  <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
                  {lugar}
                </p>
              </div>
            </div>
            <div className={PORTADA.datos}>{datos}</div>
            <p className={PORTADA.historia}>{historia}</p>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The page's words for an address no business has: its heading is also the tab's title. */
export const NEGOCIO_NO_ENCONTRADO = 'No encontramos este negocio';

/**
 * What an address no business has shows: drawn by the app, and by the server (with a 404) before
 * the app's code runs, so it reads the same with JavaScript off.
 */
export function NegocioNoEncontrado() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Store className="mx-auto size-10 text-rubi-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-extrabold text-stone-900">{NEGOCIO_NO_ENCONTRADO}</h1>
      <p className="mt-2 text-stone-600">
        Revisa la dirección, o descubre los negocios que ya están en {APP_NAME}.
      </p>
      <ButtonLink to="/" className="mt-6">
        Ir al inicio
      </ButtonLink>
    </div>
  );
}

/** While the business loads, the server's first paint of the page stays (lib/esqueleto.ts). */
function EsperaDelNegocio({ children }: { children: React.ReactNode }) {
  useEsperaDePantalla();
  return children;
}

/** Who is looking: a guest, a signed-in customer, or anyone else (a business, a half-made account). */
export type Visitante = 'invitado' | 'cliente' | 'otro';

/** Where a guest goes to join: signup, with the wizard set to 'Soy un cliente'. */
export const SIGNUP_CLIENTE_PATH = '/signup?tipo=cliente';

/** 'Agregar a mi cartera' as each visitor gets it. */
function AgregarCta({
  negocio,
  visitante,
  agregar,
  lugar,
  carteraLista,
}: {
  negocio: NegocioPublico;
  visitante: Visitante;
  agregar: AgregarACartera;
  lugar: LugarEnCartera | undefined;
  carteraLista: boolean;
}) {
  // Either way in, the business waits in 'Lugares' for the account.
  const recordar = () =>
    recordarNegocioPendiente({
      slug: negocio.slug,
      nombreComercial: negocio.nombreComercial,
      codigo: negocio.codigo,
    });
  if (visitante === 'invitado')
    return (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={SIGNUP_CLIENTE_PATH} size="lg" onClick={recordar}>
            Agregar a mi cartera
          </ButtonLink>
          <ButtonLink to="/login" size="lg" variant="ghost" onClick={recordar}>
            Ya tengo cuenta
          </ButtonLink>
        </div>
        <p className="text-sm text-stone-600">
          Crea tu cuenta gratis: junta visitas en {negocio.nombreComercial} y desbloquea sus
          ofertas.
        </p>
      </div>
    );
  if (visitante === 'cliente' && carteraLista)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <AgregarBoton
          codigo={negocio.codigo}
          nombre={negocio.nombreComercial}
          agregar={agregar}
          enCartera={!!lugar}
          size="lg"
        />
        {lugar ? (
          <ButtonLink to={CLIENTE_LUGARES_PATH} variant="secondary">
            Ver mis lugares
          </ButtonLink>
        ) : null}
      </div>
    );
  return null;
}

/**
 * A business's public page (/negocio/{slug}, DOMAIN §3): its card, profile, hours (open now on its
 * own clock), offers anyone may see, levels, places and links — for guests too. 'Agregar a mi
 * cartera' adds it for a customer; a guest goes to sign up, and the business is kept to offer once
 * the account is ready.
 */
export function NegocioPublicoPage({
  slug,
  visitante,
  agregar,
}: {
  slug: string;
  visitante: Visitante;
  agregar: AgregarACartera;
}) {
  const query = useNegocioPublico(slug);
  const cartera = useCarteraLugares({ enabled: visitante === 'cliente' });
  const n = query.data;
  const noExiste = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (n) document.title = `${n.nombreComercial} · ${APP_NAME}`;
    else if (noExiste) document.title = `${NEGOCIO_NO_ENCONTRADO} · ${APP_NAME}`;
    // Loading over the server's page, which already has the business's title: it stays.
    else if (!document.getElementById(ESQUELETO_ID)) document.title = `Negocio · ${APP_NAME}`;
  }, [n, noExiste]);

  if (query.isPending)
    return (
      <EsperaDelNegocio>
        <div
          role="status"
          aria-label="Cargando negocio"
          className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8"
        >
          <Skeleton className="h-72 lg:col-span-2" />
          <Skeleton className="h-72" />
        </div>
      </EsperaDelNegocio>
    );
  if (query.isError) {
    if (noExiste) return <NegocioNoEncontrado />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <CargaError
          message={errorMessage(query.error, ERROR_NEGOCIO)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!n) return null;

  const lugar = cartera.data?.find((l) => l.slug === n.slug);
  const nivel = lugar?.tarjeta.nivel ?? 0;
  const visitas = lugar?.tarjeta.visitasTemporada ?? 0;
  const siguiente = siguienteNivel(visitas, nivel, n.niveles);
  const principal = n.establecimientos.find((e) => e.principal) ?? n.establecimientos[0];
  // Today on the business's clock, not the phone's.
  const hoy = relojLocal(new Date(), n.zonaHoraria).diaSemana;

  return (
    <div className="bg-stone-50 pb-16">
      <section aria-labelledby="negocio-nombre" className="relative">
        <div aria-hidden="true" className={cn(PORTADA.banda, GRADIENT_CLASS[n.gradient])} />
        <div className={PORTADA.rejilla}>
          <div className={PORTADA.tarjeta}>
            <div className="flex items-start gap-4">
              <NegocioAvatar
                nombre={n.nombreComercial}
                fotoPerfil={n.fotoPerfil}
                gradient={n.gradient}
                className={PORTADA.avatar}
              />
              <div className="min-w-0">
                <h1 id="negocio-nombre" className={PORTADA.nombre}>
                  {n.nombreComercial}
                </h1>
                {principal ? (
                  <p className={PORTADA.lugar}>
                    <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
                    {[principal.zona, principal.ciudad].filter(Boolean).join(', ')}
                  </p>
                ) : null}
              </div>
            </div>
            <div className={PORTADA.datos}>
              <PortadaCategorias items={n.categoria} />
              {n.rangoPrecios ? <PortadaPrecio id={n.rangoPrecios as RangoPreciosId} /> : null}
              <PortadaHorario abierto={n.horario.abierto} {...horarioTexto(n.horario)} />
            </div>
            {n.historiaNegocio ? <p className={PORTADA.historia}>{n.historiaNegocio}</p> : null}
            {n.valorDiferenciador ? (
              <p className="flex items-start gap-2 rounded-2xl bg-marigold-50 px-4 py-3 text-sm font-semibold text-marigold-900 ring-1 ring-marigold-200">
                <Sparkles className="mt-0.5 size-4 shrink-0 text-marigold-700" aria-hidden="true" />
                <span>
                  <span className="sr-only">Lo que los distingue: </span>
                  {n.valorDiferenciador}
                </span>
              </p>
            ) : null}
            <AgregarCta
              negocio={n}
              visitante={visitante}
              agregar={agregar}
              lugar={lugar}
              carteraLista={!cartera.isPending}
            />
          </div>

          <div className="flex flex-col gap-3">
            <LoyaltyCard
              nombreComercial={n.nombreComercial}
              gradient={n.gradient}
              nivel={nivel}
              nivelNombre={nombreNivelEn(nivel, n.niveles)}
              visitas={visitas}
              {...metaHacia(siguiente)}
              fotoUrl={n.fotoPerfil}
              color={n.color}
              subtitulo={principal?.ciudad ?? null}
              className="shadow-2xl"
            />
            <p className="text-center text-sm font-semibold text-stone-700">
              {lugar ? 'Tu tarjeta en este lugar' : `Así se ve la tarjeta de ${n.nombreComercial}`}
            </p>
          </div>
        </div>
      </section>

      <div className="mx-auto mt-8 grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <LugarSeccion id="ofertas-titulo" titulo="Ofertas" icono={TicketPercent}>
          {n.promociones.length === 0 ? (
            <p className="text-stone-600">Por ahora no hay ofertas publicadas. ¡Vuelve pronto!</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {n.promociones.map((o) => (
                <li key={o.publicID} className="rounded-2xl border border-stone-200 p-4">
                  <OfertaResumen
                    oferta={o}
                    lineas={3}
                    titulo={
                      <h3 className="text-lg leading-snug font-bold text-stone-900">{o.titulo}</h3>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </LugarSeccion>

        <div className="flex flex-col gap-6 lg:row-span-3">
          <LugarSeccion id="horario-titulo" titulo="Horario" icono={Clock}>
            <ul className="divide-y divide-stone-100">
              {ORDEN_DIAS.map((dia) => {
                const d = n.horarioOperacion.find((x) => x.dia === dia);
                const abierto = d && d.apertura && d.cierre;
                return (
                  <li
                    key={dia}
                    aria-current={dia === hoy ? 'date' : undefined}
                    className={cn(
                      'flex items-center justify-between gap-3 py-2.5 text-[15px]',
                      dia === hoy && '-mx-2 rounded-xl bg-rubi-50 px-2 font-bold',
                    )}
                  >
                    <span className="font-semibold text-stone-900">
                      {DIAS_SEMANA[dia]}
                      {dia === hoy ? <span className="sr-only">, hoy</span> : null}
                    </span>
                    {abierto ? (
                      <span className="text-stone-800 tabular-nums">
                        {d.apertura} – {d.cierre}
                      </span>
                    ) : (
                      <DiaCerrado />
                    )}
                  </li>
                );
              })}
            </ul>
          </LugarSeccion>

          {n.niveles.length > 0 ? (
            <LugarSeccion id="niveles-titulo" titulo="Niveles" icono={Trophy}>
              <ul className="flex flex-col gap-2.5">
                {n.niveles.map((x) => (
                  <li key={x.nivel} className="flex items-center justify-between gap-3">
                    <NivelPill nivel={x.nivel} nombre={x.nombre} />
                    <span className="text-sm text-stone-700">
                      {formatEntero(x.visitasRequeridas)} visitas por temporada
                    </span>
                  </li>
                ))}
              </ul>
            </LugarSeccion>
          ) : null}

          {n.sitioWeb || Object.values(n.redesSociales).some(Boolean) ? (
            <LugarSeccion id="enlinea-titulo" titulo="En línea" icono={Globe}>
              {n.sitioWeb ? (
                <a
                  href={hrefDe(n.sitioWeb)}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold break-all text-rubi-700 underline-offset-4 hover:underline"
                >
                  {sinProtocolo(n.sitioWeb)}
                  <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                </a>
              ) : null}
              <RedesIconos redes={n.redesSociales} className="mt-2" />
            </LugarSeccion>
          ) : null}
        </div>

        <LugarSeccion
          id="sucursales-titulo"
          titulo={n.establecimientos.length === 1 ? 'Dónde está' : 'Sucursales'}
          icono={MapPin}
        >
          <ul className="grid gap-3 md:grid-cols-2">
            {n.establecimientos.map((e) => (
              <li
                key={`${e.nombre}-${e.direccion}`}
                className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 ring-inset"
              >
                <p className="font-bold text-stone-900">
                  {e.nombre}
                  {e.principal && n.establecimientos.length > 1 ? (
                    <span className="ml-2 text-xs font-semibold text-stone-600">Principal</span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-stone-700">{direccionCompleta(e)}</p>
              </li>
            ))}
          </ul>
        </LugarSeccion>

        <p className="text-sm text-stone-600 lg:col-start-1">
          ¿Es tu negocio?{' '}
          <Link
            to="/para-negocios"
            className="font-semibold text-rubi-700 underline-offset-4 hover:underline"
          >
            Conoce {APP_NAME} para negocios
          </Link>
        </p>
      </div>
    </div>
  );
}
