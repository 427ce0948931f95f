import { z } from 'zod';
import '../zod-es.ts';
import { respuesta } from './common.ts';
import { CATEGORIA_IDS, GRADIENTS } from '../constants.ts';

/** A business as the public landing shows it in the sample carousel. */
export const negocioDestacadoSchema = z.object({
  publicID: z.string(),
  slug: z.string(),
  nombreComercial: z.string(),
  categoria: z.array(z.enum(CATEGORIA_IDS)),
  gradient: z.enum(GRADIENTS),
  ciudad: z.string().nullable(),
  zona: z.string().nullable(),
  descripcion: z.string().nullable(),
  valorDiferenciador: z.string().nullable(),
  clientesUnicos: z.number().int(),
  visitasTotales: z.number().int(),
});
export type NegocioDestacado = z.infer<typeof negocioDestacadoSchema>;

export const negociosDestacadosResponseSchema = respuesta(z.array(negocioDestacadoSchema));
