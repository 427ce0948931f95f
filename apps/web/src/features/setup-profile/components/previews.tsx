import type { ReactNode } from 'react';
import { BookOpen, Camera, Globe, MapPin, Music2, Sparkles, Store, UserRound } from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, RANGOS_PRECIOS } from '@tarjeto/shared';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  parseEdad,
  type ClienteAnswers,
  type FotoAnswer,
  type NegocioAnswers,
} from '../lib/answers.ts';
import { nombreCategoria, NOMBRE_RANGO, rangoPrecios } from '../lib/format.ts';

// The live previews beside the questionnaire (SPEC §2): they redraw on every keystroke from the
// same answers the wizard sends.

const PRIMER_NIVEL = DEFAULT_NIVELES_PROGRAMA[0];

function Avatar({
  foto,
  nombre,
  fallback,
  className,
}: {
  foto: FotoAnswer | null;
  nombre: string;
  fallback: ReactNode;
  className?: string;
}) {
  const inicial = nombre.trim().charAt(0).toUpperCase();
  return foto ? (
    <img
      src={foto.dataUrl}
      alt=""
      className={cn('shrink-0 rounded-full object-cover ring-4 ring-white', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-rubi-100 font-extrabold text-rubi-800 ring-4 ring-white',
        className,
      )}
    >
      {inicial || fallback}
    </span>
  );
}

function Chips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-stone-500 italic">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((c) => (
        <li
          key={c}
          className="rounded-full bg-marigold-50 px-2.5 py-1 text-xs font-semibold text-marigold-900 ring-1 ring-marigold-200 ring-inset"
        >
          {nombreCategoria(c)}
        </li>
      ))}
    </ul>
  );
}

function PreviewLabel({ children }: { children: ReactNode }) {
  return (
    <p className="mb-1.5 text-xs font-bold tracking-wide text-stone-500 uppercase">{children}</p>
  );
}

