import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../components/ui/toast.tsx';
import { getQrDecoder } from '../lib/qr-decoder.ts';
import { clearPairing } from '../lib/pairing-storage.ts';
import { bodyOf, callsTo, fetchMock, routeFetch } from '../../../test/fetch-mock.ts';
import { renderKiosk, visitaOk, yoOk } from '../test-utils.tsx';

// The camera path with a fake camera and a fake decoder: what jsdom cannot do (video frames,
// canvas pixels, QR decoding) is replaced; everything the kiosk decides is real.

vi.mock('../lib/qr-decoder.ts', () => ({ getQrDecoder: vi.fn() }));

const decoded = vi.fn<() => string | null>();
const stopTrack = vi.fn();
const getUserMedia = vi.fn();

function fakeStream() {
  const track = { stop: stopTrack, addEventListener: vi.fn() };
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

const videoProps = {
  readyState: { get: () => 4 },
  videoWidth: { get: () => 1280 },
  videoHeight: { get: () => 720 },
} as const;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  clearPairing();
  decoded.mockReset().mockReturnValue(null);
  stopTrack.mockReset();
  getUserMedia.mockReset().mockResolvedValue(fakeStream());
  vi.mocked(getQrDecoder).mockResolvedValue({ kind: 'jsqr', decode: async () => decoded() });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  for (const [name, descriptor] of Object.entries(videoProps))
    Object.defineProperty(HTMLVideoElement.prototype, name, { configurable: true, ...descriptor });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  routeFetch({ 'GET /api/nexo/yo': () => yoOk(), 'POST /api/nexo/visitas': () => visitaOk() });
});
afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  for (const name of Object.keys(videoProps))
    Reflect.deleteProperty(HTMLVideoElement.prototype, name);
  clearPairing();
});

describe('the camera scanner', () => {
  it('asks for the back camera without sound', async () => {
    renderKiosk();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    expect(getUserMedia.mock.calls[0]![0]).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
  });

  it('registers a scanned customer code once, however many frames show it', async () => {
    decoded.mockReturnValue('TARJETO:7Q4KM482913');
    renderKiosk();
    expect(await screen.findByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    const calls = callsTo('/api/nexo/visitas', 'POST');
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]).codigo).toBe('7Q4KM-482913');

    // Back at the scanner with the same phone still in front of the camera: nothing new is sent,
    // and the counter says why nothing happens.
    fireEvent.click(screen.getByRole('button', { name: /Siguiente cliente/ }));
    expect(
      await screen.findByText(
        'Este código ya se leyó. Espera a que cambie o pide al cliente que lo actualice.',
      ),
    ).toBeTruthy();
    await new Promise((r) => setTimeout(r, 600));
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(1);

    // The phone shows its next code: a read like any other.
    decoded.mockReturnValue('TARJETO:7Q4KM551204');
    expect(await screen.findByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(2);
  });

  it('says nothing about a code while its first frames repeat, only once it was sent', async () => {
    decoded.mockReturnValue('https://example.com/menu');
    renderKiosk();
    expect(
      await screen.findByText("Ese QR no es de Tarjeto. Pide al cliente que abra 'Mi código'."),
    ).toBeTruthy();
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByText(/Este código ya se leyó/)).toBeNull();
  });

  it('says so when the QR is not a Tarjeto code, and sends nothing', async () => {
    decoded.mockReturnValue('https://example.com/menu');
    renderKiosk();
    expect(
      await screen.findByText("Ese QR no es de Tarjeto. Pide al cliente que abra 'Mi código'."),
    ).toBeTruthy();
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
  });

  it('opens a redemption code it reads on its own screen, for staff to confirm', async () => {
    decoded.mockReturnValue('K7M2QX');
    renderKiosk();
    const input = (await screen.findByLabelText('Escribe el código de canje')) as HTMLInputElement;
    expect(input.value).toBe('K7M2QX');
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
    expect(callsTo('/api/nexo/canjes/codigo', 'POST')).toHaveLength(0);
  });

  it('explains a refused permission and tries again on request', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    renderKiosk();
    expect(await screen.findByText('Sin permiso para usar la cámara')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Sin permiso para usar la cámara')).toBeNull());
  });

  it.each([
    ['NotFoundError', 'No encontramos una cámara'],
    ['NotReadableError', 'La cámara está ocupada'],
  ])('explains %s', async (name, text) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('x', name));
    renderKiosk();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escribir código' })).toBeTruthy();
  });

  it('turns the camera off when the kiosk closes', async () => {
    const { unmount } = renderKiosk();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Abriendo la cámara…')).toBeNull());
    unmount();
    expect(stopTrack).toHaveBeenCalled();
  });

  it('takes a code from a USB barcode reader typing on the scanner screen', async () => {
    renderKiosk();
    await screen.findByRole('button', { name: 'Escribir código' });
    for (const key of 'TARJETO:7Q4KM482913') fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    expect(bodyOf(callsTo('/api/nexo/visitas', 'POST')[0]).codigo).toBe('7Q4KM-482913');
  });
});
