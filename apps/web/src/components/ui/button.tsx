import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type Size, type Variant } from './boton.tsx';

export { Button, buttonClasses, type ButtonProps } from './boton.tsx';

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, className as string | undefined)} {...rest} />
  );
}
