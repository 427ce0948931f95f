import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { getQrDecoder } from '../lib/qr-decoder.ts';
import { usePageVisible } from './use-browser-state.ts';

// The counter's camera: the back camera when there is one, frames read every ~150 ms from the
// centre square the screen shows, and everything stopped when the screen leaves (or the page is
// hidden: a kiosk with its screen off should not keep the camera light on).

export const SCAN_INTERVAL_MS = 150;
/**
 * Frames are scaled down to at most this many pixels a side. 360 reads every frame 640 reads in
 * `npm run bench` (60 realistic frames: phone turned, tilted, glare, blur, noise, its QR 220–420 px
 * of a 1280×720 camera) at 25 ms a frame instead of 65 on a phone-speed CPU (docs/performance.md).
 */
const MAX_DECODE_PX = 360;

export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'failed';
export type CameraState =
  | { status: 'idle' | 'starting' }
  /** mirrored: a front camera (laptops, some tablets), shown as a mirror the way people expect. */
  | { status: 'live'; mirrored: boolean }
  | { status: 'error'; problem: CameraProblem };

export function cameraProblemOf(err: unknown): CameraProblem {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'no-camera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError')
    return 'busy';
  return 'failed';
}

interface Options {
  /** Whether the camera should be on (the counter is showing). */
  enabled: boolean;
  /** Whether frames should be read now (not while a result or the keyboard is in front). */
  scanning: boolean;
  onScan: (text: string) => void;
}

export function useCameraScanner({ enabled, scanning, onScan }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const visible = usePageVisible();
  const on = enabled && visible;

  useEffect(() => {
    if (!on) return;
    const video = videoRef.current;
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      // No camera API at all: an old browser, or a page not served over https.
      setState({ status: 'error', problem: 'unsupported' });
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    setState({ status: 'starting' });
    media
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: 'environment' },
          width: { ideal: 1280 },
          height: { ideal: 720 },
        },
      })
      .then(async (s) => {
        if (cancelled) {
          s.getTracks().forEach((t) => t.stop());
          return;
        }
        stream = s;
        const track = s.getVideoTracks()[0];
        track?.addEventListener('ended', () => {
          if (!cancelled) setState({ status: 'error', problem: 'failed' });
        });
        if (video) {
          video.srcObject = s;
          await video.play().catch(() => {
            // Autoplay of a muted inline video is allowed; if a browser still refuses, frames
            // keep arriving and are read all the same.
          });
        }
        if (!cancelled)
          setState({ status: 'live', mirrored: track?.getSettings?.().facingMode === 'user' });
      })
      .catch((err: unknown) => {
        if (!cancelled) setState({ status: 'error', problem: cameraProblemOf(err) });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
      if (video) video.srcObject = null;
      setState({ status: 'idle' });
    };
  }, [on, attempt]);

  // When the person grants the camera in the browser's settings, start without another tap.
  const problem = state.status === 'error' ? state.problem : null;
  useEffect(() => {
    if (problem !== 'denied' || !navigator.permissions?.query) return;
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const onChange = () => {
      if (status?.state === 'granted') setAttempt((a) => a + 1);
    };
    navigator.permissions
      .query({ name: 'camera' as PermissionName })
      .then((s) => {
        if (cancelled) return;
        status = s;
        s.addEventListener('change', onChange);
      })
      .catch(() => {
        // Firefox and older Safari cannot be asked about the camera: the retry button remains.
      });
    return () => {
      cancelled = true;
      status?.removeEventListener('change', onChange);
    };
  }, [problem]);

  const handleScan = useEffectEvent((text: string) => onScan(text));
  const live = state.status === 'live';
  useEffect(() => {
    if (!live || !scanning) return;
    const video = videoRef.current;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!video || !ctx) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const { videoWidth: w, videoHeight: h } = video;
        if (video.readyState >= video.HAVE_CURRENT_DATA && w > 0 && h > 0) {
          const decoder = await getQrDecoder();
          // The screen shows the centre square of the frame (object-cover): read that part.
          const side = Math.min(w, h);
          const size = Math.min(side, MAX_DECODE_PX);
          if (canvas.width !== size) canvas.width = canvas.height = size;
          ctx.drawImage(video, (w - side) / 2, (h - side) / 2, side, side, 0, 0, size, size);
          const text = await decoder.decode(canvas);
          if (text && !stopped) handleScan(text);
        }
      } catch {
        // A frame that could not be read (or the decoder not loaded yet): try the next one.
      }
      if (!stopped) timer = setTimeout(tick, SCAN_INTERVAL_MS);
    };
    timer = setTimeout(tick, SCAN_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [live, scanning]);

  // Load the decoder as soon as the counter opens, while there is a connection to fetch it.
  useEffect(() => {
    if (enabled) void getQrDecoder().catch(() => {});
  }, [enabled]);

  return { videoRef, state, retry: () => setAttempt((a) => a + 1) };
}
