import { Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogros } from '../api/logros.ts';
import { claveDeLogro, LogroObtenidoItem, LogroProximoItem } from './logros-lista.tsx';
import { CargaError } from '../../../components/ui/carga.tsx';
import { useTitulo } from '../../../lib/titulo.ts';

/**
 * Logros (issue 11, DOMAIN §5): what the customer earned — first visit, each level at each place,
 * 4/12/26 weeks in a row, first canje, 5 places — newest first, and the next of each with how far
 * they are ('12 semanas seguidas 5/12'), closest first.
 */
export function LogrosScreen() {
  const logros = useLogros();
  useTitulo('Logros');

  let contenido;
  if (logros.isPending) {
    contenido = (
      <div role="status" aria-label="Cargando logros" className="grid gap-6 lg:grid-cols-2">
        <div className="h-64 animate-pulse rounded-2xl bg-stone-200/70" />
        <div className="h-64 animate-pulse rounded-2xl bg-stone-200/70" />
      </div>
    );
  } else if (logros.isError) {
    contenido = (
      <CargaError
        message={errorMessage(logros.error, 'No pudimos cargar tus logros.')}
        onRetry={() => void logros.refetch()}
        retrying={logros.isFetching}
      />
    );
  } else {
    const { obtenidos, proximos } = logros.data;
    // What to do next first (a phone reaches it without scrolling past every trophy).
    contenido = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <section aria-labelledby="logros-siguientes" className="p-5 sm:p-6">
            <h2 id="logros-siguientes" className="text-lg font-bold text-stone-900">
              Siguientes
            </h2>
            {proximos.length === 0 ? (
              <p className="mt-4 text-sm text-stone-600">
                ¡Los tienes todos! Sigue visitando tus lugares para mantener tus niveles.
              </p>
            ) : (
              <ul className="mt-4 space-y-5">
                {proximos.map((l) => (
                  <li key={claveDeLogro(l)}>
                    <LogroProximoItem logro={l} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card>
        <Card>
          <section aria-labelledby="logros-obtenidos" className="p-5 sm:p-6">
            <h2 id="logros-obtenidos" className="text-lg font-bold text-stone-900">
              Obtenidos
              {obtenidos.length > 0 ? (
                <span className="text-stone-500"> · {obtenidos.length}</span>
              ) : null}
            </h2>
            {obtenidos.length === 0 ? (
              <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl bg-stone-50 px-5 py-8 text-center">
                <Trophy className="size-8 text-marigold-600" aria-hidden="true" />
                <p className="font-bold text-stone-900">Aún no tienes logros</p>
                <p className="max-w-sm text-sm text-stone-600">
                  Tu primera visita te da el primero: muestra Mi código en el mostrador de tu lugar
                  favorito.
                </p>
              </div>
            ) : (
              <ul className="mt-4 space-y-4">
                {obtenidos.map((l) => (
                  <li key={claveDeLogro(l)}>
                    <LogroObtenidoItem logro={l} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card>
      </div>
    );
  }

  return (
    <>
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">Logros</h1>
        <p className="mt-1 text-stone-600">
          Lo que ganas visitando tus lugares: niveles, rachas y más.
        </p>
      </header>
      {contenido}
    </>
  );
}
