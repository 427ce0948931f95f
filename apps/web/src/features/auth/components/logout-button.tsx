import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLogout } from '../api/logout.ts';

export const LOGOUT_OK = 'Sesión cerrada exitosamente';
export const LOGOUT_ERROR = 'Error al cerrar sesión';

/**
 * 'Cerrar sesión' (SPEC §2 Ajustes, §4): ends the session, says how it went, and — whether the
 * server answered or not — forgets the local session and goes to /login.
 */
export function LogoutButton({
  variant = 'secondary',
  className,
  label = 'Cerrar sesión',
}: {
  variant?: 'secondary' | 'ghost' | 'link';
  className?: string;
  label?: string;
}) {
  const logout = useLogout();
  const navigate = useNavigate();

  const onClick = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast.success(LOGOUT_OK),
      onError: () => toast.error(LOGOUT_ERROR),
      onSettled: () => navigate('/login', { replace: true }),
    });

  if (variant === 'link') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
        className={cn(
          'inline-flex min-h-11 items-center rounded-md font-semibold text-rubi-700 underline-offset-4 hover:text-rubi-800 hover:underline disabled:opacity-60',
          className,
        )}
      >
        {label}
      </button>
    );
  }
  return (
    <Button
      variant={variant}
      onClick={onClick}
      loading={logout.isPending}
      icon={<LogOut className="size-4" aria-hidden="true" />}
      className={className}
    >
      {label}
    </Button>
  );
}
