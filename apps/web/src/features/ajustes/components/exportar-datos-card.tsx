import { useState } from 'react';
import { Download, FileJson, FileSpreadsheet, LockKeyhole, type LucideIcon } from 'lucide-react';
import { rutaExportacion, type NegocioPerfil } from '@tarjeto/shared';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { usePermisoExportacion } from '../api/permiso-exportacion.ts';
import { ERROR_PERMISO_DESCARGA, plural } from '../lib/copy.ts';
import { iniciarDescarga } from '../lib/descargar.ts';
import { ConfirmarContrasenaDialog } from './confirmar-contrasena-dialog.tsx';

/** One file to download: where the API streams it, what it is called and what it holds. */
export interface Descarga {
  href: string;
  titulo: string;
  detalle: string;
  icon: LucideIcon;
}

/**
 * 'Descarga tus datos' (DOMAIN §8): the browser saves each file from the server's stream straight
 * to disk — a business with a million visits never has them in a page. Each file is a plain link,
 * or, with `onDescargar`, a button that asks for something first (the business's password).
 */
export function DescargasCard({
  descripcion,
  descargas,
  onDescargar,
}: {
  descripcion: string;
  descargas: readonly Descarga[];
  onDescargar?: (descarga: Descarga) => void;
}) {
  return (
    <Card>
      <CardHeader title="Descarga tus datos" description={descripcion} />
      <ul className="divide-y divide-stone-100">
        {descargas.map((descarga) => {
          const { href, titulo, detalle, icon: Icon } = descarga;
          return (
            <li key={href} className="flex flex-wrap items-center gap-4 px-5 py-4 sm:px-6">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-marigold-50 text-marigold-800">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold text-stone-900">{titulo}</p>
                <p className="text-sm text-stone-600">{detalle}</p>
              </div>
              {onDescargar ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0"
                  aria-label={`Descargar ${titulo}`}
                  icon={<Download className="size-4" aria-hidden="true" />}
                  onClick={() => onDescargar(descarga)}
                >
                  Descargar
                </Button>
              ) : (
                <a
                  href={href}
                  download
                  className={buttonClasses('secondary', 'sm', 'shrink-0')}
                  aria-label={`Descargar ${titulo}`}
                >
                  <Download className="size-4" aria-hidden="true" />
                  Descargar
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * The business's three files: its customers, its visits, and everything as JSON. Each download
 * asks for the owner's password first (docs/security.md, part 3): a session left open on a shared
 * computer carries no customer list off.
 */
export function ExportarDatosCard({
  negocio,
}: {
  negocio: Pick<NegocioPerfil, 'publicID' | 'clientesUnicos' | 'visitasTotales'>;
}) {
  const permiso = usePermisoExportacion(negocio.publicID);
  const [pidiendo, setPidiendo] = useState<Descarga | null>(null);

  return (
    <>
      <DescargasCard
        descripcion="Son tuyos. Los CSV se abren en Excel o Google Sheets. Por seguridad, te pedimos tu contraseña en cada descarga."
        onDescargar={setPidiendo}
        descargas={[
          {
            href: rutaExportacion(negocio.publicID, 'clientes.csv'),
            titulo: 'Clientes (CSV)',
            detalle: `${plural(negocio.clientesUnicos, 'cliente', 'clientes')}: nivel, visitas, canjes, primera y última visita.`,
            icon: FileSpreadsheet,
          },
          {
            href: rutaExportacion(negocio.publicID, 'visitas.csv'),
            titulo: 'Visitas (CSV)',
            detalle: `${plural(negocio.visitasTotales, 'visita', 'visitas')}: fecha y hora, sucursal, Nexo y cliente.`,
            icon: FileSpreadsheet,
          },
          {
            href: rutaExportacion(negocio.publicID, 'datos.json'),
            titulo: 'Todo tu negocio (JSON)',
            detalle:
              'Perfil, sucursales, Nexos, programa, temporadas, promociones, canjes, tarjetas y visitas.',
            icon: FileJson,
          },
        ]}
      />

      <ConfirmarContrasenaDialog
        open={pidiendo !== null}
        title={`Descargar ${pidiendo?.titulo ?? ''}`}
        confirmLabel="Descargar"
        loading={permiso.isPending}
        errorPorDefecto={ERROR_PERMISO_DESCARGA}
        icono={LockKeyhole}
        onConfirm={async (contrasena) => {
          const descarga = pidiendo;
          if (!descarga) return;
          await permiso.mutateAsync({ contrasena });
          // The answer set the permit's cookie: the download carries it.
          iniciarDescarga(descarga.href);
          setPidiendo(null);
        }}
        onCancel={() => setPidiendo(null)}
      >
        <p>
          Estos archivos tienen los datos de tus clientes. Confirma que eres tú para descargarlos.
        </p>
      </ConfirmarContrasenaDialog>
    </>
  );
}
