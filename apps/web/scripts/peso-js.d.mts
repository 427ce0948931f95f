// Types of peso-js.mjs (used from TypeScript by the budget test and the bench).
export declare const DIST: string;
export type ClavePresupuesto =
  | 'landing'
  | 'para-negocios'
  | 'negocio-publico'
  | 'cliente-inicio'
  | 'mi-codigo'
  | 'nexo'
  | 'negocio-inicio'
  | 'negocio-estadisticas';
export declare const PRESUPUESTO_KB: Record<ClavePresupuesto, number>;
export declare const MAX_ARCHIVOS: number;
export interface Pagina {
  nombre: string;
  presupuesto: ClavePresupuesto;
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
  presupuesto: ClavePresupuesto;
  archivos: string[];
  kb: number;
  presupuestoKb: number;
}
export declare function medirPaginas(
  dist?: string,
  presupuestos?: Record<ClavePresupuesto, number>,
): PesoDePagina[];
