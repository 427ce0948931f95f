import { z } from 'zod';
import '../zod-es.ts';
import { emailSchema } from './common.ts';

export const newsletterSubscribeBodySchema = z.object({ email: emailSchema });
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeBodySchema>;

export const NEWSLETTER_OK = '¡Gracias! Te avisaremos de nuevos lugares y promociones.';
export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
