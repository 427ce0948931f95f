import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';

/** The tab's title while a screen is shown: «Ofertas · Tarjeto». */
export function useTitulo(titulo: string) {
  useEffect(() => {
    document.title = `${titulo} · ${APP_NAME}`;
  }, [titulo]);
}
