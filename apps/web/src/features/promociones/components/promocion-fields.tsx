import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CalendarClock,
  CalendarRange,
  Gauge,
  Infinity as InfinityIcon,
  Info,
  PackageOpen,
  Repeat,
  ScrollText,
  Settings2,
  Shapes,
  type LucideIcon,
} from 'lucide-react';
import {
  DIAS_SEMANA,
  NIVELES,
  nombreNivelEn,
  nombreTipoPromo,
  TIPOS_PROMO,
  tituloTipoPromo,
  TODOS_LOS_NIVELES,
  type ClasePromo,
  type NivelConNombre,
  type PromocionInput,
  type TipoPromo,
} from '@tarjeto/shared';
import { SelectField, Textarea } from '../../../components/perfil-campos/campo-base.tsx';
import { camposHora } from '../../../components/perfil-campos/hora.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RadioChips } from '../../../components/ui/radio-chips.tsx';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { CLASES, CLASES_ORDEN, TIPO_AYUDA, totalGlobalInicial } from '../lib/copy.ts';
import type { PromocionFormValues } from '../lib/form-values.ts';
import { formatEntero } from '../lib/format.ts';
import { LimiteInput, Seccion, Switch } from './form-controls.tsx';

const TIPO_ICON: Record<TipoPromo, LucideIcon> = {
  regular: InfinityIcon,
  programa: Repeat,
  periodo: CalendarRange,
  exclusivo: PackageOpen,
};

/** Mexico's time zones, by the region people know them as. */
const ZONAS_MX = [
  { id: 'America/Mexico_City', label: 'Centro (CDMX, Guadalajara, Monterrey)' },
  { id: 'America/Mazatlan', label: 'Pacífico (Sinaloa, Nayarit, BCS)' },
  { id: 'America/Hermosillo', label: 'Sonora' },
  { id: 'America/Tijuana', label: 'Noroeste (Baja California)' },
  { id: 'America/Chihuahua', label: 'Chihuahua' },
  { id: 'America/Cancun', label: 'Sureste (Quintana Roo)' },
] as const;

interface PromocionFieldsProps {
  form: UseFormReturn<PromocionFormValues, unknown, PromocionInput>;
  /** Today where the business is: the earliest date the date inputs offer. */
  hoy: string;
  /** The business's level names (a business may rename its levels). */
  niveles?: readonly NivelConNombre[];
  /** What is left of an exclusive promotion being edited. */
  restantes?: number | null;
  /** Prefix for the fields' ids, so two forms on one page never share one. */
  idPrefix: string;
}

/**
 * The fields of a promotion, in the drawer's sections (SPEC §2): Información básica, Tipo de
 * Promoción (or de Cupón, de Premio, de Evento) with each type's own fields, Límites de uso,
 * Términos y condiciones and Configuración. The drawer and the creation form show the same fields
 * under the same names.
 */
