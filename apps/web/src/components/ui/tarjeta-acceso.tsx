import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { ButtonLink } from './button.tsx';
import { Card, CardHeader } from './card.tsx';

/** A card of Ajustes that leads to a page of its own (the account's activity, the team). */
export function TarjetaAcceso({
  title,
  description,
  icon: Icon,
  texto,
  to,
  label,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Why one would go there. */
  texto: string;
  to: string;
  /** The link's words ('Ver equipo'). */
  label: string;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <div className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rubi-50 text-rubi-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 basis-48 text-sm text-stone-600">{texto}</p>
        <ButtonLink to={to} variant="secondary" size="sm" className="shrink-0">
          {label}
          <ChevronRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}
