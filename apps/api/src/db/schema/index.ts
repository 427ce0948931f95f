export * from './usuarios.ts';
export * from './negocios.ts';
export * from './newsletter.ts';
export * from './seguridad.ts';
