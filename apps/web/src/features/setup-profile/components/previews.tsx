import type { ReactNode } from 'react';
import { BookOpen, Globe, MapPin, Sparkles, Store, UserRound } from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA } from '@tarjeto/shared';
import { RedesIconos, SitioWebEnlace } from '../../../components/perfil-campos/campos-enlaces.tsx';
import { PrecioSignos } from '../../../components/perfil-campos/campos-negocio.tsx';
import { nombreCategoria, rangoPrecios } from '../../../components/perfil-campos/format.ts';
import { parseEdad } from '../../../components/perfil-campos/valores.ts';
import {
  CategoriaChips,
  direccionCompleta,
  PerfilAvatar,
} from '../../../components/perfil-campos/vista.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ClienteAnswers, FotoAnswer, NegocioAnswers } from '../lib/answers.ts';

// The live previews beside the questionnaire (SPEC §2): they redraw on every keystroke from the
// same answers the wizard sends.

const PRIMER_NIVEL = DEFAULT_NIVELES_PROGRAMA[0];

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
        <PerfilAvatar
          src={foto?.dataUrl}
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
          <CategoriaChips items={answers.categorias} empty="Elige lo que se te antoja" />
        </div>
      </div>
    </article>
  );
}

function Precio({ id }: { id: string }) {
  const rango = rangoPrecios(id);
  if (!rango) return null;
  return (
    <p className="inline-flex items-center gap-2 text-sm">
      <PrecioSignos id={rango.id} />
      <span className="text-stone-600">{rango.rango}</span>
    </p>
  );
}

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
  const direccion = direccionCompleta(answers);
  const sitio = answers.sitioWeb.trim();
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
          <PerfilAvatar
            src={foto?.dataUrl}
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
          <CategoriaChips items={answers.categorias} empty="Tus categorías aparecerán aquí" />
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
              <SitioWebEnlace url={sitio} />
            </p>
          ) : null}
        </div>

        <RedesIconos redes={answers} className="mt-4" />
      </article>
    </div>
  );
}
