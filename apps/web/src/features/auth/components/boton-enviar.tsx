import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** An account form's one main action: full width, large, its icon, a spinner while it is sent. */
export function BotonEnviar({
  icon: Icon,
  cargando,
  disabled,
  className,
  children,
}: {
  icon: LucideIcon;
  cargando: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={disabled}
      loading={cargando}
      icon={<Icon className="size-5" aria-hidden="true" />}
      className={cn('w-full', className)}
    >
      {children}
    </Button>
  );
}
