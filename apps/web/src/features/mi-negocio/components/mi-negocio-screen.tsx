import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Clock,
  Footprints,
  Globe,
  MapPinned,
  Palette,
  Pencil,
  Save,
  Star,
  Store,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, type FieldErrors, type NegocioPerfil } from '@tarjeto/shared';
import { fieldId, focusField } from '../../../components/perfil-campos/campo-base.tsx';
import { CAMPOS_ENLACE, EnlacesCampos } from '../../../components/perfil-campos/campos-enlaces.tsx';
import {
  CategoriasCampo,
  NombreCampo,
  RfcCampo,
} from '../../../components/perfil-campos/campos-identidad.tsx';
import {
  AdicionalCampos,
  PersonalCampo,
  RangoPreciosCampo,
} from '../../../components/perfil-campos/campos-negocio.tsx';
import { ColorCampo, GradientCampo } from '../../../components/perfil-campos/campos-tarjeta.tsx';
import { nombreCategoria } from '../../../components/perfil-campos/format.ts';
import { erroresPorDia, HoursEditor } from '../../../components/perfil-campos/hours-editor.tsx';
import { PhotoPicker } from '../../../components/perfil-campos/photo-picker.tsx';
import { vincular } from '../../../components/perfil-campos/tipos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { GUARDANDO, GUARDAR_CAMBIOS } from '../../../lib/copy.ts';
import { useGuardarNegocio } from '../api/guardar-negocio.ts';
import {
  CAMBIOS_GUARDADOS,
  ERROR_FOTO,
  ERROR_GUARDAR,
  FOTO_NO_GUARDADA,
  REVISA_CAMPOS,
} from '../lib/copy.ts';
import {
  cuerpoDe,
  PATH_ESTABLECIMIENTOS,
  PATH_FOTO,
  pathDe,
  validar,
  valoresDe,
  type CambioFoto,
  type MiNegocioValores,
} from '../lib/valores.ts';
import { EditorEstablecimientos } from './editor-establecimientos.tsx';
import { Seccion } from './seccion.tsx';
import {
  VistaEnLinea,
  VistaEstablecimiento,
  VistaHorario,
  VistaIdentidad,
  VistaSobre,
  VistaTarjeta,
} from './vista-negocio.tsx';

// 'Mi negocio' (SPEC §2, issue 10): the business's profile read-only, with an Editar/Cancelar
// toggle; editing uses the same profile fields as the setup wizard (components/perfil-campos), and
// 'Guardar Cambios' saves every field at once — then the logo — with the server's field errors
// shown at their fields.

const entero = new Intl.NumberFormat('es-MX');
const PRIMER_NIVEL = DEFAULT_NIVELES_PROGRAMA[0];

/** The profile's sections in page order: what each is about (the pencils and the focus use the ids). */
const SECCIONES = {
  identidad: {
    icono: Store,
    titulo: 'Identidad',
    descripcion: 'Tu logo, tu nombre y lo que ofreces.',
  },
  tarjeta: {
    icono: Palette,
    titulo: 'Tarjeta y color',
    descripcion: 'El estilo de la tarjeta de lealtad y el color de tu marca.',
  },
  horario: { icono: Clock, titulo: 'Horario', descripcion: 'Cuándo abres cada día de la semana.' },
  'en-linea': {
    icono: Globe,
    titulo: 'En línea',
    descripcion: 'Tu sitio web y tus redes sociales. Todos son opcionales.',
  },
  establecimientos: {
    icono: MapPinned,
    titulo: 'Establecimientos',
    descripcion: 'Dónde te encuentran tus clientes. Cada uno puede tener su Nexo.',
  },
  sobre: {
    icono: Users,
    titulo: 'Sobre tu negocio',
    descripcion: 'Precios, equipo, menú y tu historia.',
  },
} satisfies Record<string, { icono: LucideIcon; titulo: string; descripcion: string }>;
type SeccionId = keyof typeof SECCIONES;

