import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { compressImage } from '../../../components/perfil-campos/compress-image.ts';
import type * as CompressModule from '../../../components/perfil-campos/compress-image.ts';
import { wizardStorageKey } from '../lib/wizard-storage.ts';
import { clienteCompleto, renderWizard, seedWizard, USER_ID } from '../test-utils.tsx';

// jsdom has no canvas: the compression itself is replaced; its rules are tested in lib.test.ts.
vi.mock('../../../components/perfil-campos/compress-image.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CompressModule>();
  return { ...original, compressImage: vi.fn(original.compressImage) };
});

const picker = () => screen.getByLabelText('Foto de perfil') as HTMLInputElement;
const foto = (size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], 'yo.png', { type });

beforeEach(() => {
  sessionStorage.clear();
  seedWizard({ tipo: 'cliente', step: 1, cliente: clienteCompleto() });
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.mocked(compressImage).mockReset();
});

describe('photo step (SPEC §2, §8, §9)', () => {
  it('has the heading, a labelled picker for images and a real button that opens it', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(
      screen.getByRole('heading', { name: 'Sube una foto de ti, no te vamos a criticar' }),
    ).toBeTruthy();
    expect(picker().accept).toBe('image/*');
    const click = vi.spyOn(picker(), 'click');
    await user.click(screen.getByRole('button', { name: 'Elegir foto' }));
    expect(click).toHaveBeenCalled();
  });

  it('compresses the picked image, shows it round and keeps it for a reload', async () => {
    const user = userEvent.setup();
    vi.mocked(compressImage).mockResolvedValue(new Blob(['webp'], { type: 'image/webp' }));
    renderWizard();
    await user.upload(picker(), foto(1000));
    expect(await screen.findByText('Imagen subida correctamente')).toBeTruthy();
    expect(screen.queryByText('Procesando imagen...')).toBeNull();
    const img = screen.getByRole('img', { name: 'Vista previa de tu foto' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeTruthy();
    const saved = JSON.parse(sessionStorage.getItem(wizardStorageKey(USER_ID))!);
    expect(saved.foto.type).toBe('image/webp');
  });

  it('says Procesando imagen... while compressing, then the error when it fails', async () => {
    const user = userEvent.setup();
    let fail: (e: Error) => void = () => {};
    vi.mocked(compressImage).mockImplementation(() => new Promise((_, rej) => (fail = rej)));
    renderWizard();
    await user.upload(picker(), foto(1000));
    expect(await screen.findByText('Procesando imagen...')).toBeTruthy();
    fail(new Error('decode'));
    expect(await screen.findByText('Error al procesar la imagen')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Procesando imagen...')).toBeNull());
    expect(screen.queryByRole('img', { name: 'Vista previa de tu foto' })).toBeNull();
  });

  it('refuses a file above 5 MB with the error toast', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.upload(picker(), foto(IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('Error al procesar la imagen')).toBeTruthy();
    expect(screen.getByText('La imagen pesa más de 5 MB. Elige una más ligera.')).toBeTruthy();
  });

  it('counts as answered without a photo', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: '¿Cuántos años tienes?' })).toBeTruthy();
  });
});
