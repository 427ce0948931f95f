import type { ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import {
  clienteSetupSchema,
  type ClientePerfil,
  type ClienteSetup,
  type FieldErrors,
} from '@tarjeto/shared';
import { fieldId } from '../../../components/perfil-campos/campo-base.tsx';
import {
  CategoriasCampo,
  EdadCampo,
  GeneroCampo,
  NombreCampo,
} from '../../../components/perfil-campos/campos-identidad.tsx';
import { UbicacionCampo } from '../../../components/perfil-campos/campos-ubicacion.tsx';
import { PhotoPicker } from '../../../components/perfil-campos/photo-picker.tsx';
import { BarraGuardar, BotonEditar } from '../../../components/perfil-campos/editor-acciones.tsx';
import { useEditorPerfil } from '../../../components/perfil-campos/use-editor-perfil.ts';
import {
  CLIENTE_PATHS,
  datosDeCliente,
  valoresDeCliente,
  type ClienteValores,
} from '../../../components/perfil-campos/valores.ts';
import { CategoriaChips, PerfilAvatar } from '../../../components/perfil-campos/vista.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { guardarCliente } from '../api/perfil-cliente.ts';

// 'Tu perfil' in the customer's Ajustes (issue 11): every answer of the setup wizard — photo,
// full name, age, gender, city, postal code, up to 5 favourite categories — read-only, with an
// Editar/Cancelar toggle; editing uses the wizard's own fields (components/perfil-campos), and
// 'Guardar Cambios' saves every field at once, then the photo, as 'Mi negocio' does (one editor,
// use-editor-perfil.ts).

const PATH_FOTO = CLIENTE_PATHS.foto;
/** The server names its errors inside the PUT body (`profileData.…`); the fields do not. */
const PREFIJO_SERVIDOR = 'profileData.';
const sinPrefijo = (path: string) =>
  path.startsWith(PREFIJO_SERVIDOR) ? path.slice(PREFIJO_SERVIDOR.length) : path;
const pathDe = (k: keyof ClienteValores) => CLIENTE_PATHS[k];

/** The wizard's checks (clienteSetupSchema) as errors at the fields' paths; none → null. */
function validar(v: ClienteValores): FieldErrors | null {
  const parsed = clienteSetupSchema.safeParse(datosDeCliente(v));
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-stone-600">{etiqueta}</dt>
      <dd className="mt-0.5 font-semibold break-words text-stone-900">{children}</dd>
    </div>
  );
}

export function PerfilClienteCard({
  perfil,
  onGuardado,
}: {
  perfil: ClientePerfil;
  /** The saved profile, for whoever shows it elsewhere (the greeting, the cache). */
  onGuardado: (perfil: ClientePerfil) => void;
}) {
  const editor = useEditorPerfil({
    perfil,
    valoresDe: valoresDeCliente,
    pathDe,
    pathFoto: PATH_FOTO,
    validar,
    enviar: (valores, foto) =>
      guardarCliente({ profileData: datosDeCliente(valores) as ClienteSetup, foto }),
    onGuardado,
    errorDelServidor: sinPrefijo,
  });
  const { editando, v, foto, campo } = editor;
  const guardada = perfil.datosPersonales.fotoPerfil;
  const fotoUrl =
    foto.tipo === 'nueva' ? foto.foto.dataUrl : foto.tipo === 'quitar' ? null : guardada;

  return (
    <Card>
      <div className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
        <div className="min-w-0">
          <h2 className="text-base font-bold text-stone-900">Tu perfil</h2>
          <p className="mt-0.5 text-sm text-stone-600">
            {editando
              ? 'Cambia lo que necesites y toca Guardar Cambios. Cancelar deja todo como estaba.'
              : 'Lo que los negocios ven de ti y con lo que te sugerimos lugares.'}
          </p>
        </div>
        <BotonEditar
          editando={editando}
          guardando={editor.guardando}
          onEditar={editor.editar}
          onCancelar={editor.cancelar}
          size="sm"
          className="shrink-0"
        />
      </div>

      {editando ? (
        <form
          onSubmit={editor.onSubmit}
          noValidate
          aria-label="Editar tu perfil"
          className="flex flex-col gap-6 p-5 sm:p-6"
        >
          <PhotoPicker
            id={fieldId(PATH_FOTO)}
            tipo="cliente"
            foto={fotoUrl ? { dataUrl: fotoUrl } : null}
            onChange={(nueva) => editor.cambiarFoto({ tipo: 'nueva', foto: nueva })}
            // Only while there is a photo; taking back one just picked leaves the saved state.
            onSkip={
              fotoUrl
                ? () => editor.cambiarFoto(guardada ? { tipo: 'quitar' } : { tipo: 'igual' })
                : undefined
            }
            skipLabel="Quitar foto"
            error={editor.errores[PATH_FOTO]}
          />
          <NombreCampo tipo="cliente" {...campo('nombre')} />
          <div className="grid gap-6 sm:grid-cols-2">
            <EdadCampo {...campo('edad')} />
            <GeneroCampo {...campo('genero')} />
            <UbicacionCampo campo="ciudad" {...campo('ciudad')} />
            <UbicacionCampo campo="codigoPostal" className="max-w-48" {...campo('codigoPostal')} />
          </div>
          <CategoriasCampo tipo="cliente" {...campo('categorias')} />
          <BarraGuardar
            sinCambios={editor.sinCambios}
            guardando={editor.guardando}
            className="-mx-2 sm:p-3"
          />
        </form>
      ) : (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex items-center gap-4">
            <PerfilAvatar
              src={fotoUrl}
              nombre={v.nombre}
              fallback={<UserRound className="size-7" aria-hidden="true" />}
              className="size-16 text-2xl shadow-sm ring-stone-100"
            />
            <p className="min-w-0 text-xl font-extrabold break-words text-stone-900">{v.nombre}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
            <Dato etiqueta="Edad">{v.edad} años</Dato>
            <Dato etiqueta="Género">{v.genero}</Dato>
            <Dato etiqueta="Ciudad">{v.ciudad}</Dato>
            <Dato etiqueta="Código postal">{v.codigoPostal}</Dato>
          </dl>
          <div>
            <p className="mb-2 text-sm font-medium text-stone-600">Categorías favoritas</p>
            <CategoriaChips
              items={v.categorias}
              empty="Aún no eliges tus favoritas. Toca Editar para sugerirte mejores lugares."
            />
          </div>
        </div>
      )}
    </Card>
  );
}