function Total({
  icono: Icon,
  etiqueta,
  valor,
  className,
}: {
  icono: LucideIcon;
  etiqueta: string;
  valor: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-stone-200 bg-white px-2.5 py-3 shadow-sm sm:p-4',
        className,
      )}
    >
      <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-marigold-50 text-marigold-700 sm:grid">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="text-[11px] leading-tight font-medium tracking-tight text-stone-600 sm:text-sm sm:tracking-normal">
          {etiqueta}
        </dt>
        <dd className="mt-0.5 text-xl font-extrabold text-stone-900 tabular-nums sm:text-2xl">
          {valor}
        </dd>
      </div>
    </div>
  );
}

/** visitasTotales and clientesUnicos; the rating only once there is one to show. */
function Totales({ negocio }: { negocio: NegocioPerfil }) {
  const calificacion = negocio.calificacionPromedio;
  return (
    <dl aria-label="Totales del negocio" className="grid grid-cols-3 gap-2 sm:gap-3">
      <Total
        icono={Footprints}
        etiqueta="Visitas totales"
        valor={entero.format(negocio.visitasTotales)}
      />
      <Total
        icono={Users}
        etiqueta="Clientes únicos"
        valor={entero.format(negocio.clientesUnicos)}
      />
      {calificacion > 0 ? (
        <Total
          icono={Star}
          etiqueta="Calificación promedio"
          valor={`${calificacion.toLocaleString('es-MX', { maximumFractionDigits: 1 })} de 5`}
        />
      ) : (
        <Total
          icono={Store}
          etiqueta="Establecimientos"
          valor={entero.format(negocio.establecimientos.length)}
        />
      )}
    </dl>
  );
}

