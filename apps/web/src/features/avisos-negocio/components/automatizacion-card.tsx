import { useId, useRef, useState } from 'react';
import {
  CalendarClock,
  ChevronDown,
  HeartHandshake,
  PartyPopper,
  Pencil,
  RotateCcw,
  TicketPercent,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import {
  rellenarTexto,
  type Automatizacion,
  type Promocion,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { fieldClasses, MarcoCampo } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useGuardarAutomatizacion } from '../api/automatizaciones.ts';
import { ERROR_GUARDAR_AUTOMATIZACION, plural } from '../lib/copy.ts';
import { ofertaMasNueva, valoresDeEjemplo, type NegocioAvisos } from '../lib/mensaje.ts';
import { EditorTexto, useTextoDelMensaje } from './editor-texto.tsx';
import { Interruptor } from '../../../components/ui/interruptor.tsx';
import { VistaPrevia } from './vista-previa.tsx';
import { ETIQUETA_PROMOCION_INCLUIDA, OpcionesPromocionIncluida } from './promocion-incluida.tsx';

const ICONO: Record<TipoAutomatizacion, LucideIcon> = {
  bienvenida: PartyPopper,
  casi_subes: TrendingUp,
  te_extranamos: HeartHandshake,
  temporada_termina: CalendarClock,
  nueva_oferta: TicketPercent,
};

/**
 * One automation (issue 28 part B): its switch with who gets it and when, the message as a
 * customer would read it, the last 30 days, and 'Editar mensaje' — the text with its placeholders
 * and a live preview, the promotion it brings where it can bring one, 'Restablecer texto'.
 */
export function AutomatizacionCard({
  automatizacion: a,
  negocio,
  promociones,
}: {
  automatizacion: Automatizacion;
  negocio: NegocioAvisos;
  promociones: readonly Promocion[];
}) {
  const id = useId();
  const guardar = useGuardarAutomatizacion();
  const [editando, setEditando] = useState(false);
  const Icono = ICONO[a.tipo];
  const activa = guardar.isPending && guardar.variables ? guardar.variables.body.activa : a.activa;

  const cambiarActiva = (v: boolean) =>
    guardar.mutate(
      // The text and promotion as they are: saving the switch keeps them.
      { tipo: a.tipo, body: { activa: v, texto: a.texto, promocionID: a.promocionID } },
      {
        onSuccess: () => toast.success(v ? `${a.nombre}: encendida.` : `${a.nombre}: apagada.`),
        onError: (err) => toast.error(errorMessage(err, ERROR_GUARDAR_AUTOMATIZACION)),
      },
    );

  return (
    <Card className="flex flex-col">
      <section aria-labelledby={`${id}-nombre`} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'grid size-11 shrink-0 place-items-center rounded-xl transition-colors',
              activa ? 'bg-rubi-50 text-rubi-700' : 'bg-stone-100 text-stone-500',
            )}
          >
            <Icono className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={`${id}-nombre`} className="font-bold text-stone-900">
              <label htmlFor={`${id}-switch`}>{a.nombre}</label>
            </h3>
            <p id={`${id}-explicacion`} className="mt-0.5 text-sm leading-5 text-stone-600">
              {a.explicacion}
            </p>
          </div>
          <Interruptor
            id={`${id}-switch`}
            checked={activa}
            ocupado={guardar.isPending}
            describedBy={`${id}-explicacion`}
            onChange={cambiarActiva}
          />
        </div>

        {editando ? null : <VistaPrevia negocio={negocio.nombreComercial} texto={a.vistaPrevia} />}

        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-800">Últimos 30 días:</span>{' '}
          {plural(a.ultimos30.enviados, 'enviado', 'enviados')} · {formatGrupo(a.ultimos30.control)}
          {a.ultimos30.fallidos > 0
            ? ` · ${plural(a.ultimos30.fallidos, 'no llegó', 'no llegaron')}`
            : ''}
        </p>

        <div>
          <Button
            id={`${id}-editar`}
            variant="secondary"
            size="sm"
            aria-expanded={editando}
            aria-controls={`${id}-editor`}
            onClick={() => setEditando((v) => !v)}
            icon={
              editando ? (
                <ChevronDown className="size-4 rotate-180" aria-hidden="true" />
              ) : (
                <Pencil className="size-4" aria-hidden="true" />
              )
            }
          >
            {editando ? 'Cerrar editor' : 'Editar mensaje'}
          </Button>
        </div>
        <div id={`${id}-editor`} hidden={!editando}>
          {editando ? (
            <EditorAutomatizacion
              automatizacion={a}
              negocio={negocio}
              promociones={promociones}
              onDone={() => {
                setEditando(false);
                // The editor that held the focus is gone: it goes back to the button that opened it.
                requestAnimationFrame(() => document.getElementById(`${id}-editar`)?.focus());
              }}
            />
          ) : null}
        </div>
      </section>
    </Card>
  );
}

