import { QrCode } from '../../../components/ui/qr-code.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { MINUTOS_DEL_CODIGO } from '../lib/copy.ts';

/**
 * How to pair, in three steps. Any phone or tablet becomes a Nexo by opening the kiosk page of this
 * same app (DOMAIN §4): the address is written out for typing and drawn as a QR for the device's
 * camera, which is quicker than typing on a counter tablet.
 */
export function PairingSteps({ kioskUrl }: { kioskUrl: string }) {
  const pasos = [
    {
      titulo: 'Genera un código',
      cuerpo: `Toca ‘Generar Código’. Dura ${MINUTOS_DEL_CODIGO} minutos y sirve una sola vez.`,
    },
    {
      titulo: 'Escríbelo en tu Nexo',
      cuerpo: (
        <>
          En la tablet o celular de tu mostrador abre{' '}
          <span className="font-mono font-semibold [overflow-wrap:anywhere] text-stone-900">
            {kioskUrl}
          </span>{' '}
          y escribe el código.
        </>
      ),
    },
    {
      titulo: '¡Listo!',
      cuerpo: 'En cuanto se conecte lo verás aquí En línea, y ya podrá registrar visitas.',
    },
  ];

  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-stone-900">Cómo vincular tu Nexo</h2>
      <ol className="mt-4 space-y-4">
        {pasos.map((paso, i) => (
          <li key={paso.titulo} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-rubi-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div className="min-w-0 text-sm leading-6 text-stone-700">
              <p className="font-semibold text-stone-900">{paso.titulo}</p>
              <p>{paso.cuerpo}</p>
            </div>
          </li>
        ))}
      </ol>
      <figure className="mt-5 flex items-center gap-4 rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200 ring-inset">
        <QrCode
          value={kioskUrl}
          label={`Código QR para abrir ${kioskUrl}`}
          className="size-32 shrink-0 rounded-lg"
        />
        <figcaption className="text-sm leading-6 text-stone-700">
          <span className="font-semibold text-stone-900">¿Sin teclado a la mano?</span> Escanea este
          QR con la cámara de la tablet o el celular para abrir el Nexo.
        </figcaption>
      </figure>
    </Card>
  );
}
