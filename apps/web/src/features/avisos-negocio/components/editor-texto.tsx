import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Plus } from 'lucide-react';
import { errorDeTexto, largoTexto, MARCADORES, TEXTO_MAX } from '@tarjeto/shared';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A message's text as its forms keep it, for EditorTexto (`editor`): once shown, its error is
 * checked again on each edit. `comprobar()` says whether it can be sent (else shows why and
 * focuses the box); `rechazar()` does the same with the server's words.
 */
export function useTextoDelMensaje(inicial: string) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [texto, setTexto] = useState(inicial);
  const [error, setError] = useState<string | null>(null);
  const rechazar = (mensaje: string | null) => {
    setError(mensaje);
    if (mensaje) textareaRef.current?.focus();
  };
  return {
    texto,
    setTexto,
    comprobar: () => {
      const e = errorDeTexto(texto);
      rechazar(e);
      return e === null;
    },
    rechazar,
    editor: {
      value: texto,
      textareaRef,
      error,
      onChange: (v: string) => {
        setTexto(v);
        if (error) setError(errorDeTexto(v));
      },
    },
  };
}

/**
 * The message's text box: the placeholders as chips under it (each inserts its {dato} where the
 * cursor is, and the cursor goes on after it), and the count against TEXTO_MAX.
 */
export function EditorTexto({
  label,
  value,
  onChange,
  error,
  textareaRef,
  hint,
}: {
  label: string;
  value: string;
  onChange: (texto: string) => void;
  error?: string | null;
  textareaRef?: React.RefObject<HTMLTextAreaElement | null>;
  hint?: string;
}) {
  const id = useId();
  const propio = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? propio;
  const largo = largoTexto(value);
  const insertar = (clave: string) => {
    const el = ref.current;
    const marca = `{${clave}}`;
    const inicio = el?.selectionStart ?? value.length;
    const fin = el?.selectionEnd ?? value.length;
    const antes = value.slice(0, inicio);
    // A space before it when it would stick to a word.
    const separador = antes && !/[\s¡¿(]$/.test(antes) ? ' ' : '';
    const nuevo = `${antes}${separador}${marca}${value.slice(fin)}`;
    // The new text reaches the box now, so the cursor goes after the chip before anything else is
    // typed (set a frame later, it moved back over what was typed in between).
    flushSync(() => onChange(nuevo));
    const cursor = inicio + separador.length + marca.length;
    el?.focus();
    el?.setSelectionRange(cursor, cursor);
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(fieldClasses(Boolean(error)), 'resize-y leading-6')}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-count`}
          className={cn(
            'ml-auto shrink-0 text-xs tabular-nums',
            largo > TEXTO_MAX ? 'font-bold text-red-700' : 'text-stone-600',
          )}
        >
          {largo}/{TEXTO_MAX}
        </span>
      </div>
      <div role="group" aria-label="Insertar un dato del cliente" className="flex flex-wrap gap-2">
        {MARCADORES.map((m) => (
          <button
            key={m.clave}
            type="button"
            onClick={() => insertar(m.clave)}
            title={m.descripcion}
            aria-label={`Insertar {${m.clave}}: ${m.descripcion.toLowerCase()}`}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-stone-300 bg-white px-3 font-mono text-xs font-semibold text-stone-700 hover:border-rubi-600 hover:bg-rubi-50 hover:text-rubi-800"
          >
            <Plus className="size-3.5" aria-hidden="true" />
            {`{${m.clave}}`}
          </button>
        ))}
      </div>
    </div>
  );
}
