import type { ReactNode } from 'react';
import { TarjetoLogo } from '../../../components/layout/public-header.tsx';

/**
 * The wizard's frame: a small header with the logo and a way out (the logout button the route
 * passes in), no side navigation — nothing else to do until the profile exists. Its choices and
 * 'Siguiente' fill the bottom of a phone, so toasts drop from under the header here
 * (`data-avisos-arriba`, see index.css) instead of rising over them.
 */
export function WizardShell({
  headerAction,
  children,
}: {
  headerAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      data-avisos-arriba=""
      className="min-h-dvh bg-stone-50 bg-[radial-gradient(60rem_30rem_at_50%_-10rem,var(--color-marigold-50),transparent)]"
    >
      <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <TarjetoLogo />
          {headerAction}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:px-8 lg:pb-16">
        {children}
      </main>
    </div>
  );
}
