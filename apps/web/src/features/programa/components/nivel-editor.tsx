import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Tag, Users } from 'lucide-react';
import type { Programa } from '@tarjeto/shared';
import { BotonQuitar } from '../../../components/ui/boton.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ProgramaFormValues, ProgramaGuardado } from '../lib/form-values.ts';
import { formatEntero } from '../lib/format.ts';
import { NIVEL_BORDE, NIVEL_SOLIDO } from '../lib/niveles-ui.ts';

export const BENEFICIOS_MAX = 5;

const UMBRALES = [0, 1, 2, 3].map((i) => `niveles.${i}.visitasRequeridas` as const);

/** A promotion's title, looked up by the id the programme gives (publicID or _id). */
export type TitulosDePromociones = ReadonlyMap<string, string>;

interface NivelEditorProps {
  form: UseFormReturn<ProgramaFormValues, unknown, ProgramaGuardado>;
  index: number;
  nivel: Programa['niveles'][number];
  titulos: TitulosDePromociones;
}

/**
 * One level: its name, the visits it asks for, its benefits (add, remove, switch on and off), the
 * customers at it today and the promotions assigned to it.
 */
export function NivelEditor({ form, index, nivel, titulos }: NivelEditorProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const beneficios = useFieldArray({ control, name: `niveles.${index}.beneficios` });
  const e = errors.niveles?.[index];
  const base = `nivel-${nivel.nivel}`;
  const asignadas = nivel.promocionesAsignadas;
  const conTitulo = asignadas.filter((a) => titulos.has(a.publicID));
  const sinTitulo = asignadas.length - conTitulo.length;

  return (
    <section
      aria-labelledby={`${base}-titulo`}
      className={cn(
        'rounded-2xl border border-l-8 border-stone-200 bg-white p-5 shadow-sm',
        NIVEL_BORDE[nivel.nivel],
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${base}-titulo`} className="flex items-center gap-2 font-bold text-stone-900">
          <span
            aria-hidden="true"
            className={cn('size-3 rounded-full', NIVEL_SOLIDO[nivel.nivel])}
          />
          Nivel {nivel.nivel}
        </h3>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">
          <Users className="size-4" aria-hidden="true" />
          {formatEntero(nivel.clientesActuales)}{' '}
          {nivel.clientesActuales === 1 ? 'cliente hoy' : 'clientes hoy'}
        </p>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input
          id={`${base}-nombre`}
          label="Nombre"
          maxLength={30}
          autoComplete="off"
          error={e?.nombre?.message}
          {...register(`niveles.${index}.nombre`)}
        />
        <Input
          id={`${base}-visitas`}
          label="Visitas requeridas"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          error={e?.visitasRequeridas?.message}
          hint="Visitas en la temporada para llegar a este nivel"
          {...register(`niveles.${index}.visitasRequeridas`, {
            // Each threshold is judged against the others: mark every one that is now out of
            // order, so the simulator's "corrige las visitas marcadas" points at them.
            onChange: () => void form.trigger(UMBRALES),
          })}
        />
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">Beneficios</legend>
        {beneficios.fields.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            Aún no tiene beneficios. Agrega lo que gana un cliente al llegar aquí.
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {beneficios.fields.map((b, j) => {
              const err = e?.beneficios?.[j]?.descripcion?.message;
              const inputId = `${base}-beneficio-${j}`;
              return (
                <li key={b.id}>
                  <div className="flex items-start gap-2">
                    <label
                      className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-xl hover:bg-stone-100"
                      title="Activo"
                    >
                      <input
                        type="checkbox"
                        aria-label={`Beneficio ${j + 1} activo`}
                        className="size-5 accent-rubi-700"
                        {...register(`niveles.${index}.beneficios.${j}.activo`)}
                      />
                    </label>
                    <Input
                      id={inputId}
                      label={`Beneficio ${j + 1}`}
                      hideLabel
                      maxLength={160}
                      autoComplete="off"
                      className="min-w-0 flex-1"
                      error={err}
                      {...register(`niveles.${index}.beneficios.${j}.descripcion`)}
                    />
                    <BotonQuitar
                      label={`Quitar beneficio ${j + 1}`}
                      onClick={() => beneficios.remove(j)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          onClick={() =>
            beneficios.append({ descripcion: '', activo: true }, { shouldFocus: true })
          }
          disabled={beneficios.fields.length >= BENEFICIOS_MAX}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-rubi-800 hover:bg-rubi-50 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
        >
          <Plus className="size-4" aria-hidden="true" />
          {beneficios.fields.length >= BENEFICIOS_MAX
            ? `Máximo ${BENEFICIOS_MAX} beneficios`
            : 'Agregar beneficio'}
        </button>
      </fieldset>

      <div className="mt-4 border-t border-stone-100 pt-4">
        <p className="text-sm font-semibold text-stone-800">Promociones de este nivel</p>
        {asignadas.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">Ninguna promoción es solo para este nivel.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {conTitulo.map((a) => (
              <li
                key={a.publicID}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1',
                  a.activa
                    ? 'bg-white text-stone-800 ring-stone-300'
                    : 'bg-stone-100 text-stone-600 ring-stone-200',
                )}
              >
                <Tag className="size-3.5" aria-hidden="true" />
                {titulos.get(a.publicID)}
                {a.activa ? null : <span className="font-normal">(inactiva)</span>}
              </li>
            ))}
            {sinTitulo > 0 ? (
              <li className="inline-flex items-center rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700">
                {conTitulo.length > 0
                  ? `+${sinTitulo} más`
                  : `${sinTitulo} ${sinTitulo === 1 ? 'promoción' : 'promociones'}`}
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </section>
  );
}
