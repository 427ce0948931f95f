import { useState, type ReactNode } from 'react';
import {
  BatteryFull,
  CalendarClock,
  EyeOff,
  Home,
  QrCode,
  ScrollText,
  Signal,
  Tag,
  Timer,
  Users,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import {
  DEFAULT_NIVELES_PROGRAMA,
  siguienteNivel,
  type ClasePromo,
  type NegocioPerfil,
  type NivelConNombre,
} from '@tarjeto/shared';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { CLASES, etiquetaNivel } from '../lib/copy.ts';
import type { PromocionFormValues } from '../lib/form-values.ts';
import { CLASE_ICON } from './clase-icon.ts';
import { limiteTexto, vigenciaTexto } from '../lib/format.ts';
import { NivelFlag } from './nivel-flag.tsx';

// The drawer's live preview (SPEC §2): what a customer sees of this promotion, from the values
// being typed — as a card in their list of offers, as the detail they open, and on their phone.

export type NegocioPreview = Pick<
  NegocioPerfil,
  'nombreComercial' | 'gradient' | 'fotoPerfil' | 'programaLealtad'
>;

type Tab = 'tarjeta' | 'detalle' | 'movil';
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'tarjeta', label: 'Tarjeta' },
  { id: 'detalle', label: 'Detalle' },
  { id: 'movil', label: 'Móvil' },
];

// Literal class names, so Tailwind generates the four gradients (BRAND.md).
const GRADIENT_CLASS: Record<NegocioPreview['gradient'], string> = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
};

interface PreviewProps {
  valores: PromocionFormValues;
  negocio: NegocioPreview;
  /** An exclusive promotion being edited: what is left of it. */
  restantes?: number | null;
}

export function PromocionPreview({ valores, negocio, restantes = null }: PreviewProps) {
  const [tab, setTab] = useState<Tab>('tarjeta');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold tracking-wide text-stone-600 uppercase">Vista previa</h3>
        {valores.status ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold text-stone-800">
            <EyeOff className="size-3.5" aria-hidden="true" />
            Inactiva: tus clientes no la ven
          </span>
        )}
      </div>
      <Tabs label="Vista previa" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'tarjeta' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-stone-600">
              Así aparece en la lista de ofertas de tu cliente.
            </p>
            <OfertaCard valores={valores} negocio={negocio} restantes={restantes} />
          </div>
        ) : tab === 'detalle' ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-stone-600">Lo que ve tu cliente al abrirla.</p>
            <OfertaDetalle valores={valores} negocio={negocio} restantes={restantes} />
          </div>
        ) : (
          <MovilPreview valores={valores} negocio={negocio} restantes={restantes} />
        )}
      </Tabs>
    </div>
  );
}

const niveles = (negocio: NegocioPreview): readonly NivelConNombre[] =>
  negocio.programaLealtad.niveles.length > 0
    ? negocio.programaLealtad.niveles
    : DEFAULT_NIVELES_PROGRAMA;

const vigencia = (v: PromocionFormValues, restantes: number | null) =>
  vigenciaTexto({
    tipo: v.tipoPromo.tipo,
    programa: v.tipoPromo.programa,
    periodo: v.tipoPromo.periodo,
    exclusivo: { ...v.tipoPromo.exclusivo, restantes },
  });

function Titulo({ valor, className }: { valor: string; className?: string }) {
  return valor.trim() ? (
    <span className={className}>{valor}</span>
  ) : (
    <span className={cn(className, 'text-stone-500 italic')}>Título de tu promoción</span>
  );
}

function Descripcion({ valor, className }: { valor: string; className?: string }) {
  return valor.trim() ? (
    <span className={className}>{valor}</span>
  ) : (
    <span className={cn(className, 'text-stone-500 italic')}>
      Aquí va lo que recibe tu cliente.
    </span>
  );
}

