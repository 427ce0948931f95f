import './zod-es.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './contracts/common.ts';
export * from './contracts/health.ts';
export * from './contracts/newsletter.ts';
export * from './contracts/negocios.ts';
export * from './domain/niveles.ts';
export * from './contracts/auth.ts';
