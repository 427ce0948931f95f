export * from './usuarios.ts';
export * from './fotos.ts';
export * from './clientes.ts';
export * from './negocios.ts';
export * from './programas.ts';
export * from './newsletter.ts';
export * from './seguridad.ts';
