/**
 * A value made on first use, then kept. For es-MX formatters above all: the first Intl object a
 * page makes costs a slow phone some 50 ms (the locale's data) and every other one a few more, so
 * none is made while a screen's modules load, only when something is formatted (issue 29). Lint
 * forbids `new Intl.…` at a module's top level.
 */
export const perezoso = <T>(crear: () => T) => {
  let valor: T | undefined;
  return () => (valor ??= crear());
};
