import { useMemo } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarRange, Save, Undo2 } from 'lucide-react';
import {
  DEFAULT_ZONA_HORARIA,
  finDeTemporada,
  programaUpdateSchema,
  SIN_NIVEL,
  type NegocioPerfil,
  type Programa,
  type ProgramaUpdate,
} from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { MarcoCampo } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { GUARDANDO, GUARDAR_CAMBIOS } from '../../../lib/copy.ts';
import { usePrograma } from '../api/get-programa.ts';
import { useUpdatePrograma } from '../api/update-programa.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import {
  ERROR_ACTUALIZAR,
  ERROR_CARGAR,
  PROGRAMA_ACTUALIZADO,
  SIMULACION_DEBOUNCE_MS,
} from '../lib/copy.ts';
import {
  cuerpoDeSimulacion,
  MESES_OPCIONES,
  valoresDePrograma,
  type ProgramaFormValues,
  type ProgramaGuardado,
} from '../lib/form-values.ts';
import { fechaCorta, formatEntero, meses } from '../lib/format.ts';
import { nombresDeNiveles } from '../lib/niveles-ui.ts';
import { NivelEditor, type TitulosDePromociones } from './nivel-editor.tsx';
import { SimulacionEnUnaLinea, SimuladorNiveles } from './simulador-niveles.tsx';
import { TemporadaActual, TemporadasAnteriores } from './temporadas.tsx';
import { BloquesCargando, CargaErrorDe } from '../../../components/ui/carga.tsx';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

type NegocioPrograma = Pick<NegocioPerfil, 'publicID' | 'zonaHoraria'>;

interface ProgramaScreenProps {
  negocio: NegocioPrograma;
  /** Titles of the business's promotions, to name the ones assigned to each level. */
  titulosPromociones?: TitulosDePromociones;
  /** After a save: whoever shows level names elsewhere may want them again. */
  onGuardado?: () => void;
}

/**
 * Programa de lealtad: the four levels (name, visits, benefits, customers and promotions at each),
 * the season now and the ones before, the season's length — and, while the owner edits, a
 * simulator of where today's customers would land.
 */
export function ProgramaScreen({
  negocio,
  titulosPromociones = new Map(),
  onGuardado,
}: ProgramaScreenProps) {
  const programa = usePrograma(negocio.publicID);
  return (
    <div className="flex flex-col gap-6">
      <EncabezadoPantalla seccion="Programa" titulo="Programa de lealtad">
        Decide cuántas visitas pide cada nivel y qué gana tu cliente al llegar. Cada temporada los
        niveles se vuelven a ganar.
      </EncabezadoPantalla>
      {programa.isPending ? (
        <BloquesCargando bloques={['h-40', 'h-96']} label="Cargando programa" />
      ) : programa.isError ? (
        <CargaErrorDe query={programa} fallback={ERROR_CARGAR} />
      ) : (
        <ProgramaEditor
          negocio={negocio}
          programa={programa.data}
          titulos={titulosPromociones}
          onGuardado={onGuardado}
        />
      )}
    </div>
  );
}

const resolver = zodResolver(programaUpdateSchema) as unknown as Resolver<
  ProgramaFormValues,
  unknown,
  ProgramaGuardado
>;

const SIMULADOR_ID = 'simulador-niveles';

// Server field errors the form can show on a field ('niveles.1.visitasRequeridas', …).
const CAMPO_DEL_FORMULARIO =
  /^(duracionMeses|niveles\.\d+\.(nombre|visitasRequeridas|beneficios\.\d+\.descripcion))$/;