const formatGrupo = (n: number) => `${plural(n, 'cliente', 'clientes')} en grupo de control`;

function EditorAutomatizacion({
  automatizacion: a,
  negocio,
  promociones,
  onDone,
}: {
  automatizacion: Automatizacion;
  negocio: NegocioAvisos;
  promociones: readonly Promocion[];
  onDone: () => void;
}) {
  const id = useId();
  const guardar = useGuardarAutomatizacion();
  const { texto, setTexto, comprobar, rechazar, editor } = useTextoDelMensaje(
    a.texto ?? a.textoPredeterminado,
  );
  const promoRef = useRef<HTMLSelectElement>(null);
  const [promocionID, setPromocionID] = useState(a.promocionID ?? '');
  const [errorPromo, setErrorPromo] = useState<string | null>(null);
  const [otroError, setOtroError] = useState<string | null>(null);
  const eligePromocion = a.conPromocion && a.tipo !== 'nueva_oferta';
  const promo =
    a.tipo === 'nueva_oferta'
      ? ofertaMasNueva(promociones)
      : promociones.find((p) => p.publicID === promocionID);
  const vista = rellenarTexto(texto, valoresDeEjemplo(negocio, promo?.titulo));

  const enviar = (nuevoTexto: string | null) => {
    setOtroError(null);
    guardar.mutate(
      {
        tipo: a.tipo,
        body: {
          activa: a.activa,
          texto: nuevoTexto,
          ...(eligePromocion ? { promocionID: promocionID || null } : {}),
        },
      },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          if (nuevoTexto === null) setTexto(res.data.textoPredeterminado);
          else onDone();
        },
        onError: (err) => {
          const fe = err instanceof ApiError ? err.fieldErrors : {};
          if (fe.texto) rechazar(fe.texto);
          else if (fe.promocionID) {
            setErrorPromo(fe.promocionID);
            promoRef.current?.focus();
          } else setOtroError(errorMessage(err, ERROR_GUARDAR_AUTOMATIZACION));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`Editar mensaje de ${a.nombre}`}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-stone-50/60 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!comprobar()) return;
        enviar(texto.trim() === a.textoPredeterminado ? null : texto.trim());
      }}
    >
      <EditorTexto label="Mensaje" {...editor} />
      {eligePromocion ? (
        <MarcoCampo inputId={`${id}-promo`} label={ETIQUETA_PROMOCION_INCLUIDA}>
          <select
            ref={promoRef}
            id={`${id}-promo`}
            value={promocionID}
            aria-invalid={errorPromo ? true : undefined}
            aria-describedby={errorPromo ? `${id}-promo-error` : undefined}
            onChange={(e) => {
              setPromocionID(e.target.value);
              setErrorPromo(null);
            }}
            className={fieldClasses(Boolean(errorPromo))}
          >
            <OpcionesPromocionIncluida promociones={promociones} />
          </select>
          {errorPromo ? (
            <p id={`${id}-promo-error`} role="alert" className="text-sm font-medium text-red-700">
              {errorPromo}
            </p>
          ) : null}
        </MarcoCampo>
      ) : null}
      <VistaPrevia negocio={negocio.nombreComercial} texto={vista} live />
      {otroError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {otroError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          size="md"
          disabled={guardar.isPending}
          onClick={() => enviar(null)}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          Restablecer texto
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onDone} disabled={guardar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={guardar.isPending}>
            Guardar
          </Button>
        </div>
      </div>
    </form>
  );
}