function Encabezado({ negocio, clase }: { negocio: NegocioPreview; clase: ClasePromo }) {
  const Icon = CLASE_ICON[clase];
  return (
    <div
      className={cn(
        'flex items-center gap-2.5 px-4 py-3 text-white',
        GRADIENT_CLASS[negocio.gradient],
      )}
    >
      {negocio.fotoPerfil ? (
        <img
          src={negocio.fotoPerfil}
          alt=""
          className="size-8 shrink-0 rounded-full border-2 border-white/70 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-white/60 bg-white/15 text-sm font-extrabold"
        >
          {negocio.nombreComercial.trim().charAt(0).toUpperCase() || 'T'}
        </span>
      )}
      <span className="min-w-0 flex-1 truncate text-sm font-bold">{negocio.nombreComercial}</span>
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-bold text-stone-900">
        <Icon className="size-3.5" aria-hidden="true" />
        {CLASES[clase].singular}
      </span>
    </div>
  );
}

/** The promotion as one card of the customer's list of offers. */
export function OfertaCard({ valores, negocio, restantes = null }: PreviewProps) {
  return (
    <article
      aria-label="Oferta como la ve tu cliente"
      className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200"
    >
      <Encabezado negocio={negocio} clase={valores.clase} />
      <div className="flex flex-col gap-2 p-4">
        <NivelFlag nivel={valores.nivelReq} niveles={niveles(negocio)} className="self-start" />
        <h4 className="text-lg leading-snug font-extrabold break-words text-stone-900">
          <Titulo valor={valores.titulo} />
        </h4>
        <p className="line-clamp-2 text-sm leading-5 break-words text-stone-700">
          <Descripcion valor={valores.descripcion} />
        </p>
        <p className="mt-1 flex items-center gap-1.5 border-t border-dashed border-stone-300 pt-2.5 text-xs font-semibold text-stone-700">
          <CalendarClock className="size-4 shrink-0 text-rubi-700" aria-hidden="true" />
          {vigencia(valores, restantes)}
        </p>
      </div>
    </article>
  );
}

function limitesCliente(v: PromocionFormValues): string[] {
  const { diario, semanal, total } = v.limiteDeUsos.porUsuario;
  const veces = (n: string) =>
    n.trim() === '' ? null : Number(n) === 1 ? '1 vez' : `${limiteTexto(n)} veces`;
  const out = [
    veces(diario) ? `${veces(diario)} al día` : null,
    veces(semanal) ? `${veces(semanal)} por semana` : null,
    veces(total) ? `${veces(total)} en total` : null,
  ].filter((x): x is string => x !== null);
  return out.length > 0 ? out : ['Sin límite por cliente (∞)'];
}

/** The detail a customer opens: when, who, how often, the terms. */
export function OfertaDetalle({ valores, negocio, restantes = null }: PreviewProps) {
  const global = valores.limiteDeUsos.totalGlobal;
  return (
    <article
      aria-label="Detalle como lo ve tu cliente"
      className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200"
    >
      <Encabezado negocio={negocio} clase={valores.clase} />
      <div className="flex flex-col gap-4 p-5">
        <div className="flex flex-col gap-2">
          <h4 className="text-xl leading-snug font-extrabold break-words text-stone-900">
            <Titulo valor={valores.titulo} />
          </h4>
          <p className="text-[15px] leading-6 break-words whitespace-pre-line text-stone-700">
            <Descripcion valor={valores.descripcion} />
          </p>
        </div>
        <dl className="grid gap-3 text-sm">
          <Dato icon={CalendarClock} titulo="Cuándo">
            {vigencia(valores, restantes)}
          </Dato>
          <Dato icon={Users} titulo="Quién">
            {etiquetaNivel(valores.nivelReq, niveles(negocio))}
          </Dato>
          <Dato icon={Timer} titulo="Cuántas veces">
            {limitesCliente(valores).join(' · ')}
            <span className="block text-stone-600">
              {global.trim() === ''
                ? 'Sin límite entre todos los clientes (∞)'
                : `Hasta ${limiteTexto(global)} canjes entre todos los clientes`}
            </span>
          </Dato>
          {valores.terminos.trim() ? (
            <Dato icon={ScrollText} titulo="Términos y condiciones">
              <span className="whitespace-pre-line">{valores.terminos}</span>
            </Dato>
          ) : null}
        </dl>
        {/* A picture of the customer's button, not a control: the preview cannot redeem. */}
        <div
          aria-hidden="true"
          className="mt-1 flex min-h-11 items-center justify-center gap-2 rounded-xl bg-rubi-700 text-sm font-semibold text-white"
        >
          <QrCode className="size-4" />
          Canjear
        </div>
      </div>
    </article>
  );
}

