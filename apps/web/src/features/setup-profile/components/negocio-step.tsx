import { useId } from 'react';
import { Camera, Globe, Music2, Users, UtensilsCrossed, Wallet } from 'lucide-react';
import {
  GRADIENTS,
  MAX_CATEGORIAS_NEGOCIO,
  PERSONAL_STOPS,
  PLATOS_PRINCIPALES_MAX,
  PLATOS_PRINCIPALES_MIN,
  PRESUPUESTO_MARKETING_STOPS,
  RANGOS_PRECIOS,
} from '@tarjeto/shared';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FotoAnswer, NegocioAnswers } from '../lib/answers.ts';
import { ESTADOS_MX } from '../lib/copy.ts';
import {
  formatPersonal,
  formatPersonalTexto,
  formatPresupuesto,
  formatPresupuestoTexto,
  GRADIENT_NOMBRE,
  NOMBRE_RANGO,
} from '../lib/format.ts';
import { NEGOCIO_PATHS, type NegocioKey } from '../lib/steps.ts';
import { CategoryPicker } from './category-picker.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { fieldId, Textarea } from './fields.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { StopSlider } from './stop-slider.tsx';

const id = (key: NegocioKey) => fieldId(NEGOCIO_PATHS[key]);

const GRADIENT_CLASS = {
  dorado: 'gradient-dorado',
  azul: 'gradient-azul',
  rubi: 'gradient-rubi',
  rosa: 'gradient-rosa',
} as const;

const PLATOS_STOPS = Array.from(
  { length: PLATOS_PRINCIPALES_MAX - PLATOS_PRINCIPALES_MIN + 1 },
  (_, i) => PLATOS_PRINCIPALES_MIN + i,
);

function GradientSwatch({
  gradient,
  nombre,
}: {
  gradient: keyof typeof GRADIENT_CLASS;
  nombre: string;
}) {
  const inicial = nombre.trim().charAt(0).toUpperCase() || 'T';
  return (
    <span className="flex flex-col gap-2.5 p-2.5">
      <span
        className={cn(
          'relative flex aspect-[85.6/54] w-full flex-col justify-between overflow-hidden rounded-xl p-2.5 text-white shadow-md',
          GRADIENT_CLASS[gradient],
        )}
      >
        <span className="absolute -top-6 -right-6 size-16 rounded-full bg-white/10" />
        <span className="flex items-center gap-1.5 pr-6">
          <span className="grid size-6 place-items-center rounded-full border border-white/60 bg-white/15 text-[11px] font-extrabold">
            {inicial}
          </span>
          <span className="truncate text-[11px] font-bold">{nombre.trim() || 'Tu negocio'}</span>
        </span>
        <span className="h-1.5 w-full overflow-hidden rounded-full bg-white/25">
          <span className="block h-full w-1/3 rounded-full bg-white" />
        </span>
      </span>
      <span className="px-1 text-sm font-bold text-stone-900">{GRADIENT_NOMBRE[gradient]}</span>
    </span>
  );
}

