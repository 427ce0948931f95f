import type { ReactNode } from 'react';
import { UserX } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { MarcoSimple } from './marco-simple.tsx';

/**
 * A business account that belongs to no business any more (its owner removed it from the team):
 * it says so, instead of a dashboard whose every call would be refused.
 */
export function SinNegocioScreen({ logout }: { logout: ReactNode }) {
  return (
    <MarcoSimple titulo="Sin negocio" negocio={null} logout={logout}>
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-stone-100 text-stone-700">
          <UserX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">
          Ya no eres parte de un equipo
        </h1>
        <p className="max-w-md text-stone-600">
          Tu cuenta no está en el equipo de ningún negocio. Si crees que es un error, pide al dueño
          que te invite de nuevo.
        </p>
      </Card>
    </MarcoSimple>
  );
}
