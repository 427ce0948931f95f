import { useDeferredValue } from 'react';

/**
 * A query as a screen section draws it: its answer is drawn as a transition. TanStack Query hands
 * an answer to React as a synchronous update, drawn in one piece; when a dashboard opens, its
 * sections' answers land together and drawing them all made one long task that froze the phone
 * (issue 12: Lighthouse's Total Blocking Time). With the answer deferred React draws each section
 * in slices, yielding to the browser between them, and the section keeps its loading state until
 * then. Later answers (a refetch) show the previous one meanwhile.
 */
export function useEnTransicion<Q extends { data: unknown; isPending: boolean; isError: boolean }>(
  consulta: Q,
): Q {
  const data = useDeferredValue(consulta.data);
  if (data === consulta.data) return consulta;
  return { ...consulta, data, isPending: data === undefined && !consulta.isError };
}
