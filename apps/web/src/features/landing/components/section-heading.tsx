import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Eyebrow, h2 and lead of a landing section; `id` is what the section's aria-labelledby names. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-bold tracking-[0.14em] text-rubi-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-base leading-7 text-pretty text-stone-600 sm:text-lg">{children}</p>
      ) : null}
    </div>
  );
}
