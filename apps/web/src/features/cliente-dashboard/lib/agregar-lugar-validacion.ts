import { zodResolver } from '@hookform/resolvers/zod';
import { agregarTarjetaBodySchema } from '@tarjeto/shared';

/** 'Agregar lugar's checks, the server's own schema (loaded by the form on first use). */
export const resolverAgregarLugar = zodResolver(agregarTarjetaBodySchema);
