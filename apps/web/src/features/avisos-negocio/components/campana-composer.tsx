import { useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Filter, Send, Users } from 'lucide-react';
import {
  instanteLocal,
  NIVELES,
  rellenarTexto,
  segmentoCampanaSchema,
  type Audiencia,
  type Promocion,
  type SegmentoCampana,
} from '@tarjeto/shared';
import { NIVEL_COLOR_CLASSES } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { RadioChips } from '../../../components/ui/radio-chips.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatoFecha, nombreDeZona } from '../../../lib/formato-fecha.ts';
import { AVISOS_KEY } from '../api/automatizaciones.ts';
import { getAudiencia, useAudiencia, useCrearCampana } from '../api/campanas.ts';
import { ERROR_AUDIENCIA, ERROR_CREAR_CAMPANA, plural, SIN_ALCANCE } from '../lib/copy.ts';
import { nombreDeNivel, valoresDeEjemplo, type NegocioAvisos } from '../lib/mensaje.ts';
import { useDiferido } from '../lib/use-diferido.ts';
import { AudienciaResumen } from './audiencia-resumen.tsx';
import { EditorTexto, useTextoDelMensaje } from './editor-texto.tsx';
import { ETIQUETA_PROMOCION_INCLUIDA, OpcionesPromocionIncluida } from './promocion-incluida.tsx';
import { VistaPrevia } from './vista-previa.tsx';

interface Filtros {
  niveles: number[];
  desde: string;
  hasta: string;
  min: string;
  max: string;
  promoSegmento: string;
  uso: 'uso' | 'nunca';
  establecimientoID: string;
}

const SIN_FILTROS: Filtros = {
  niveles: [],
  desde: '',
  hasta: '',
  min: '',
  max: '',
  promoSegmento: '',
  uso: 'uso',
  establecimientoID: '',
};

const entero = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The filters as the API's segment: only what the owner set. */
function aSegmento(f: Filtros): SegmentoCampana {
  return {
    ...(f.niveles.length ? { niveles: [...f.niveles].sort((a, b) => a - b) } : {}),
    ...(f.desde ? { ultimaVisitaDesde: f.desde } : {}),
    ...(f.hasta ? { ultimaVisitaHasta: f.hasta } : {}),
    ...(entero(f.min) !== undefined ? { visitasTemporadaMin: entero(f.min) } : {}),
    ...(entero(f.max) !== undefined ? { visitasTemporadaMax: entero(f.max) } : {}),
    ...(f.promoSegmento ? { promocion: { promocionID: f.promoSegmento, uso: f.uso } } : {}),
    ...(f.establecimientoID ? { establecimientoID: f.establecimientoID } : {}),
  };
}

/** Each field's message from the segment's own schema (the server's), by the form's names. */
function erroresSegmento(s: SegmentoCampana): Record<string, string> {
  const r = segmentoCampanaSchema.safeParse(s);
  if (r.success) return {};
  const campos: Record<string, string> = {};
  const nombre: Record<string, string> = {
    ultimaVisitaDesde: 'desde',
    ultimaVisitaHasta: 'hasta',
    visitasTemporadaMin: 'min',
    visitasTemporadaMax: 'max',
  };
  for (const issue of r.error.issues) {
    const clave = nombre[String(issue.path[0])] ?? String(issue.path[0]);
    campos[clave] ??= issue.message;
  }
  return campos;
}

type Cuando = 'ahora' | 'programar';

/**
 * 'Nueva campaña' (issue 28 part C): the message with its placeholders and preview, who it is for
 * (levels, last visit between two dates, visits this season, a promotion used or never used, an
 * establishment) with the audience counted live as the segment changes, a promotion to attach, and
 * 'Enviar ahora' or 'Programar' — always through a confirmation that says how many it reaches.
 */
