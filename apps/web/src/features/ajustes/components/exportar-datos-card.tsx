import { Download, FileJson, FileSpreadsheet, type LucideIcon } from 'lucide-react';
import { rutaExportacion, type NegocioPerfil } from '@tarjeto/shared';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { plural } from '../lib/copy.ts';

/** One file to download: where the API streams it, what it is called and what it holds. */
export interface Descarga {
  href: string;
  titulo: string;
  detalle: string;
  icon: LucideIcon;
}

/**
 * 'Descarga tus datos' (DOMAIN §8): each file is a plain link to the API, so the browser saves the
 * server's stream straight to disk — a business with a million visits never has them in a page.
 */
export function DescargasCard({
  descripcion,
  descargas,
}: {
  descripcion: string;
  descargas: readonly Descarga[];
}) {
  return (
    <Card>
      <CardHeader title="Descarga tus datos" description={descripcion} />
      <ul className="divide-y divide-stone-100">
        {descargas.map(({ href, titulo, detalle, icon: Icon }) => (
          <li key={href} className="flex flex-wrap items-center gap-4 px-5 py-4 sm:px-6">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-marigold-50 text-marigold-800">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold text-stone-900">{titulo}</p>
              <p className="text-sm text-stone-600">{detalle}</p>
            </div>
            <a
              href={href}
              download
              className={buttonClasses('secondary', 'sm', 'shrink-0')}
              aria-label={`Descargar ${titulo}`}
            >
              <Download className="size-4" aria-hidden="true" />
              Descargar
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The business's three files: its customers, its visits, and everything as JSON. */
export function ExportarDatosCard({
  negocio,
}: {
  negocio: Pick<NegocioPerfil, 'publicID' | 'clientesUnicos' | 'visitasTotales'>;
}) {
  return (
    <DescargasCard
      descripcion="Son tuyos. Los CSV se abren en Excel o Google Sheets."
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
  );
}
