/**
 * `cargar` run once — a screen's code or a form's checks fetched on demand: every caller gets the
 * same promise; once it has settled well it is marked fulfilled (the fields React's `use` reads,
 * so a component reading it after that draws at once instead of suspending); after a failure the
 * next call tries again, so a dropped connection is not the end of it.
 */
export function cargaUnaVez<T>(cargar: () => Promise<T>): () => Promise<T> {
  type Marcada = Promise<T> & { status?: 'fulfilled'; value?: T };
  let carga: Marcada | null = null;
  return () => {
    if (!carga) {
      const p: Marcada = cargar().then(
        (valor) => {
          p.status = 'fulfilled';
          p.value = valor;
          return valor;
        },
        (err: unknown) => {
          carga = null;
          throw err;
        },
      );
      carga = p;
    }
    return carga;
  };
}