export function PromocionFields({
  form,
  hoy,
  niveles = [],
  restantes = null,
  idPrefix,
}: PromocionFieldsProps) {
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors, defaultValues },
  } = form;
  const [clase, tipo, titulo, descripcion, terminos, fechaInicio] = useWatch({
    control,
    name: [
      'clase',
      'tipoPromo.tipo',
      'titulo',
      'descripcion',
      'terminos',
      'tipoPromo.periodo.fechaInicio',
    ],
  });
  const id = (campo: string) => `${idPrefix}-${campo.replace(/\./g, '-')}`;

  // A date already in the past (a promotion that started before today) stays a valid choice.
  const inicioGuardado = defaultValues?.tipoPromo?.periodo?.fechaInicio ?? hoy;
  const minInicio = inicioGuardado < hoy ? inicioGuardado : hoy;
  const minFin = fechaInicio && fechaInicio > hoy ? fechaInicio : hoy;

  const cambiarClase = (clase: ClasePromo, onChange: (c: ClasePromo) => void) => {
    onChange(clase);
    // A coupon starts at the counter's 50 (SPEC §9) unless the owner already chose a limit.
    if (!getFieldState('limiteDeUsos.totalGlobal').isDirty) {
      setValue('limiteDeUsos.totalGlobal', String(totalGlobalInicial(clase)));
    }
  };

  const e = errors.tipoPromo;
  const lim = errors.limiteDeUsos;

  return (
    <div className="flex flex-col gap-8">
      <Seccion titulo="Información básica" icon={Info}>
        <Input
          id={id('titulo')}
          label="Título"
          maxLength={80}
          autoComplete="off"
          placeholder="Ej. 10% de descuento en tu consumo"
          error={errors.titulo?.message}
          count={titulo?.length ?? 0}
          {...register('titulo')}
        />
        <Textarea
          id={id('descripcion')}
          label="Descripción"
          maxLength={500}
          count={descripcion?.length ?? 0}
          placeholder="Qué recibe tu cliente y cómo lo pide"
          error={errors.descripcion?.message}
          {...register('descripcion')}
        />
        <Controller
          control={control}
          name="clase"
          render={({ field, fieldState }) => (
            <RadioChips<ClasePromo>
              legend="¿Qué es?"
              name={id('clase')}
              inputRef={field.ref}
              value={field.value}
              onChange={(c) => cambiarClase(c, field.onChange)}
              error={fieldState.error?.message}
              options={CLASES_ORDEN.map((c) => ({ value: c, label: CLASES[c].singular }))}
            />
          )}
        />
      </Seccion>

      <Seccion
        titulo={tituloTipoPromo(clase)}
        descripcion={`Cuándo pueden ${CLASES[clase].genero === 'f' ? 'usarla' : 'usarlo'} tus clientes`}
        icon={Shapes}
      >
        <Controller
          control={control}
          name="tipoPromo.tipo"
          render={({ field, fieldState }) => (
            <RadioChips<TipoPromo>
              legend="Tipo"
              hideLegend
              layout="cards"
              name={id('tipo')}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              options={TIPOS_PROMO.map((t) => ({
                value: t,
                label: nombreTipoPromo(t, clase),
                ayuda: TIPO_AYUDA[t],
                icon: TIPO_ICON[t],
              }))}
            />
          )}
        />

        {tipo === 'programa' ? (
          <div className="grid gap-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-2">
            <SelectField
              id={id('tipoPromo.programa.diaSemana')}
              label="Día de la semana"
              error={e?.programa?.diaSemana?.message}
              className="sm:col-span-2"
              {...register('tipoPromo.programa.diaSemana', { setValueAs: Number })}
            >
              {DIAS_SEMANA.map((dia, i) => (
                <option key={dia} value={i}>
                  {dia}
                </option>
              ))}
            </SelectField>
            <Controller
              control={control}
              name="tipoPromo.programa.horaInicio"
              render={({ field }) => (
                <Input
                  id={id('tipoPromo.programa.horaInicio')}
                  ref={field.ref}
                  label="Desde"
                  error={e?.programa?.horaInicio?.message}
                  {...camposHora({ value: field.value ?? '', onChange: field.onChange })}
                />
              )}
            />
            <Controller
              control={control}
              name="tipoPromo.programa.horaFin"
              render={({ field }) => (
                <Input
                  id={id('tipoPromo.programa.horaFin')}
                  ref={field.ref}
                  label="Hasta"
                  error={e?.programa?.horaFin?.message}
                  hint="Si termina antes de la hora de inicio, sigue hasta el día siguiente."
                  {...camposHora({ value: field.value ?? '', onChange: field.onChange })}
                />
              )}
            />
            <SelectField
              id={id('tipoPromo.programa.zonaHoraria')}
              label="Zona horaria"
              error={e?.programa?.zonaHoraria?.message}
              className="sm:col-span-2"
              {...register('tipoPromo.programa.zonaHoraria')}
            >
              <ZonaOptions actual={defaultValues?.tipoPromo?.programa?.zonaHoraria} />
            </SelectField>
          </div>
        ) : null}

        {tipo === 'periodo' ? (
          <div className="grid gap-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-2">
            <Input
              id={id('tipoPromo.periodo.fechaInicio')}
              type="date"
              label="Fecha de inicio"
              min={minInicio}
              error={e?.periodo?.fechaInicio?.message}
              {...register('tipoPromo.periodo.fechaInicio')}
            />
            <Input
              id={id('tipoPromo.periodo.fechaFin')}
              type="date"
              label="Fecha de fin"
              min={minFin}
              error={e?.periodo?.fechaFin?.message}
              {...register('tipoPromo.periodo.fechaFin')}
            />
          </div>
        ) : null}

        {tipo === 'exclusivo' ? (
          <div className="grid gap-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-2">
            <Input
              id={id('tipoPromo.exclusivo.totalInicial')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              label="¿Cuántas hay?"
              error={e?.exclusivo?.totalInicial?.message}
              hint={
                restantes !== null ? `Quedan ${formatEntero(restantes)} sin canjear.` : undefined
              }
              {...register('tipoPromo.exclusivo.totalInicial')}
            />
            <Input
              id={id('tipoPromo.exclusivo.fechaLimite')}
              type="date"
              label="Fecha límite"
              min={hoy}
              error={e?.exclusivo?.fechaLimite?.message}
              {...register('tipoPromo.exclusivo.fechaLimite')}
            />
          </div>
        ) : null}

        {tipo === 'regular' ? (
          <p className="flex items-start gap-2 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Vale todos los días, a cualquier hora, mientras la tengas activa.
          </p>
        ) : null}
      </Seccion>

      <Seccion
        titulo="Límites de uso"
        descripcion="Déjalo vacío para no poner límite (∞)."
        icon={Gauge}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold text-stone-700">Cada cliente</legend>
          <div className="grid grid-cols-3 gap-3">
            <LimiteInput
              id={id('limiteDeUsos.porUsuario.diario')}
              label="Al día"
              error={lim?.porUsuario?.diario?.message}
              {...register('limiteDeUsos.porUsuario.diario')}
            />
            <LimiteInput
              id={id('limiteDeUsos.porUsuario.semanal')}
              label="Por semana"
              error={lim?.porUsuario?.semanal?.message}
              {...register('limiteDeUsos.porUsuario.semanal')}
            />
            <LimiteInput
              id={id('limiteDeUsos.porUsuario.total')}
              label="En total"
              error={lim?.porUsuario?.total?.message}
              {...register('limiteDeUsos.porUsuario.total')}
            />
          </div>
        </fieldset>
        <LimiteInput
          id={id('limiteDeUsos.totalGlobal')}
          label="Entre todos tus clientes"
          error={lim?.totalGlobal?.message}
          className="sm:max-w-[50%]"
          {...register('limiteDeUsos.totalGlobal')}
        />
      </Seccion>

      <Seccion titulo="Términos y condiciones" icon={ScrollText}>
        <Textarea
          id={id('terminos')}
          label="Términos y condiciones (opcional)"
          maxLength={1000}
          count={terminos?.length ?? 0}
          placeholder="Ej. No acumulable con otras promociones."
          error={errors.terminos?.message}
          {...register('terminos')}
        />
      </Seccion>

      <Seccion titulo="Configuración" icon={Settings2}>
        <Controller
          control={control}
          name="nivelReq"
          render={({ field, fieldState }) => (
            <RadioChips<number>
              legend="¿Para quién es?"
              name={id('nivelReq')}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              options={NIVELES.map((n) => ({
                value: n.nivel,
                label:
                  n.nivel === 0 ? TODOS_LOS_NIVELES : `${nombreNivelEn(n.nivel, niveles)} o más`,
                dot: NIVEL_COLOR_CLASSES[n.nivel]?.bg,
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Switch
              buttonRef={field.ref}
              label="Promoción Activa"
              description={
                field.value
                  ? 'Tus clientes la ven y pueden canjearla.'
                  : 'Nadie la ve hasta que la actives.'
              }
              checked={field.value}
              onChange={field.onChange}
              className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200"
            />
          )}
        />
      </Seccion>
    </div>
  );
}

function ZonaOptions({ actual }: { actual?: string | undefined }) {
  const conocida = ZONAS_MX.some((z) => z.id === actual);
  return (
    <>
      {actual && !conocida ? <option value={actual}>{actual}</option> : null}
      {ZONAS_MX.map((z) => (
        <option key={z.id} value={z.id}>
          {z.label}
        </option>
      ))}
    </>
  );
}
