import type { Promocion } from '@tarjeto/shared';

// The promotion a message may carry (a campaign's, an automation's): one label and one list of
// choices for both forms.

export const ETIQUETA_PROMOCION_INCLUIDA = (
  <>
    Promoción incluida <span className="font-normal text-stone-600">(opcional)</span>
  </>
);

/** None, or one of the business's promotions; an inactive one says so. */
export function OpcionesPromocionIncluida({ promociones }: { promociones: readonly Promocion[] }) {
  return (
    <>
      <option value="">Sin promoción</option>
      {promociones.map((p) => (
        <option key={p.publicID} value={p.publicID}>
          {p.titulo}
          {p.activo ? '' : ' (inactiva)'}
        </option>
      ))}
    </>
  );
}