function ProgramaEditor({
  negocio,
  programa,
  titulos,
  onGuardado,
}: {
  negocio: NegocioPrograma;
  programa: Programa;
  titulos: TitulosDePromociones;
  onGuardado: (() => void) | undefined;
}) {
  const zonaHoraria = negocio.zonaHoraria || DEFAULT_ZONA_HORARIA;
  const form = useForm<ProgramaFormValues, unknown, ProgramaGuardado>({
    resolver,
    defaultValues: valoresDePrograma(programa),
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  const guardar = useUpdatePrograma();

  // The simulator follows typing: a valid body, once typing pauses, and only then.
  const valores = useWatch({ control }) as ProgramaFormValues;
  const body = cuerpoDeSimulacion(valores);
  const clave = body ? JSON.stringify(body) : null;
  const claveLista = useDebouncedValue(clave, SIMULACION_DEBOUNCE_MS);
  const bodyListo = useMemo(
    () => (claveLista ? (JSON.parse(claveLista) as ProgramaUpdate) : null),
    [claveLista],
  );
  const nombres = nombresDeNiveles(valores.niveles ?? []);
  const niveles = [...programa.niveles].sort((a, b) => a.nivel - b.nivel);

  const onSubmit = handleSubmit((datos) => {
    guardar.mutate(
      { negocioID: negocio.publicID, body: datos },
      {
        onSuccess: (res) => {
          reset(valoresDePrograma(res.data));
          toast.success(PROGRAMA_ACTUALIZADO);
          onGuardado?.();
        },
        onError: (err) => {
          const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
          const campos = Object.keys(fieldErrors).filter((k) => CAMPO_DEL_FORMULARIO.test(k));
          for (const campo of campos) {
            setError(campo as Path<ProgramaFormValues>, {
              type: 'server',
              message: fieldErrors[campo],
            });
          }
          if (campos[0]) setFocus(campos[0] as Path<ProgramaFormValues>);
          toast.error(errorMessage(err, ERROR_ACTUALIZAR));
        },
      },
    );
  });

  const errorGeneral = errors.niveles?.root?.message ?? errors.niveles?.message;
  const duracion = Number(valores.duracionMeses);
  const t = programa.temporadaActual;

  return (
    <>
      <TemporadaActual temporada={t} zonaHoraria={zonaHoraria} />

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Programa de lealtad"
        className={cn(
          'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]',
          // A field the browser brings into view (Tab, the phone keyboard's 'next') stops above
          // the save bar stuck at the bottom and, on a phone, the navigation under it.
          '[&_:is(input,select,textarea)]:scroll-mb-56',
        )}
      >
        <div className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-stone-900">Niveles</h2>
            <p className="text-sm text-stone-600">
              {SIN_NIVEL}:{' '}
              <strong className="text-stone-900">{formatEntero(programa.clientesSinNivel)}</strong>{' '}
              {programa.clientesSinNivel === 1 ? 'cliente' : 'clientes'}
            </p>
          </div>
          {errorGeneral ? (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200"
            >
              {errorGeneral}
            </p>
          ) : null}
          {niveles.map((n, i) => (
            <NivelEditor key={n.nivel} form={form} index={i} nivel={n} titulos={titulos} />
          ))}

          <Card className="p-5">
            <div className="flex items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
                <CalendarRange className="size-5" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <div>
                  <h2 className="font-bold text-stone-900">Duración de la temporada</h2>
                  <p className="text-sm text-stone-600">
                    Al cerrar una temporada, las visitas vuelven a cero y cada cliente baja como
                    máximo un nivel.
                  </p>
                </div>
                <MarcoCampo
                  inputId="duracion-meses"
                  label="Meses por temporada"
                  className="sm:max-w-xs"
                >
                  <select
                    id="duracion-meses"
                    aria-invalid={errors.duracionMeses ? true : undefined}
                    aria-describedby="duracion-meses-ayuda"
                    className="block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 focus:border-marigold-700"
                    {...register('duracionMeses', { setValueAs: Number })}
                  >
                    {MESES_OPCIONES.map((m) => (
                      <option key={m} value={m}>
                        {meses(m)}
                      </option>
                    ))}
                  </select>
                  {errors.duracionMeses?.message ? (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {errors.duracionMeses.message}
                    </p>
                  ) : null}
                  <p id="duracion-meses-ayuda" className="text-sm text-stone-600">
                    {t && Number.isFinite(duracion)
                      ? `Con ${meses(duracion)}, la temporada actual termina el ${fechaCorta(finDeTemporada(t.fechaInicio.slice(0, 10), duracion))}.`
                      : null}
                  </p>
                </MarcoCampo>
              </div>
            </div>
          </Card>
        </div>

        <div id={SIMULADOR_ID} className="scroll-mt-20 lg:sticky lg:top-6">
          <SimuladorNiveles
            negocioID={negocio.publicID}
            body={bodyListo}
            invalido={body === null}
            esperando={clave !== claveLista}
            nombres={nombres}
          />
        </div>

        <div
          className={cn(
            'z-20 flex flex-col gap-2 rounded-2xl bg-white/95 p-3 ring-1 ring-stone-200 backdrop-blur sm:p-4 lg:col-span-2',
            // Stuck above the bottom bar (phones) or the window's edge only while there is
            // something to save.
            isDirty ? 'sticky bottom-20 shadow-lg min-[641px]:bottom-4' : 'shadow-sm',
          )}
        >
          <div className="flex items-center gap-2 sm:gap-3">
            <p className="min-w-0 flex-1 text-sm font-semibold text-stone-700" aria-live="polite">
              {isDirty ? (
                <>
                  <span className="sm:hidden">Sin guardar</span>
                  <span className="hidden sm:inline">Tienes cambios sin guardar.</span>
                </>
              ) : (
                'Todo guardado.'
              )}
            </p>
            <Button
              variant="secondary"
              onClick={() => reset(valoresDePrograma(programa))}
              disabled={!isDirty || guardar.isPending}
              icon={<Undo2 className="size-4" aria-hidden="true" />}
              aria-label="Descartar cambios"
              className="px-3 sm:px-5"
            >
              <span className="hidden sm:inline">Descartar cambios</span>
            </Button>
            <Button
              type="submit"
              loading={guardar.isPending}
              disabled={!isDirty}
              icon={<Save className="size-4" aria-hidden="true" />}
              className="px-4 sm:px-5"
            >
              {guardar.isPending ? GUARDANDO : GUARDAR_CAMBIOS}
            </Button>
          </div>
          {isDirty ? (
            <SimulacionEnUnaLinea
              negocioID={negocio.publicID}
              body={body === null ? null : bodyListo}
              nombres={nombres}
              destino={SIMULADOR_ID}
              className="lg:hidden"
            />
          ) : null}
        </div>
      </form>

      <TemporadasAnteriores temporadas={programa.temporadasAnteriores} nombres={nombres} />
    </>
  );
}
