import { Link, type LinkProps } from 'react-router';
import { cn } from '../../../lib/cn.ts';

/** A text link of the account screens: rubí, underlined on hover, a 44 px tall touch target. */
export function AuthLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center rounded-md font-semibold text-rubi-700 underline-offset-4 hover:text-rubi-800 hover:underline',
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