function Dato({
  icon: Icon,
  titulo,
  children,
}: {
  icon: LucideIcon;
  titulo: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <Icon className="mt-0.5 size-4 shrink-0 text-rubi-700" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="font-bold text-stone-900">{titulo}</dt>
        <dd className="break-words text-stone-700">{children}</dd>
      </div>
    </div>
  );
}

/** The customer's phone: their card at the level the promotion asks for, and the offer. */
function MovilPreview({ valores, negocio, restantes = null }: PreviewProps) {
  const lista = niveles(negocio);
  const nivel = valores.nivelReq;
  const umbral = lista.find((n) => n.nivel === nivel)?.visitasRequeridas ?? 0;
  const siguiente = siguienteNivel(umbral, nivel, lista);
  return (
    <figure className="flex flex-col items-center gap-3">
      <div
        aria-label="Teléfono de tu cliente"
        role="img"
        className="w-[300px] rounded-[2.5rem] bg-stone-900 p-2.5 shadow-xl"
      >
        {/* The screen is laid out at a phone's 375 px and scaled into the frame, so the
            customer's card and offer keep the proportions they have on a real phone. */}
        <div className="relative h-[560px] overflow-hidden rounded-[2rem] bg-stone-50">
          <div className="absolute top-0 left-0 flex h-[750px] w-[375px] origin-top-left scale-[0.74667] flex-col">
            <div className="flex items-center justify-between px-7 pt-4 pb-2 text-sm font-semibold text-stone-900">
              <span>9:41</span>
              <span className="h-7 w-28 rounded-full bg-stone-900" />
              <span className="flex items-center gap-1.5">
                <Signal className="size-4" />
                <Wifi className="size-4" />
                <BatteryFull className="size-5" />
              </span>
            </div>
            <div className="flex-1 overflow-hidden px-4 pt-3">
              <p className="text-2xl font-extrabold tracking-tight text-stone-900">Mis tarjetas</p>
              <LoyaltyCard
                className="mt-3"
                nombreComercial={negocio.nombreComercial}
                gradient={negocio.gradient}
                fotoUrl={negocio.fotoPerfil}
                nivel={nivel}
                visitas={umbral}
                meta={siguiente?.visitasRequeridas ?? null}
                siguienteNivel={siguiente?.nivel ?? null}
              />
              <p className="mt-6 text-lg font-extrabold text-stone-900">Ofertas para ti</p>
              <div className="mt-2">
                <OfertaCard valores={valores} negocio={negocio} restantes={restantes} />
              </div>
            </div>
            <div className="grid grid-cols-3 border-t border-stone-200 bg-white pt-2.5 pb-6 text-xs font-semibold text-stone-600">
              <span className="flex flex-col items-center gap-1 text-rubi-800">
                <Home className="size-5" />
                Inicio
              </span>
              <span className="flex flex-col items-center gap-1">
                <Tag className="size-5" />
                Ofertas
              </span>
              <span className="flex flex-col items-center gap-1">
                <QrCode className="size-5" />
                Mi código
              </span>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="text-center text-sm text-stone-600">
        En el celular de un cliente {nivel > 0 ? 'con ese nivel' : 'de cualquier nivel'}.
      </figcaption>
    </figure>
  );
}
