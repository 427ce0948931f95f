import { useMemo, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldErrors } from '@tarjeto/shared';
import { toast } from '../ui/toast.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { enfocarPrimerError, fieldId } from './campo-base.tsx';
import type { CambioFoto } from './guardar-foto.ts';
import { vincular } from './tipos.ts';

// A saved profile read, then edited in place: the Editar/Cancelar toggle and 'Guardar Cambios' of
// 'Mi negocio' and of the customer's Ajustes. Editing starts from the saved values; Cancelar drops
// every change; saving checks the fields as the server will, sends them, then the photo — a photo
// that fails leaves the fields saved and says so at the photo — and shows the server's field
// errors at their fields, the focus on the first one on the page.

export const CAMBIOS_GUARDADOS = 'Cambios guardados';
export const ERROR_GUARDAR = 'Error al guardar los cambios';
export const REVISA_CAMPOS = 'Revisa los campos marcados';
export const FOTO_NO_GUARDADA = 'Guardamos tus datos, pero no la foto';
export const ERROR_FOTO = 'No pudimos cambiar la foto. Intenta con otra imagen.';

export function useEditorPerfil<V extends object, P>({
  perfil,
  valoresDe,
  pathDe,
  pathFoto,
  validar,
  enviar,
  onGuardado,
  errorDelServidor = (path) => path,
}: {
  /** The profile as saved. */
  perfil: P;
  /** The form's values of a saved profile. */
  valoresDe: (perfil: P) => V;
  /** Where a value lives in the body, as field errors name it. */
  pathDe: (key: keyof V & string) => string;
  /** The photo's path in field errors. */
  pathFoto: string;
  /** The server's checks, run before sending: errors by path, or null. */
  validar: (valores: V) => FieldErrors | null;
  /** Saves the fields, then the photo: the saved profile, and why the photo failed (or null). */
  enviar: (valores: V, foto: CambioFoto) => Promise<{ perfil: P; errorFoto: unknown }>;
  onGuardado: (perfil: P) => void;
  /** A server error's path as the fields name it (e.g. without the body's wrapper). */
  errorDelServidor?: (path: string) => string;
}) {
  const base = useMemo(() => valoresDe(perfil), [valoresDe, perfil]);
  const [editando, setEditando] = useState(false);
  const [valores, setValores] = useState<V>(base);
  const [foto, setFoto] = useState<CambioFoto>({ tipo: 'igual' });
  const [errores, setErrores] = useState<FieldErrors>({});
  const guardar = useMutation({
    mutationFn: ({ v, f }: { v: V; f: CambioFoto }) => enviar(v, f),
  });

  const empezar = (abierto: boolean) => {
    setValores(base);
    setFoto({ tipo: 'igual' });
    setErrores({});
    setEditando(abierto);
  };
  /** Drops the errors at these paths (and below them). */
  const limpiar = (paths: string[]) =>
    setErrores((prev) => {
      const next = Object.fromEntries(
        Object.entries(prev).filter(
          ([p]) => !paths.some((fp) => p === fp || p.startsWith(`${fp}.`)),
        ),
      );
      return Object.keys(next).length === Object.keys(prev).length ? prev : next;
    });
  const cambiar = (patch: Partial<V>) => {
    setValores((prev) => ({ ...prev, ...patch }));
    limpiar(Object.keys(patch).map((k) => pathDe(k as keyof V & string)));
  };
  const errorEn = (path: string) =>
    errores[path] ?? Object.entries(errores).find(([p]) => p.startsWith(`${path}.`))?.[1];
  const mostrarErrores = (fieldErrors: FieldErrors) => {
    setErrores(fieldErrors);
    enfocarPrimerError(Object.keys(fieldErrors));
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
      { v: valores, f: foto },
      {
        onSuccess: ({ perfil: nuevo, errorFoto }) => {
          onGuardado(nuevo);
          if (errorFoto) {
            // The fields are saved; the photo is still to do.
            setValores(valoresDe(nuevo));
            mostrarErrores({ [pathFoto]: errorMessage(errorFoto, ERROR_FOTO) });
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
            mostrarErrores(
              Object.fromEntries(
                Object.entries(err.fieldErrors).map(([p, m]) => [errorDelServidor(p), m]),
              ),
            );
          toast.error(errorMessage(err, ERROR_GUARDAR));
        },
      },
    );
  };

  return {
    editando,
    /** What the page shows: the values being edited, or the saved ones. */
    v: editando ? valores : base,
    valores,
    setValores,
    foto,
    /** A new photo, or none: its error goes. */
    cambiarFoto: (cambio: CambioFoto) => {
      setFoto(cambio);
      limpiar([pathFoto]);
    },
    errores,
    errorEn,
    limpiar,
    /** Each field's id, value, onChange and error, by the name of its value. */
    campo: vincular(
      valores,
      cambiar,
      (k) => fieldId(pathDe(k)),
      (k) => errorEn(pathDe(k)),
    ),
    sinCambios: foto.tipo === 'igual' && JSON.stringify(valores) === JSON.stringify(base),
    /** Editar: from the saved values. */
    editar: () => empezar(true),
    /** Cancelar: every change is dropped and the profile reads as saved. */
    cancelar: () => empezar(false),
    onSubmit,
    guardando: guardar.isPending,
  };
}
