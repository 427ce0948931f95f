import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Camera, ImagePlus, Store, UserRound } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import type { FotoAnswer, TipoPerfil } from './tipos.ts';
import {
  blobToDataUrl,
  compressImage,
  ImageTooLargeError,
  NotAnImageError,
} from './compress-image.ts';
import { FieldError } from './campo-base.tsx';

export const IMAGEN_PROCESANDO = 'Procesando imagen...';
export const IMAGEN_OK = 'Imagen subida correctamente';
export const IMAGEN_ERROR = 'Error al procesar la imagen';

/**
 * The profile photo (SPEC §2): a labelled button opens the file picker (a file can also be dropped
 * on the circle), the image is compressed in the browser (SPEC §9) and shown round. The second
 * button clears it: 'Omitir' in the wizard (which then moves on — the photo is optional), 'Quitar
 * foto' in an editor; without `onSkip` there is none.
 */
export function PhotoPicker({
  id,
  tipo,
  foto,
  onChange,
  onSkip,
  skipLabel = 'Omitir',
  error,
}: {
  id: string;
  tipo: TipoPerfil;
  /** What the circle shows: a compressed photo, or the address of one already saved. */
  foto: Pick<FotoAnswer, 'dataUrl'> | null;
  onChange: (foto: FotoAnswer) => void;
  onSkip?: () => void;
  skipLabel?: string;
  error?: string | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [procesando, setProcesando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [arrastrando, setArrastrando] = useState(false);

  async function procesar(file: File) {
    setAviso(null);
    if (file.size > 0 && file.type && !file.type.startsWith('image/')) {
      setAviso('Ese archivo no es una imagen. Elige una foto JPG, PNG o WebP.');
      toast.error(IMAGEN_ERROR);
      return;
    }
    const toastId = toast.loading(IMAGEN_PROCESANDO);
    setProcesando(true);
    try {
      const blob = await compressImage(file);
      const dataUrl = await blobToDataUrl(blob);
      onChange({ dataUrl, type: blob.type || 'image/jpeg' });
      toast.success(IMAGEN_OK, { id: toastId });
    } catch (err) {
      setAviso(
        err instanceof ImageTooLargeError
          ? 'La imagen pesa más de 5 MB. Elige una más ligera.'
          : err instanceof NotAnImageError
            ? 'Ese archivo no es una imagen. Elige una foto JPG, PNG o WebP.'
            : 'No pudimos leer esa imagen. Prueba con otra foto.',
      );
      toast.error(IMAGEN_ERROR, { id: toastId });
    } finally {
      setProcesando(false);
    }
  }

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Let the same file be picked again after an error or 'Omitir'.
    e.target.value = '';
    if (file) void procesar(file);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setArrastrando(false);
    const file = e.dataTransfer.files[0];
    if (file) void procesar(file);
  };

  const Placeholder = tipo === 'negocio' ? Store : UserRound;
  const mensaje = error ?? aviso ?? undefined;

  return (
    <div id={id} className="flex flex-col items-center gap-6 py-2 text-center">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setArrastrando(true);
        }}
        onDragLeave={() => setArrastrando(false)}
        onDrop={onDrop}
        // A pointer shortcut only: the labelled button below is the keyboard and screen-reader way.
        onClick={() => !procesando && inputRef.current?.click()}
        className={cn(
          'relative grid size-40 cursor-pointer place-items-center rounded-full transition-all sm:size-44',
          foto
            ? 'shadow-lg ring-4 ring-white outline-2 outline-rubi-200'
            : 'border-2 border-dashed bg-rubi-50/60',
          !foto && (arrastrando ? 'border-rubi-600 bg-rubi-100' : 'border-rubi-300'),
        )}
      >
        {foto ? (
          <img
            src={foto.dataUrl}
            alt={tipo === 'negocio' ? 'Vista previa del logo' : 'Vista previa de tu foto'}
            className="size-full rounded-full object-cover"
          />
        ) : (
          <Placeholder aria-hidden="true" className="size-16 text-rubi-300" strokeWidth={1.5} />
        )}
        <span
          aria-hidden="true"
          className="absolute right-1 bottom-1 grid size-11 place-items-center rounded-full bg-marigold-400 text-stone-950 shadow-md ring-4 ring-white"
        >
          <Camera className="size-5" />
        </span>
      </div>

      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label={tipo === 'negocio' ? 'Logo o foto del negocio' : 'Foto de perfil'}
        onChange={onFile}
        hidden
      />

      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button
          size="lg"
          loading={procesando}
          icon={<ImagePlus className="size-5 shrink-0" aria-hidden="true" />}
          onClick={() => inputRef.current?.click()}
          aria-describedby={`${id}-ayuda`}
        >
          {foto ? 'Cambiar foto' : 'Elegir foto'}
        </Button>
        {onSkip ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={procesando}
            onClick={() => {
              setAviso(null);
              onSkip();
            }}
          >
            {skipLabel}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-ayuda`} className="max-w-sm text-sm text-stone-600">
        JPG, PNG o WebP de hasta 5 MB.
        <span className="hidden sm:inline"> También puedes arrastrarla al círculo.</span>
      </p>
      <FieldError message={mensaje} />
    </div>
  );
}