export function CampanaComposer({
  negocio,
  promociones,
}: {
  negocio: NegocioAvisos;
  promociones: readonly Promocion[];
}) {
  const id = useId();
  const qc = useQueryClient();
  const crear = useCrearCampana();
  const fechaRef = useRef<HTMLInputElement>(null);
  const { texto, setTexto, comprobar, rechazar, editor } = useTextoDelMensaje('');
  const [filtros, setFiltros] = useState<Filtros>(SIN_FILTROS);
  const [promocionID, setPromocionID] = useState('');
  const [cuando, setCuando] = useState<Cuando>('ahora');
  const [fecha, setFecha] = useState('');
  const [hora, setHora] = useState('10:00');
  const [errorCuando, setErrorCuando] = useState<string | null>(null);
  const [erroresServidor, setErroresServidor] = useState<Record<string, string>>({});
  const [confirmar, setConfirmar] = useState<{
    audiencia: Audiencia;
    programadaPara: string | null;
  } | null>(null);
  const [errorConfirmar, setErrorConfirmar] = useState<string | null>(null);
  const [preparando, setPreparando] = useState(false);

  const segmento = useMemo(() => aSegmento(filtros), [filtros]);
  const errores = { ...erroresServidor, ...erroresSegmento(segmento) };
  const valido = Object.keys(erroresSegmento(segmento)).length === 0;
  const clave = JSON.stringify(valido ? segmento : null);
  const diferido = useDiferido(clave, 400);
  const audiencia = useAudiencia(JSON.parse(diferido) as SegmentoCampana | null);
  const contando = audiencia.isFetching || diferido !== clave;

  const cambiar = <K extends keyof Filtros>(k: K, v: Filtros[K]) => {
    setFiltros((f) => ({ ...f, [k]: v }));
    setErroresServidor({});
  };
  const alternarNivel = (n: number) =>
    cambiar(
      'niveles',
      filtros.niveles.includes(n)
        ? filtros.niveles.filter((x) => x !== n)
        : [...filtros.niveles, n],
    );

  const promo = promociones.find((p) => p.publicID === promocionID);
  const vista = rellenarTexto(
    texto || 'Escribe tu mensaje…',
    valoresDeEjemplo(negocio, promo ? promo.titulo : null),
  );
  const niveles = NIVELES.map((n) => ({ nivel: n.nivel, nombre: nombreDeNivel(negocio, n.nivel) }));
  const hoy = formatoFecha(negocio.zonaHoraria, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const hoyISO = `${hoy.year}-${hoy.month}-${hoy.day}`;

  const preparar = async () => {
    if (!comprobar()) return;
    if (!valido) {
      document.getElementById(`${id}-segmento`)?.focus();
      return;
    }
    let programadaPara: string | null = null;
    if (cuando === 'programar') {
      if (!fecha || !hora) {
        setErrorCuando('Elige el día y la hora.');
        fechaRef.current?.focus();
        return;
      }
      const t = instanteLocal(fecha, hora, negocio.zonaHoraria);
      if (!Number.isFinite(t) || t < Date.now()) {
        setErrorCuando('Elige un momento que no haya pasado.');
        fechaRef.current?.focus();
        return;
      }
      programadaPara = new Date(t).toISOString();
    }
    setErrorCuando(null);
    setPreparando(true);
    try {
      // The count for exactly this segment, now (the one on screen may be 400 ms behind).
      const a = await qc.fetchQuery({
        queryKey: [...AVISOS_KEY, 'audiencia', segmento],
        queryFn: ({ signal }) => getAudiencia(segmento, signal),
        staleTime: 5_000,
      });
      if (!programadaPara && a.alcance === 0) {
        setErrorCuando(SIN_ALCANCE);
        return;
      }
      setErrorConfirmar(null);
      setConfirmar({ audiencia: a, programadaPara });
    } catch (err) {
      toast.error(errorMessage(err, ERROR_AUDIENCIA));
    } finally {
      setPreparando(false);
    }
  };

  const enviar = () => {
    if (!confirmar) return;
    setErrorConfirmar(null);
    crear.mutate(
      {
        texto: texto.trim(),
        segmento,
        promocionID: promocionID || null,
        programadaPara: confirmar.programadaPara,
      },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          setConfirmar(null);
          setTexto('');
          setFiltros(SIN_FILTROS);
          setPromocionID('');
          setCuando('ahora');
          setFecha('');
        },
        onError: (err) => {
          const fe = err instanceof ApiError ? err.fieldErrors : {};
          if (Object.keys(fe).length === 0) {
            setErrorConfirmar(errorMessage(err, ERROR_CREAR_CAMPANA));
            return;
          }
          setConfirmar(null);
          if (fe.texto) rechazar(fe.texto);
          if (fe.programadaPara) setErrorCuando(fe.programadaPara);
          const seg: Record<string, string> = {};
          for (const [k, v] of Object.entries(fe))
            if (k.startsWith('segmento.'))
              seg[
                k.includes('promocion')
                  ? 'promocion'
                  : k.includes('establecimiento')
                    ? 'establecimientoID'
                    : k.slice(9)
              ] = v;
          if (fe.promocionID) seg.adjunta = fe.promocionID;
          setErroresServidor(seg);
        },
      },
    );
  };

  const zona = nombreDeZona(negocio.zonaHoraria);
  const alcance = confirmar?.audiencia.alcance ?? 0;

  return (
    <Card>
      <form
        noValidate
        aria-labelledby={`${id}-titulo`}
        onSubmit={(e) => {
          e.preventDefault();
          void preparar();
        }}
        className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <h3 id={`${id}-titulo`} className="text-lg font-bold text-stone-900">
              Nueva campaña
            </h3>
            <p className="mt-0.5 text-sm text-stone-600">
              Un mensaje a los clientes que elijas. Solo llega a quien aceptó tus avisos, nunca de
              noche (21:00 a 9:00) y sin pasar de 2 por semana.
            </p>
          </div>

          <EditorTexto
            label="Mensaje"
            hint="Usa los datos para que cada cliente lea su nombre y su nivel."
            {...editor}
          />

          <CampoSelect
            id={`${id}-adjunta`}
            label={ETIQUETA_PROMOCION_INCLUIDA}
            value={promocionID}
            error={errores.adjunta}
            onChange={(v) => {
              setPromocionID(v);
              setErroresServidor({});
            }}
          >
            <OpcionesPromocionIncluida promociones={promociones} />
          </CampoSelect>

          <fieldset
            id={`${id}-segmento`}
            tabIndex={-1}
            className="flex flex-col gap-5 rounded-2xl border border-stone-200 p-4"
          >
            <legend className="flex items-center gap-1.5 px-1 text-sm font-bold text-stone-900">
              <Filter className="size-4 text-rubi-700" aria-hidden="true" />
              ¿A quién?
            </legend>
            <p className="-mt-2 text-sm text-stone-600">
              Sin filtros llega a todos tus clientes. Cada filtro que agregas se suma a los demás.
            </p>

            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-stone-800">Nivel</legend>
              <div className="flex flex-wrap gap-2">
                {niveles.map((n) => (
                  <label key={n.nivel} className="relative cursor-pointer">
                    <input
                      type="checkbox"
                      checked={filtros.niveles.includes(n.nivel)}
                      onChange={() => alternarNivel(n.nivel)}
                      className="peer sr-only"
                    />
                    <span
                      className={cn(
                        'flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-semibold text-stone-800 transition-colors hover:border-stone-400',
                        'peer-focus-visible:anillo-foco peer-checked:border-rubi-600 peer-checked:bg-rubi-50 peer-checked:text-rubi-900 peer-checked:ring-1 peer-checked:ring-rubi-600',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'size-2.5 rounded-full',
                          (NIVEL_COLOR_CLASSES[n.nivel] ?? NIVEL_COLOR_CLASSES[0]!).bg,
                        )}
                      />
                      {n.nombre}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className="grid grid-cols-2 gap-3">
              <legend className="mb-2 text-sm font-semibold text-stone-800">
                Última visita entre
              </legend>
              <CampoSimple
                label="Desde"
                type="date"
                max={hoyISO}
                value={filtros.desde}
                error={errores.desde}
                onChange={(v) => cambiar('desde', v)}
              />
              <CampoSimple
                label="Hasta"
                type="date"
                max={hoyISO}
                value={filtros.hasta}
                error={errores.hasta}
                onChange={(v) => cambiar('hasta', v)}
              />
            </fieldset>

            <fieldset className="grid grid-cols-2 gap-3">
              <legend className="mb-2 text-sm font-semibold text-stone-800">
                Visitas en la temporada
              </legend>
              <CampoSimple
                label="Mínimo"
                type="number"
                inputMode="numeric"
                min={0}
                value={filtros.min}
                error={errores.min}
                onChange={(v) => cambiar('min', v.replace(/\D/g, ''))}
              />
              <CampoSimple
                label="Máximo"
                type="number"
                inputMode="numeric"
                min={0}
                value={filtros.max}
                error={errores.max}
                onChange={(v) => cambiar('max', v.replace(/\D/g, ''))}
              />
            </fieldset>

            {promociones.length > 0 ? (
              <div className="flex flex-col gap-3">
                <CampoSelect
                  id={`${id}-promo-seg`}
                  label="Según una promoción"
                  value={filtros.promoSegmento}
                  error={errores.promocion}
                  onChange={(v) => cambiar('promoSegmento', v)}
                >
                  <option value="">Cualquier cliente</option>
                  {promociones.map((p) => (
                    <option key={p.publicID} value={p.publicID}>
                      {p.titulo}
                    </option>
                  ))}
                </CampoSelect>
                {filtros.promoSegmento ? (
                  <RadioChips
                    legend="Quienes"
                    name={`${id}-uso`}
                    value={filtros.uso}
                    onChange={(v) => cambiar('uso', v)}
                    options={[
                      { value: 'uso', label: 'La usaron' },
                      { value: 'nunca', label: 'Nunca la usaron' },
                    ]}
                  />
                ) : null}
              </div>
            ) : null}

            {negocio.establecimientos.length > 1 ? (
              <CampoSelect
                id={`${id}-lugar`}
                label="Establecimiento"
                value={filtros.establecimientoID}
                error={errores.establecimientoID}
                onChange={(v) => cambiar('establecimientoID', v)}
              >
                <option value="">Todos</option>
                {negocio.establecimientos.map((e) => (
                  <option key={e.establecimientoID} value={e.establecimientoID}>
                    {e.nombre}
                  </option>
                ))}
              </CampoSelect>
            ) : null}

            {/* On a phone the full count is further down: the figure follows the filters here. */}
            {audiencia.data && valido ? (
              <p
                aria-hidden="true"
                className="flex items-center gap-2 self-start rounded-full bg-rubi-50 px-3 py-1.5 text-sm font-bold text-rubi-800 ring-1 ring-rubi-200 lg:hidden"
              >
                <Users className="size-4" />
                Llega a {plural(audiencia.data.alcance, 'cliente', 'clientes')}
                {contando ? '…' : ''}
              </p>
            ) : null}
          </fieldset>

          <div className="flex flex-col gap-3">
            <RadioChips
              legend="¿Cuándo sale?"
              name={`${id}-cuando`}
              value={cuando}
              onChange={(v) => {
                setCuando(v);
                setErrorCuando(null);
              }}
              options={[
                { value: 'ahora', label: 'Enviar ahora', icon: Send },
                { value: 'programar', label: 'Programar', icon: CalendarClock },
              ]}
            />
            {cuando === 'programar' ? (
              <div className="grid grid-cols-2 gap-3">
                <CampoSimple
                  inputRef={fechaRef}
                  label="Día"
                  type="date"
                  min={hoyISO}
                  value={fecha}
                  onChange={(v) => {
                    setFecha(v);
                    setErrorCuando(null);
                  }}
                />
                <CampoSimple
                  label={`Hora (${zona})`}
                  type="time"
                  value={hora}
                  onChange={(v) => {
                    setHora(v);
                    setErrorCuando(null);
                  }}
                />
              </div>
            ) : null}
            <ErrorCampo mensaje={errorCuando ?? undefined} />
            {cuando === 'ahora' ? (
              <p className="text-sm text-stone-600">
                Entre las 21:00 y las 9:00 espera a la mañana para no despertar a nadie.
              </p>
            ) : null}
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <AudienciaResumen
            audiencia={audiencia.data}
            contando={contando}
            error={
              !valido
                ? 'Corrige el segmento para contar a quién llega.'
                : audiencia.isError
                  ? errorMessage(audiencia.error, ERROR_AUDIENCIA)
                  : null
            }
          />
          <VistaPrevia negocio={negocio.nombreComercial} texto={vista} live />
          <Button
            type="submit"
            size="lg"
            loading={preparando}
            icon={
              cuando === 'ahora' ? (
                <Send className="size-5" aria-hidden="true" />
              ) : (
                <CalendarClock className="size-5" aria-hidden="true" />
              )
            }
          >
            {cuando === 'ahora' ? 'Enviar ahora' : 'Programar'}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={confirmar !== null}
        title={
          confirmar?.programadaPara
            ? `¿Programar la campaña?`
            : `¿Enviar a ${plural(alcance, 'cliente', 'clientes')}?`
        }
        confirmLabel={confirmar?.programadaPara ? 'Programar' : 'Enviar ahora'}
        cancelLabel="Volver"
        loading={crear.isPending}
        error={errorConfirmar}
        onConfirm={enviar}
        onCancel={() => setConfirmar(null)}
      >
        {confirmar ? (
          <>
            <p>
              {confirmar.programadaPara
                ? `Saldrá el ${fechaHora(confirmar.programadaPara, negocio.zonaHoraria)}. Si saliera ahora, llegaría a ${plural(alcance, 'cliente', 'clientes')}; para entonces puede cambiar.`
                : `Tu mensaje llegará a ${plural(alcance, 'cliente', 'clientes')}. Ya enviado, no se puede deshacer.`}
            </p>
            <p className="text-sm text-stone-600">
              ~{plural(confirmar.audiencia.control, 'cliente se queda', 'clientes se quedan')} sin
              mensaje para medir el efecto en Estadísticas → Campañas.
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}

const fechaHora = (iso: string, zona: string) =>
  formatoFecha(zona, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

function ErrorCampo({ mensaje }: { mensaje?: string | undefined }) {
  if (!mensaje) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {mensaje}
    </p>
  );
}

/** A labelled list to choose from, its message under it. */
function CampoSelect({
  id,
  label,
  value,
  error,
  onChange,
  children,
}: {
  id: string;
  label: React.ReactNode;
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <MarcoCampo inputId={id} label={label}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClasses(Boolean(error))}
      >
        {children}
      </select>
      <ErrorCampo mensaje={error} />
    </MarcoCampo>
  );
}

function CampoSimple({
  label,
  error,
  onChange,
  inputRef,
  ...rest
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string | undefined;
  onChange: (v: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm text-stone-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClasses(Boolean(error)), 'min-w-0')}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