export function MiNegocioScreen({
  negocio,
  onGuardado,
}: {
  negocio: NegocioPerfil;
  /** The saved business, for whoever shows it elsewhere (the frame's name and logo, the cache). */
  onGuardado: (negocio: NegocioPerfil) => void;
}) {
  const base = useMemo(() => valoresDe(negocio), [negocio]);
  const [editando, setEditando] = useState(false);
  const [valores, setValores] = useState<MiNegocioValores>(base);
  const [foto, setFoto] = useState<CambioFoto>({ tipo: 'igual' });
  const [errores, setErrores] = useState<FieldErrors>({});
  const guardar = useGuardarNegocio();
  const enfocarSeccion = useRef<SeccionId | null>(null);

  const v = editando ? valores : base;
  const fotoUrl =
    foto.tipo === 'nueva' ? foto.foto.dataUrl : foto.tipo === 'quitar' ? null : negocio.fotoPerfil;
  const principal = v.establecimientos.find((e) => e.principal) ?? v.establecimientos[0];
  const subtitulo = [
    v.categorias[0] ? nombreCategoria(v.categorias[0]) : '',
    principal ? [principal.zona, principal.ciudad].filter(Boolean).join(', ') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const sinCambios = foto.tipo === 'igual' && JSON.stringify(valores) === JSON.stringify(base);

  // Opening the editor from a section's pencil puts the focus in that section.
  useEffect(() => {
    if (!editando || !enfocarSeccion.current) return;
    const seccion = document.getElementById(`mi-negocio-${enfocarSeccion.current}`);
    enfocarSeccion.current = null;
    seccion?.scrollIntoView?.({ block: 'start' });
    seccion?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [editando]);

  const editar = (seccion: SeccionId = 'identidad') => {
    setValores(base);
    setFoto({ tipo: 'igual' });
    setErrores({});
    enfocarSeccion.current = seccion;
    setEditando(true);
  };
  /** Cancelar: every change is dropped and the profile reads as saved. */
  const cancelar = () => {
    setEditando(false);
    setValores(base);
    setFoto({ tipo: 'igual' });
    setErrores({});
  };

  const limpiar = (paths: string[]) =>
    setErrores((prev) => {
      const next = Object.fromEntries(
        Object.entries(prev).filter(
          ([p]) => !paths.some((fp) => p === fp || p.startsWith(`${fp}.`)),
        ),
      );
      return Object.keys(next).length === Object.keys(prev).length ? prev : next;
    });
  const cambiar = (patch: Partial<MiNegocioValores>) => {
    setValores((prev) => ({ ...prev, ...patch }));
    limpiar(Object.keys(patch).map((k) => pathDe(k as keyof MiNegocioValores)));
  };
  const errorEn = (path: string) =>
    errores[path] ?? Object.entries(errores).find(([p]) => p.startsWith(`${path}.`))?.[1];
  const campo = vincular(
    valores,
    cambiar,
    (k) => fieldId(pathDe(k)),
    (k) => errorEn(pathDe(k)),
  );
  const horarioPath = pathDe('horario');

  /** Shows errors at their fields and puts the focus on the first one on the page. */
  const mostrarErrores = (fieldErrors: FieldErrors) => {
    setErrores(fieldErrors);
    const orden = [...document.querySelectorAll<HTMLElement>('[id^="campo-"]')].map((el) => el.id);
    const primero = Object.keys(fieldErrors).sort((a, b) => {
      const pos = (p: string) => {
        for (let q = p; q; q = q.includes('.') ? q.slice(0, q.lastIndexOf('.')) : '') {
          const i = orden.indexOf(fieldId(q));
          if (i >= 0) return i;
        }
        return orden.length;
      };
      return pos(a) - pos(b);
    })[0];
    // After the messages are drawn, so the field announces its error.
    if (primero) setTimeout(() => focusField(primero), 0);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!editando || guardar.isPending) return;
    const invalidos = validar(valores);
    if (invalidos) {
      mostrarErrores(invalidos);
      toast.error(REVISA_CAMPOS);
      return;
    }
    guardar.mutate(
      { body: cuerpoDe(valores), foto },
      {
        onSuccess: ({ perfil, errorFoto }) => {
          onGuardado(perfil);
          if (errorFoto) {
            // The fields are saved; the picture is still to do.
            setValores(valoresDe(perfil));
            mostrarErrores({ [PATH_FOTO]: errorMessage(errorFoto, ERROR_FOTO) });
            toast.error(FOTO_NO_GUARDADA);
            return;
          }
          setEditando(false);
          setFoto({ tipo: 'igual' });
          setErrores({});
          toast.success(CAMBIOS_GUARDADOS);
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0)
            mostrarErrores(err.fieldErrors);
          toast.error(errorMessage(err, ERROR_GUARDAR));
        },
      },
    );
  };

  /** What each section shows: its fields while editing, its values otherwise. */
  const contenido: Record<SeccionId, { editor: () => ReactNode; vista: () => ReactNode }> = {
    identidad: {
      editor: () => (
        <div className="flex flex-col gap-6">
          <PhotoPicker
            id={fieldId(PATH_FOTO)}
            tipo="negocio"
            foto={fotoUrl ? { dataUrl: fotoUrl } : null}
            onChange={(nueva) => {
              setFoto({ tipo: 'nueva', foto: nueva });
              limpiar([PATH_FOTO]);
            }}
            // Only while there is a photo; taking back one just picked leaves the saved state.
            onSkip={
              fotoUrl
                ? () => setFoto(negocio.fotoPerfil ? { tipo: 'quitar' } : { tipo: 'igual' })
                : undefined
            }
            skipLabel="Quitar foto"
            error={errores[PATH_FOTO]}
          />
          <NombreCampo tipo="negocio" {...campo('nombreComercial')} />
          <RfcCampo {...campo('rfc')} />
          <CategoriasCampo tipo="negocio" {...campo('categorias')} />
        </div>
      ),
      vista: () => <VistaIdentidad v={v} fotoUrl={fotoUrl} />,
    },
    tarjeta: {
      editor: () => (
        <div className="flex flex-col gap-6">
          <GradientCampo nombre={v.nombreComercial} {...campo('gradient')} />
          <div>
            <p className="mb-2.5 text-sm font-semibold text-stone-800">Color de marca</p>
            <ColorCampo {...campo('color')} />
          </div>
        </div>
      ),
      vista: () => <VistaTarjeta v={v} />,
    },
    horario: {
      editor: () => (
        <HoursEditor
          {...campo('horario')}
          titulos="h3"
          error={errores[horarioPath]}
          errors={erroresPorDia(valores.horario, horarioPath, (p) => errores[p])}
        />
      ),
      vista: () => <VistaHorario v={v} />,
    },
    'en-linea': {
      editor: () => <EnlacesCampos campos={CAMPOS_ENLACE} campo={campo} />,
      vista: () => <VistaEnLinea v={v} />,
    },
    establecimientos: {
      editor: () => (
        <EditorEstablecimientos
          lista={valores.establecimientos}
          onChange={(establecimientos, resueltos) => {
            setValores((prev) => ({ ...prev, establecimientos }));
            limpiar(resueltos);
          }}
          errorEn={errorEn}
          errorLista={errores[PATH_ESTABLECIMIENTOS]}
        />
      ),
      vista: () => (
        <ul className="flex flex-col gap-3">
          {v.establecimientos.map((e) => (
            <VistaEstablecimiento key={e.clave} e={e} />
          ))}
        </ul>
      ),
    },
    sobre: {
      editor: () => (
        <div className="flex flex-col gap-6">
          <RangoPreciosCampo {...campo('rangoPrecios')} />
          <PersonalCampo {...campo('personalTotal')} />
          <AdicionalCampos campo={campo} />
        </div>
      ),
      vista: () => <VistaSobre v={v} />,
    },
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-rubi-700">Perfil</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Mi negocio</h1>
          <p className="mt-1 max-w-2xl text-stone-600">
            {editando
              ? 'Cambia lo que necesites y toca Guardar Cambios. Cancelar deja todo como estaba.'
              : 'Así te ven tus clientes: tu tarjeta, tu horario y dónde encontrarte.'}
          </p>
        </div>
        <Button
          variant={editando ? 'secondary' : 'primary'}
          onClick={editando ? cancelar : () => editar()}
          disabled={guardar.isPending}
          icon={
            editando ? (
              <X className="size-4" aria-hidden="true" />
            ) : (
              <Pencil className="size-4" aria-hidden="true" />
            )
          }
        >
          {editando ? 'Cancelar' : 'Editar'}
        </Button>
      </header>

      <Totales negocio={negocio} />

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Perfil del negocio"
        className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <aside
          aria-label="Tu tarjeta"
          className="flex flex-col gap-3 lg:sticky lg:top-6 lg:order-2"
        >
          <LoyaltyCard
            nombreComercial={v.nombreComercial.trim() || 'Tu negocio'}
            gradient={v.gradient}
            color={v.color || null}
            nivel={0}
            visitas={0}
            meta={PRIMER_NIVEL.visitasRequeridas}
            siguienteNivel={PRIMER_NIVEL.nivel}
            fotoUrl={fotoUrl}
            subtitulo={subtitulo || null}
          />
          <p className="text-sm text-stone-600">
            {editando
              ? 'Vista previa: así se verá la tarjeta en el celular de tus clientes.'
              : 'Así ven tus clientes tu tarjeta.'}
          </p>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 lg:order-1">
          {(Object.keys(SECCIONES) as SeccionId[]).map((id) => (
            <Seccion
              key={id}
              id={`mi-negocio-${id}`}
              {...SECCIONES[id]}
              editando={editando}
              onEditar={() => editar(id)}
            >
              {editando ? contenido[id].editor() : contenido[id].vista()}
            </Seccion>
          ))}

          {editando ? (
            <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-stone-200 backdrop-blur min-[641px]:bottom-4 sm:p-4">
              <p className="text-sm font-medium text-stone-700" aria-live="polite">
                {sinCambios ? 'Sin cambios todavía' : 'Tienes cambios sin guardar'}
              </p>
              <Button
                type="submit"
                loading={guardar.isPending}
                icon={<Save className="size-4" aria-hidden="true" />}
                className="min-w-40 flex-1 sm:flex-none"
              >
                {guardar.isPending ? GUARDANDO : GUARDAR_CAMBIOS}
              </Button>
            </div>
          ) : null}
        </div>
      </form>
    </div>
  );
}
