import { useMutation } from '@tanstack/react-query';
import { newsletterSubscribeResponseSchema, type NewsletterSubscribeBody } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Subscribes an address to the newsletter; answers with the server's Spanish confirmation. */
export async function subscribeNewsletter(body: NewsletterSubscribeBody) {
  const payload = await apiFetch<unknown>('/api/newsletter', { method: 'POST', body });
  return newsletterSubscribeResponseSchema.parse(payload);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
