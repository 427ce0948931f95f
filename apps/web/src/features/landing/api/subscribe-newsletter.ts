import type { newsletterSubscribeResponseSchema } from '@tarjeto/shared';
import { newsletterSubscribeBodySchema, type NewsletterSubscribeBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// Loaded by the newsletter box only when the visitor starts typing or sends (a dynamic import):
// the schema brings zod, which the landing's first load must not carry (issue 12).

/** The address as the API will take it, or the message of what is wrong with it. */
export function validarSuscripcion(
  body: NewsletterSubscribeBody,
): { ok: true; body: NewsletterSubscribeBody } | { ok: false; error: string } {
  const r = newsletterSubscribeBodySchema.safeParse(body);
  return r.success
    ? { ok: true, body: r.data }
    : { ok: false, error: r.error.issues[0]?.message ?? 'Revisa tu correo.' };
}

/** Subscribes an address to the newsletter; answers with the server's Spanish confirmation. */
export async function subscribeNewsletter(body: NewsletterSubscribeBody) {
  const payload = await apiFetch<unknown>('/api/newsletter', { method: 'POST', body });
  return payload as Respuesta<typeof newsletterSubscribeResponseSchema>;
}