export function ClientePreview({
  answers,
  foto,
}: {
  answers: ClienteAnswers;
  foto: FotoAnswer | null;
}) {
  const nombre = answers.nombre.trim();
  const edad = parseEdad(answers.edad);
  const lugar = [
    answers.ciudad.trim(),
    answers.codigoPostal.trim() && `CP ${answers.codigoPostal.trim()}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const datos = [
    edad !== undefined && edad > 0 ? `${edad} años` : null,
    answers.genero || null,
  ].filter((x): x is string => Boolean(x));
  return (
    <article
      aria-label="Vista previa de tu perfil"
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="gradient-rubi relative h-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 [background-image:radial-gradient(rgb(255_255_255/0.14)_1px,transparent_1px)] [background-size:16px_16px]"
        />
      </div>
      <div className="relative -mt-12 flex flex-col items-center px-5 pb-6 text-center">
        <Avatar
          foto={foto}
          nombre={nombre}
          fallback={<UserRound className="size-10" />}
          className="size-24 text-3xl shadow-md"
        />
        <p
          className={cn('mt-3 text-xl font-extrabold text-stone-900', !nombre && 'text-stone-400')}
        >
          {nombre || 'Tu nombre'}
        </p>
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-stone-600">
          <MapPin aria-hidden="true" className="size-4 text-rubi-600" />
          {lugar || 'Tu ciudad'}
        </p>
        {datos.length > 0 ? (
          <ul className="mt-3 flex flex-wrap justify-center gap-1.5">
            {datos.map((d) => (
              <li
                key={d}
                className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700"
              >
                {d}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5 w-full border-t border-stone-100 pt-4 text-left">
          <PreviewLabel>Tus categorías favoritas</PreviewLabel>
          <Chips items={answers.categorias} empty="Elige lo que se te antoja" />
        </div>
      </div>
    </article>
  );
}

function Precio({ id }: { id: string }) {
  const rango = rangoPrecios(id);
  if (!rango) return null;
  const n = RANGOS_PRECIOS.findIndex((r) => r.id === id) + 1;
  return (
    <p className="inline-flex items-center gap-2 text-sm">
      <span
        role="img"
        aria-label={`Precio ${NOMBRE_RANGO[rango.id].toLowerCase()}: ${'$'.repeat(n)} de $$$$`}
        className="font-extrabold tracking-wider"
      >
        <span className="text-emerald-700">{'$'.repeat(n)}</span>
        <span className="text-stone-300">{'$'.repeat(4 - n)}</span>
      </span>
      <span className="text-stone-600">{rango.rango}</span>
    </p>
  );
}

function SocialLink({
  href,
  label,
  className,
  children,
}: {
  href: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={label}
      title={label}
      className={cn('grid size-11 place-items-center rounded-full text-white shadow-sm', className)}
    >
      {children}
    </a>
  );
}

/** A link typed without its scheme still opens (the server stores it with https://). */
const href = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
const sinProtocolo = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function NegocioPreview({
  answers,
  foto,
}: {
  answers: NegocioAnswers;
  foto: FotoAnswer | null;
}) {
  const nombre = answers.nombreComercial.trim();
  const lugar = [answers.zona.trim(), answers.ciudad.trim()].filter(Boolean).join(', ');
  const subtitulo = [answers.categorias[0] ? nombreCategoria(answers.categorias[0]) : '', lugar]
    .filter(Boolean)
    .join(' · ');
  const direccion = [
    answers.direccion.trim(),
    answers.zona.trim(),
    [answers.ciudad.trim(), answers.estado.trim()].filter(Boolean).join(', '),
    answers.codigoPostal.trim() && `CP ${answers.codigoPostal.trim()}`,
  ]
    .filter(Boolean)
    .join(', ');
  const sitio = answers.sitioWeb.trim();
  const redes = {
    facebook: answers.facebook.trim(),
    instagram: answers.instagram.trim(),
    tiktok: answers.tiktok.trim(),
  };
  const historia = answers.historiaNegocio.trim();
  const diferente = answers.valorDiferenciador.trim();

  return (
    <div className="flex flex-col gap-4">
      <LoyaltyCard
        nombreComercial={nombre || 'Tu negocio'}
        gradient={answers.gradient}
        nivel={0}
        visitas={0}
        meta={PRIMER_NIVEL.visitasRequeridas}
        siguienteNivel={PRIMER_NIVEL.nivel}
        fotoUrl={foto?.dataUrl ?? null}
        subtitulo={subtitulo || 'Así verán tus clientes su tarjeta'}
      />
      <article
        aria-label="Vista previa de tu negocio"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      >
        <div className="flex items-center gap-3.5">
          <Avatar
            foto={foto}
            nombre={nombre}
            fallback={<Store className="size-6" />}
            className="size-14 text-xl ring-2 ring-rubi-100"
          />
          <div className="min-w-0">
            <p
              className={cn(
                'truncate text-lg font-extrabold text-stone-900',
                !nombre && 'text-stone-400',
              )}
            >
              {nombre || 'Tu negocio'}
            </p>
            <p className="text-xs font-semibold tracking-wide text-stone-600">
              {answers.rfc.trim() ? `RFC ${answers.rfc.trim().toUpperCase()}` : 'RFC pendiente'}
            </p>
            {answers.rangoPrecios ? <Precio id={answers.rangoPrecios} /> : null}
          </div>
        </div>

        <div className="mt-4">
          <Chips items={answers.categorias} empty="Tus categorías aparecerán aquí" />
        </div>

        {historia || diferente ? (
          <div className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4">
            {historia ? (
              <div>
                <PreviewLabel>
                  <BookOpen aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                  Nuestra historia
                </PreviewLabel>
                <p className="line-clamp-4 text-sm leading-6 text-stone-700">{historia}</p>
              </div>
            ) : null}
            {diferente ? (
              <div>
                <PreviewLabel>
                  <Sparkles aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                  Lo que nos hace diferentes
                </PreviewLabel>
                <p className="line-clamp-3 text-sm leading-6 text-stone-700">{diferente}</p>
              </div>
            ) : null}
          </div>
        ) : null}

        <div className="mt-4 flex flex-col gap-2.5 border-t border-stone-100 pt-4 text-sm">
          <p className="flex items-start gap-2 text-stone-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rubi-600" />
            <span className={cn(!direccion && 'text-stone-500 italic')}>
              {direccion || 'La dirección de tu establecimiento'}
            </span>
          </p>
          {sitio ? (
            <p className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-rubi-600" />
              <a
                href={href(sitio)}
                target="_blank"
                rel="noreferrer noopener"
                className="truncate font-semibold text-rubi-700 underline-offset-2 hover:underline"
              >
                {sinProtocolo(sitio)}
              </a>
            </p>
          ) : null}
        </div>

        {redes.facebook || redes.instagram || redes.tiktok ? (
          <div className="mt-4 flex gap-2">
            {redes.facebook ? (
              <SocialLink href={href(redes.facebook)} label="Facebook" className="bg-[#1877f2]">
                <span aria-hidden="true" className="text-xl leading-none font-extrabold">
                  f
                </span>
              </SocialLink>
            ) : null}
            {redes.instagram ? (
              <SocialLink
                href={href(redes.instagram)}
                label="Instagram"
                className="bg-gradient-to-tr from-[#c13584] via-[#e1306c] to-[#f77737]"
              >
                <Camera aria-hidden="true" className="size-5" />
              </SocialLink>
            ) : null}
            {redes.tiktok ? (
              <SocialLink href={href(redes.tiktok)} label="TikTok" className="bg-stone-950">
                <Music2 aria-hidden="true" className="size-5" />
              </SocialLink>
            ) : null}
          </div>
        ) : null}
      </article>
    </div>
  );
}
