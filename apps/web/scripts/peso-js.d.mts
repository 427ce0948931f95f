// Types of peso-js.mjs (used from TypeScript by the budget test and the bench).
export declare const DIST: string;
export declare const PRESUPUESTO_KB: { landing: number; panel: number };
export interface Pagina {
  nombre: string;
  presupuesto: 'landing' | 'panel';
  claves: string[];
}
export declare const PAGINAS: Pagina[];
export interface Chunk {
  file: string;
  imports?: string[];
}
export declare function leerManifest(dist?: string): Record<string, Chunk>;
export declare function archivosDe(manifest: Record<string, Chunk>, claves: string[]): string[];
export declare function gzipBytes(archivo: string, dist?: string): number;
export interface PesoDePagina {
  nombre: string;
  archivos: string[];
  kb: number;
  presupuestoKb: number;
}
export declare function medirPaginas(
  dist?: string,
  presupuestos?: { landing: number; panel: number },
): PesoDePagina[];
