import { useMutation } from '@tanstack/react-query';
import type { setupProfileResponseSchema } from '@tarjeto/shared';
import type { z } from 'zod';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { fotoFileName } from '../../../components/perfil-campos/compress-image.ts';
import type { ClienteProfileData, NegocioProfileData } from '../lib/steps.ts';

export type SetupProfileResponse = z.infer<typeof setupProfileResponseSchema>;

/** 'user' is a customer, 'business' a business (SPEC §6). */
export type SetupProfileRequest =
  | { userType: 'user'; profileData: ClienteProfileData; foto?: Blob | null }
  | { userType: 'business'; profileData: NegocioProfileData; foto?: Blob | null };

/**
 * The multipart body of POST /api/auth/setup-profile (SPEC §7): `userType`, `profileData` as JSON
 * text, and the compressed photo as the optional `fotoPerfil` part. Text parts go first so the
 * server has them before the file.
 */
export function setupProfileFormData({ userType, profileData, foto }: SetupProfileRequest) {
  const form = new FormData();
  form.append('userType', userType);
  form.append('profileData', JSON.stringify(profileData));
  if (foto) form.append('fotoPerfil', foto, fotoFileName(foto.type));
  return form;
}

/** Creates the customer or business profile; the answer carries the user with its new type. */
export async function setupProfile(request: SetupProfileRequest): Promise<SetupProfileResponse> {
  const payload = await apiFetch<unknown>('/api/auth/setup-profile', {
    method: 'POST',
    body: setupProfileFormData(request),
  });
  return payload as Respuesta<typeof setupProfileResponseSchema>;
}

export function useSetupProfile() {
  return useMutation({ mutationFn: setupProfile });
}
