import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { LugarEnCartera } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import {
  leerNegocioPendiente,
  olvidarNegocioPendiente,
  type NegocioPendiente,
} from '../lib/negocio-pendiente.ts';
import { AgregarBoton, type AgregarACartera } from './agregar-boton.tsx';

/**
 * The business a guest chose on its public page before signing up, offered again now that the
 * account is ready: one tap adds it. Already in the wallet, or declined, it is forgotten.
 */
export function NegocioPendienteAviso({
  cartera,
  agregar,
}: {
  cartera: LugarEnCartera[] | undefined;
  agregar: AgregarACartera;
}) {
  const [pendiente, setPendiente] = useState<NegocioPendiente | null>(() => leerNegocioPendiente());
  const yaEsta = !!pendiente && !!cartera?.some((l) => l.slug === pendiente.slug);

  useEffect(() => {
    if (yaEsta) {
      olvidarNegocioPendiente();
      setPendiente(null);
    }
  }, [yaEsta]);

  if (!pendiente || !cartera || yaEsta) return null;
  const olvidar = () => {
    olvidarNegocioPendiente();
    setPendiente(null);
  };
  return (
    <section
      aria-labelledby="pendiente-titulo"
      className="flex flex-col gap-4 rounded-3xl bg-marigold-50 p-5 ring-1 ring-marigold-200 ring-inset sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-6 shrink-0 text-marigold-800" aria-hidden="true" />
        <div>
          <h2 id="pendiente-titulo" className="font-bold text-stone-900">
            ¿Agregamos {pendiente.nombreComercial} a tu cartera?
          </h2>
          <p className="text-sm text-stone-700">
            Lo elegiste antes de crear tu cuenta. Con tu primera visita empiezas a juntar visitas.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AgregarBoton
          codigo={pendiente.codigo}
          nombre={pendiente.nombreComercial}
          agregar={agregar}
          onAgregado={olvidarNegocioPendiente}
        />
        <Button variant="ghost" onClick={olvidar}>
          Ahora no
        </Button>
      </div>
    </section>
  );
}
