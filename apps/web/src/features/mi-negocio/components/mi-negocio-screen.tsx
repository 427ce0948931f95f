import { useEffect, useRef, type ReactNode } from 'react';
import {
  Clock,
  Footprints,
  Globe,
  MapPinned,
  Palette,
  Star,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_NIVELES_PROGRAMA, type NegocioPerfil } from '@tarjeto/shared';
import { fieldId } from '../../../components/perfil-campos/campo-base.tsx';
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
import { BarraGuardar, BotonEditar } from '../../../components/perfil-campos/editor-acciones.tsx';
import { useEditorPerfil } from '../../../components/perfil-campos/use-editor-perfil.ts';
import { LoyaltyCard } from '../../../components/ui/loyalty-card.tsx';
import { cn } from '../../../lib/cn.ts';
import { guardarNegocio } from '../api/guardar-negocio.ts';
import {
  cuerpoDe,
  PATH_ESTABLECIMIENTOS,
  PATH_FOTO,
  pathDe,
  validar,
  valoresDe,
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
import { formatEntero } from '../../../lib/numero.ts';

// 'Mi negocio' (SPEC §2, issue 10): the business's profile read-only, with an Editar/Cancelar
// toggle; editing uses the same profile fields as the setup wizard (components/perfil-campos), and
// 'Guardar Cambios' saves every field at once — then the logo — with the server's field errors
// shown at their fields.

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
    // Only <dt> and <dd> inside a <dl>'s group (axe: definition-list): the icon sits in the <dt>.
    <div
      className={cn(
        'relative flex min-w-0 flex-col justify-center rounded-2xl border border-stone-200 bg-white px-2.5 py-3 shadow-sm sm:min-h-18 sm:p-4 sm:pl-17',
        className,
      )}
    >
      <dt className="text-[11px] leading-tight font-medium tracking-tight text-stone-600 sm:text-sm sm:tracking-normal">
        <span className="absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 place-items-center rounded-xl bg-marigold-50 text-marigold-700 sm:grid">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {etiqueta}
      </dt>
      <dd className="mt-0.5 text-xl font-extrabold text-stone-900 tabular-nums sm:text-2xl">
        {valor}
      </dd>
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
        valor={formatEntero(negocio.visitasTotales)}
      />
      <Total
        icono={Users}
        etiqueta="Clientes únicos"
        valor={formatEntero(negocio.clientesUnicos)}
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
          valor={formatEntero(negocio.establecimientos.length)}
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
  const editor = useEditorPerfil({
    perfil: negocio,
    valoresDe,
    pathDe,
    pathFoto: PATH_FOTO,
    validar,
    enviar: (valores, foto) => guardarNegocio({ body: cuerpoDe(valores), foto }),
    onGuardado,
  });
  const { editando, v, valores, setValores, foto, errores, errorEn, limpiar, campo } = editor;
  const enfocarSeccion = useRef<SeccionId | null>(null);

  const fotoUrl =
    foto.tipo === 'nueva' ? foto.foto.dataUrl : foto.tipo === 'quitar' ? null : negocio.fotoPerfil;
  const principal = v.establecimientos.find((e) => e.principal) ?? v.establecimientos[0];
  const subtitulo = [
    v.categorias[0] ? nombreCategoria(v.categorias[0]) : '',
    principal ? [principal.zona, principal.ciudad].filter(Boolean).join(', ') : '',
  ]
    .filter(Boolean)
    .join(' · ');

  // Opening the editor from a section's pencil puts the focus in that section.
  useEffect(() => {
    if (!editando || !enfocarSeccion.current) return;
    const seccion = document.getElementById(`mi-negocio-${enfocarSeccion.current}`);
    enfocarSeccion.current = null;
    seccion?.scrollIntoView?.({ block: 'start' });
    // Not the photo's hidden file input: focusing it fails and leaves the focus out of sight.
    seccion
      ?.querySelector<HTMLElement>('input:not([type=hidden]):not([hidden]), select, textarea')
      ?.focus();
  }, [editando]);

  const editar = (seccion: SeccionId = 'identidad') => {
    enfocarSeccion.current = seccion;
    editor.editar();
  };
  const horarioPath = pathDe('horario');

  /** What each section shows: its fields while editing, its values otherwise. */
  const contenido: Record<SeccionId, { editor: () => ReactNode; vista: () => ReactNode }> = {
    identidad: {
      editor: () => (
        <div className="flex flex-col gap-6">
          <PhotoPicker
            id={fieldId(PATH_FOTO)}
            tipo="negocio"
            foto={fotoUrl ? { dataUrl: fotoUrl } : null}
            onChange={(nueva) => editor.cambiarFoto({ tipo: 'nueva', foto: nueva })}
            // Only while there is a photo; taking back one just picked leaves the saved state.
            onSkip={
              fotoUrl
                ? () =>
                    editor.cambiarFoto(negocio.fotoPerfil ? { tipo: 'quitar' } : { tipo: 'igual' })
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
            <VistaEstablecimiento
              key={e.clave}
              e={e}
              guardado={negocio.establecimientos.find(
                (x) => x.establecimientoID === e.establecimientoID,
              )}
            />
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
        <BotonEditar
          editando={editando}
          guardando={editor.guardando}
          onEditar={() => editar()}
          onCancelar={editor.cancelar}
        />
      </header>

      <Totales negocio={negocio} />

      <form
        onSubmit={editor.onSubmit}
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
            <BarraGuardar sinCambios={editor.sinCambios} guardando={editor.guardando} />
          ) : null}
        </div>
      </form>
    </div>
  );
}