/** The body of one business step (SPEC §2: 12 steps). */
export function NegocioStep({
  stepId,
  answers,
  onChange,
  foto,
  onFoto,
  onSkipFoto,
  error,
  errorAt,
}: {
  stepId: string;
  answers: NegocioAnswers;
  onChange: (patch: Partial<NegocioAnswers>) => void;
  foto: FotoAnswer | null;
  onFoto: (foto: FotoAnswer | null) => void;
  onSkipFoto: () => void;
  error: (key: NegocioKey) => string | undefined;
  /** The message stored at an exact path (e.g. one day of the week). */
  errorAt: (path: string) => string | undefined;
}) {
  const estadosId = useId();
  switch (stepId) {
    case 'nombreComercial':
      return (
        <Input
          id={id('nombreComercial')}
          label="Nombre del negocio"
          placeholder="Ej. Tacos Cuichi"
          autoComplete="organization"
          maxLength={80}
          value={answers.nombreComercial}
          onChange={(e) => onChange({ nombreComercial: e.target.value })}
          error={error('nombreComercial')}
        />
      );
    case 'foto':
      return (
        <PhotoPicker
          id={id('foto')}
          tipo="negocio"
          foto={foto}
          onChange={onFoto}
          onSkip={onSkipFoto}
          error={error('foto')}
        />
      );
    case 'rfc':
      return (
        <Input
          id={id('rfc')}
          label="RFC"
          placeholder="Ej. TCU980312AB1"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={13}
          className="max-w-sm"
          inputMode="text"
          value={answers.rfc}
          onChange={(e) => onChange({ rfc: e.target.value.toUpperCase().replace(/\s+/g, '') })}
          error={error('rfc')}
          hint="Lo usamos para verificar tu negocio."
        />
      );
    case 'categorias':
      return (
        <CategoryPicker
          id={id('categorias')}
          legend="Categorías del negocio"
          value={answers.categorias}
          max={MAX_CATEGORIAS_NEGOCIO}
          onChange={(categorias) => onChange({ categorias })}
          error={error('categorias')}
        />
      );
    case 'gradient':
      return (
        <ChoiceCards
          id={id('gradient')}
          name="gradient"
          label="Estilo de tarjeta"
          value={answers.gradient}
          onChange={(gradient) => onChange({ gradient })}
          className="grid-cols-2 sm:grid-cols-4"
          error={error('gradient')}
          options={GRADIENTS.map((g) => ({
            value: g,
            label: GRADIENT_NOMBRE[g],
            content: <GradientSwatch gradient={g} nombre={answers.nombreComercial} />,
          }))}
        />
      );
    case 'sitioWeb':
      return (
        <Input
          id={id('sitioWeb')}
          label="Sitio web"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://tunegocio.mx"
          maxLength={300}
          value={answers.sitioWeb}
          onChange={(e) => onChange({ sitioWeb: e.target.value })}
          error={error('sitioWeb')}
          trailing={<Globe aria-hidden="true" className="mr-2.5 size-5 text-stone-400" />}
        />
      );
    case 'redes':
      return (
        <div className="flex flex-col gap-5">
          {(
            [
              [
                'facebook',
                'Facebook',
                'https://facebook.com/tunegocio',
                <span key="f" className="mr-3 text-lg font-extrabold text-[#1877f2]">
                  f
                </span>,
              ],
              [
                'instagram',
                'Instagram',
                'https://instagram.com/tunegocio',
                <Camera key="i" aria-hidden="true" className="mr-2.5 size-5 text-[#e1306c]" />,
              ],
              [
                'tiktok',
                'TikTok',
                'https://tiktok.com/@tunegocio',
                <Music2 key="t" aria-hidden="true" className="mr-2.5 size-5 text-stone-900" />,
              ],
            ] as const
          ).map(([key, label, placeholder, icon]) => (
            <Input
              key={key}
              id={id(key)}
              label={label}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={placeholder}
              maxLength={300}
              value={answers[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
              error={error(key)}
              trailing={<span aria-hidden="true">{icon}</span>}
            />
          ))}
        </div>
      );
    case 'establecimiento':
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            id={id('direccion')}
            label="Calle y número"
            placeholder="Ej. Av. Álvaro Obregón 123"
            autoComplete="street-address"
            maxLength={160}
            className="sm:col-span-2"
            value={answers.direccion}
            onChange={(e) => onChange({ direccion: e.target.value })}
            error={error('direccion')}
          />
          <Input
            id={id('zona')}
            label="Colonia o zona"
            placeholder="Ej. Centro"
            autoComplete="address-level3"
            maxLength={80}
            value={answers.zona}
            onChange={(e) => onChange({ zona: e.target.value })}
            error={error('zona')}
          />
          <Input
            id={id('ciudad')}
            label="Ciudad"
            placeholder="Ej. Culiacán"
            autoComplete="address-level2"
            maxLength={80}
            value={answers.ciudad}
            onChange={(e) => onChange({ ciudad: e.target.value })}
            error={error('ciudad')}
          />
          <Input
            id={id('estado')}
            label="Estado"
            placeholder="Ej. Sinaloa"
            autoComplete="address-level1"
            list={estadosId}
            maxLength={80}
            value={answers.estado}
            onChange={(e) => onChange({ estado: e.target.value })}
            error={error('estado')}
          />
          <datalist id={estadosId}>
            {ESTADOS_MX.map((e) => (
              <option key={e} value={e} />
            ))}
          </datalist>
          <Input
            id={id('codigoPostal')}
            label="Código postal"
            placeholder="Ej. 80000"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={answers.codigoPostal}
            onChange={(e) =>
              onChange({ codigoPostal: e.target.value.replace(/\D/g, '').slice(0, 5) })
            }
            error={error('codigoPostal')}
          />
        </div>
      );
    case 'rangoPrecios':
      return (
        <ChoiceCards
          id={id('rangoPrecios')}
          name="rangoPrecios"
          label="Rango de precios"
          value={answers.rangoPrecios}
          onChange={(rangoPrecios) => onChange({ rangoPrecios })}
          className="grid-cols-2"
          error={error('rangoPrecios')}
          options={RANGOS_PRECIOS.map((r, i) => ({
            value: r.id,
            label: `${NOMBRE_RANGO[r.id]} (${r.etiqueta}): ${r.rango}`,
            content: (
              <span className="flex flex-col gap-1 p-4 pr-10">
                <span className="text-2xl font-extrabold tracking-wider">
                  <span className="text-emerald-700">{r.etiqueta}</span>
                  <span className="text-stone-300">
                    {'$'.repeat(RANGOS_PRECIOS.length - 1 - i)}
                  </span>
                </span>
                <span className="text-sm font-bold text-stone-900">{NOMBRE_RANGO[r.id]}</span>
                <span className="text-sm text-stone-600">{r.rango} por persona</span>
              </span>
            ),
          }))}
        />
      );
    case 'personalTotal':
      return (
        <div
          id={id('personalTotal')}
          className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
        >
          <StopSlider
            label="Número de empleados"
            stops={PERSONAL_STOPS}
            value={answers.personalTotal}
            onChange={(personalTotal) => onChange({ personalTotal })}
            format={formatPersonal}
            valueText={formatPersonalTexto}
            icon={<Users aria-hidden="true" className="size-5" />}
            error={error('personalTotal')}
          />
        </div>
      );
    case 'horario':
      return (
        <HoursEditor
          id={id('horario')}
          value={answers.horario}
          onChange={(horario) => onChange({ horario })}
          error={errorAt(NEGOCIO_PATHS.horario)}
          errors={Object.fromEntries(
            answers.horario.map((_, i) => [
              answers.horario[i]!.dia,
              errorAt(`${NEGOCIO_PATHS.horario}.${i}`),
            ]),
          )}
        />
      );
    case 'adicional':
      return (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <StopSlider
              id={id('numeroPlatosPrincipales')}
              label="Platos principales"
              hint="¿Cuántos platillos estrella tiene tu menú?"
              stops={PLATOS_STOPS}
              value={answers.numeroPlatosPrincipales}
              onChange={(numeroPlatosPrincipales) => onChange({ numeroPlatosPrincipales })}
              format={String}
              valueText={(n) => (n === 1 ? '1 platillo' : `${n} platillos`)}
              icon={<UtensilsCrossed aria-hidden="true" className="size-5" />}
              error={error('numeroPlatosPrincipales')}
            />
            <div className="border-t border-stone-100" />
            <StopSlider
              id={id('presupuestoMarketing')}
              label="Presupuesto mensual de marketing"
              hint="Lo que inviertes al mes en darte a conocer (MXN)."
              stops={PRESUPUESTO_MARKETING_STOPS}
              value={answers.presupuestoMarketing}
              onChange={(presupuestoMarketing) => onChange({ presupuestoMarketing })}
              format={formatPresupuesto}
              valueText={formatPresupuestoTexto}
              icon={<Wallet aria-hidden="true" className="size-5" />}
              error={error('presupuestoMarketing')}
            />
          </div>
          <Textarea
            id={id('historiaNegocio')}
            label="Historia del negocio"
            hint="Opcional. Cómo empezó, quién lo atiende, qué lo hace especial."
            placeholder="Ej. Empezamos en 1998 con un puesto de tacos en el Centro…"
            maxLength={600}
            value={answers.historiaNegocio}
            onChange={(e) => onChange({ historiaNegocio: e.target.value })}
            error={error('historiaNegocio')}
          />
          <Textarea
            id={id('valorDiferenciador')}
            label="Qué te hace diferente"
            hint="Opcional. Lo que tus clientes no encuentran en otro lado."
            placeholder="Ej. Tortillas hechas a mano todos los días"
            maxLength={300}
            value={answers.valorDiferenciador}
            onChange={(e) => onChange({ valorDiferenciador: e.target.value })}
            error={error('valorDiferenciador')}
          />
        </div>
      );
    default:
      return null;
  }
}
