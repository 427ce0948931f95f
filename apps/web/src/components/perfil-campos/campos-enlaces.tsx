import type { ReactNode } from 'react';
import { Camera, Globe, Music2 } from 'lucide-react';
import { Input } from '../ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import type { CampoProps } from './tipos.ts';

// The business online (SPEC §2): its website and its social networks, all optional. The same
// icons mark the fields and, in the previews and 'Mi negocio', the links themselves.

export interface EnlacesValores {
  sitioWeb: string;
  facebook: string;
  instagram: string;
  tiktok: string;
}
export type CampoEnlace = keyof EnlacesValores;
export type RedSocial = Exclude<CampoEnlace, 'sitioWeb'>;

export const REDES_SOCIALES = ['facebook', 'instagram', 'tiktok'] as const;
/** Every link, in the order the profile lists them. */
export const CAMPOS_ENLACE = ['sitioWeb', ...REDES_SOCIALES] as const;

export const ENLACE_NOMBRE: Record<CampoEnlace, string> = {
  sitioWeb: 'Sitio web',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

const PLACEHOLDER: Record<CampoEnlace, string> = {
  sitioWeb: 'https://tunegocio.mx',
  facebook: 'https://facebook.com/tunegocio',
  instagram: 'https://instagram.com/tunegocio',
  tiktok: 'https://tiktok.com/@tunegocio',
};

/** Each link's mark, coloured for a white field (`tono="campo"`) or white on its brand colour. */
export function EnlaceIcono({
  campo,
  tono = 'campo',
}: {
  campo: CampoEnlace;
  tono?: 'campo' | 'marca';
}) {
  const color = (c: string) => (tono === 'campo' ? c : 'text-white');
  if (campo === 'facebook')
    return (
      <span
        aria-hidden="true"
        className={cn('text-lg leading-none font-extrabold', color('text-[#1877f2]'))}
      >
        f
      </span>
    );
  const Icon = { sitioWeb: Globe, instagram: Camera, tiktok: Music2 }[campo];
  const tonos = {
    sitioWeb: 'text-stone-400',
    instagram: 'text-[#e1306c]',
    tiktok: 'text-stone-900',
  };
  return <Icon aria-hidden="true" className={cn('size-5', color(tonos[campo]))} />;
}

export function EnlaceCampo({
  campo,
  onChange,
  ...props
}: CampoProps<string> & { campo: CampoEnlace }) {
  return (
    <Input
      label={ENLACE_NOMBRE[campo]}
      type="url"
      inputMode="url"
      autoComplete={campo === 'sitioWeb' ? 'url' : undefined}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={PLACEHOLDER[campo]}
      maxLength={300}
      trailing={
        <span aria-hidden="true" className="mr-2.5 grid min-w-5 place-items-center">
          <EnlaceIcono campo={campo} />
        </span>
      }
      {...props}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Several links one under the other (the wizard's social-network step, 'Mi negocio'). */
export function EnlacesCampos({
  campos,
  campo,
  className,
}: {
  campos: readonly CampoEnlace[];
  campo: (key: CampoEnlace) => CampoProps<string>;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {campos.map((k) => (
        <EnlaceCampo key={k} campo={k} {...campo(k)} />
      ))}
    </div>
  );
}

/** A link typed without its scheme still opens (the server stores it with https://). */
export const hrefDe = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
export const sinProtocolo = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

const FONDO_RED: Record<RedSocial, string> = {
  facebook: 'bg-[#1877f2]',
  instagram: 'bg-gradient-to-tr from-[#c13584] via-[#e1306c] to-[#f77737]',
  tiktok: 'bg-stone-950',
};

/** The business's social networks as round brand buttons; none when it gave none. */
export function RedesIconos({
  redes,
  className,
}: {
  redes: Partial<Record<RedSocial, string | undefined>>;
  className?: string;
}) {
  const con = REDES_SOCIALES.filter((r) => redes[r]?.trim());
  if (con.length === 0) return null;
  return (
    <div className={cn('flex gap-2', className)}>
      {con.map((r) => (
        <a
          key={r}
          href={hrefDe(redes[r]!.trim())}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={ENLACE_NOMBRE[r]}
          title={ENLACE_NOMBRE[r]}
          className={cn(
            'grid size-11 place-items-center rounded-full text-white shadow-sm',
            FONDO_RED[r],
          )}
        >
          <EnlaceIcono campo={r} tono="marca" />
        </a>
      ))}
    </div>
  );
}

/** The website as a link without its scheme, with the globe. */
export function SitioWebEnlace({ url, children }: { url: string; children?: ReactNode }) {
  return (
    <a
      href={hrefDe(url)}
      target="_blank"
      rel="noreferrer noopener"
      className="truncate font-semibold text-rubi-700 underline-offset-2 hover:underline"
    >
      {children ?? sinProtocolo(url)}
    </a>
  );
}
