import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { COPIADO, ERROR_COPIAR } from '../lib/copy.ts';

/** Copies `texto` to the clipboard; says so for a moment on the button and in a toast. */
export function CopiarBoton({ texto, que }: { texto: string; que: string }) {
  const [copiado, setCopiado] = useState(false);
  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(false), 2000);
    return () => clearTimeout(t);
  }, [copiado]);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
      setCopiado(true);
      toast.success(`${COPIADO}: ${que}`);
    } catch {
      toast.error(ERROR_COPIAR);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void copiar()}
      aria-label={`Copiar ${que}`}
      icon={
        copiado ? (
          <Check className="size-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )
      }
      className="shrink-0"
    >
      {copiado ? 'Copiado' : 'Copiar'}
    </Button>
  );
}
