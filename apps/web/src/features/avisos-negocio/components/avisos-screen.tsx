import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useAutomatizaciones } from '../api/automatizaciones.ts';
import { usePromocionesDelNegocio } from '../api/promociones.ts';
import { ERROR_CARGAR_AUTOMATIZACIONES } from '../lib/copy.ts';
import type { NegocioAvisos } from '../lib/mensaje.ts';
import { AutomatizacionCard } from './automatizacion-card.tsx';
import { CampanaComposer } from './campana-composer.tsx';
import { CampanasLista } from './campanas-lista.tsx';
import { CargaErrorDe } from '../../../components/ui/carga.tsx';
import { EncabezadoPantalla } from '../../../components/ui/encabezado-pantalla.tsx';

/**
 * Avisos (issue 28): the automations that bring customers back on their own, and campaigns the
 * owner writes — each with a control group, whose effect Estadísticas → Campañas shows.
 */
export function AvisosScreen({ negocio }: { negocio: NegocioAvisos }) {
  const automatizaciones = useAutomatizaciones();
  const promos = usePromocionesDelNegocio(negocio.publicID);
  const promociones = promos.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <EncabezadoPantalla
        seccion="Que regresen"
        titulo="Avisos"
        accion={
          <ButtonLink to="/negocio-dashboard/estadisticas?vista=campanas" variant="secondary">
            Ver el efecto
          </ButtonLink>
        }
      >
        Mensajes a la tarjeta, al teléfono o al correo de tus clientes, solo si los aceptaron. Cada
        uno se mide contra un grupo que no lo recibe, para que sepas si funciona.
      </EncabezadoPantalla>

      <section aria-labelledby="avisos-automatizaciones" className="flex flex-col gap-4">
        <div>
          <h2 id="avisos-automatizaciones" className="text-xl font-bold text-stone-900">
            Automatizaciones
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">
            Enciéndelas una vez y salen solas, a cada cliente en su momento.
          </p>
        </div>
        {automatizaciones.isPending ? (
          <div
            role="status"
            aria-label="Cargando automatizaciones"
            className="grid grid-cols-1 gap-4 lg:grid-cols-2"
          >
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-56 animate-pulse rounded-2xl bg-stone-200/70" />
            ))}
          </div>
        ) : automatizaciones.isError ? (
          <CargaErrorDe
            query={automatizaciones}
            fallback={ERROR_CARGAR_AUTOMATIZACIONES}
            forma="barra"
          />
        ) : (
          <ul className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            {automatizaciones.data.map((a) => (
              <li key={a.tipo}>
                <AutomatizacionCard
                  automatizacion={a}
                  negocio={negocio}
                  promociones={promociones}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="flex items-start gap-2 text-sm text-stone-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          Nadie recibe más de 1 aviso al día ni 2 por semana de tu negocio, y cada mensaje trae cómo
          dejar de recibirlos.
        </p>
      </section>

      <section aria-labelledby="avisos-campanas" className="flex flex-col gap-4">
        <div>
          <h2 id="avisos-campanas" className="text-xl font-bold text-stone-900">
            Campañas
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">
            Un mensaje tuyo, cuando quieras, a los clientes que elijas.
          </p>
        </div>
        <CampanaComposer negocio={negocio} promociones={promociones} />
        <h3 className="mt-2 text-base font-bold text-stone-900">Tus campañas</h3>
        <CampanasLista negocio={negocio} promociones={promociones} />
      </section>
    </div>
  );
}
