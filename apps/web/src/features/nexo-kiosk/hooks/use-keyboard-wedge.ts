import { useEffect, useEffectEvent } from 'react';
import { CODIGO_CANJE_LONGITUD } from '../lib/canje-codigo.ts';

// Many counters already have a USB or Bluetooth barcode reader. Those "type" what they read, very
// fast, ending with Enter. On the scanner screen, such a burst (outside any text field) is taken
// as a scan, so a reader works with no setup; the kiosk tells a visit code from a 6-character
// redemption code (lib/canje-codigo.ts). A person typing is far slower between keys and is ignored.

/** Longest pause between two characters of one burst. */
export const WEDGE_MAX_GAP_MS = 60;
/** The shortest code a reader may bring: a redemption code. */
const MIN_LENGTH = CODIGO_CANJE_LONGITUD;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useKeyboardWedge({
  enabled,
  onScan,
}: {
  enabled: boolean;
  onScan: (text: string) => void;
}) {
  const handleScan = useEffectEvent((text: string) => onScan(text));
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKeyDown = (e: KeyboardEvent) => {
      if (isTextField(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const now = e.timeStamp || performance.now();
      if (now - last > WEDGE_MAX_GAP_MS) buffer = '';
      last = now;
      if (e.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          e.preventDefault();
          handleScan(buffer);
        }
        buffer = '';
      } else if (e.key.length === 1) {
        buffer += e.key;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
