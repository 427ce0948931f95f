import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@tarjeto/shared';
import { cn } from '../../lib/cn.ts';

// The six single-character boxes of SPEC §2 "Verify email", also used to pair a Nexo. Typing moves
// forward, pasting (or a phone's one-time-code autofill) fills from the current box, Backspace in an
// empty box goes back. Digits only: both codes are six digits (DOMAIN §2, §4).

export const emptyCode = (length: number = VERIFICATION_CODE_LENGTH): string[] =>
  Array.from({ length }, () => '');

const onlyDigits = (s: string) => s.replace(/\D/g, '');

interface CodeInputProps {
  value: string[];
  /** What the group of boxes is called for screen readers. */
  label?: string;
  /** 'lg' for screens read from a distance (the kiosk). */
  size?: 'md' | 'lg';
  onChange: (next: string[]) => void;
  error?: boolean;
  disabled?: boolean;
  /** While the code is being checked: keeps focus in place but accepts no edits. */
  readOnly?: boolean;
  /** id of the element that describes the group (the instructions or the error). */
  describedBy?: string;
  autoFocus?: boolean;
}

export function CodeInput({
  value,
  label = 'Código de verificación',
  size = 'md',
  onChange,
  error = false,
  disabled = false,
  readOnly = false,
  describedBy,
  autoFocus = false,
}: CodeInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;

  const focusBox = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  /** Writes `digits` into the boxes starting at `from`; focus goes to the box after the last one. */
  const fillFrom = (from: number, digits: string) => {
    if (!digits) return;
    const next = [...value];
    let i = from;
    for (const d of digits) {
      if (i >= length) break;
      next[i++] = d;
    }
    onChange(next);
    focusBox(i);
  };

  const handleInput = (i: number, raw: string) => {
    if (readOnly) return;
    const digits = onlyDigits(raw);
    if (!digits) {
      // The box was cleared (or only a non-digit was typed): keep it empty.
      if (value[i]) onChange(value.map((d, j) => (j === i ? '' : d)));
      return;
    }
    // One key in a box that still showed its old digit gives two characters: keep the new one.
    const typed = raw.length === 2 && value[i] ? onlyDigits(raw.replace(value[i]!, '')) : '';
    fillFrom(i, digits.length === 1 ? digits : typed.length === 1 ? typed : digits);
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key) && e.key === value[i] && !readOnly) {
      // Typing over a digit with the same digit changes nothing, so React fires no change event:
      // move on here, or retyping a corrected code would stall on every repeated digit.
      e.preventDefault();
      focusBox(i + 1);
    } else if (e.key === 'Backspace' && !value[i] && i > 0 && !readOnly) {
      e.preventDefault();
      onChange(value.map((d, j) => (j === i - 1 ? '' : d)));
      focusBox(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight' && i < length - 1) {
      e.preventDefault();
      focusBox(i + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusBox(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusBox(length - 1);
    }
  };

  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    if (!readOnly) fillFrom(i, onlyDigits(e.clipboardData.getData('text')));
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={cn('flex justify-between', size === 'lg' ? 'gap-2 sm:gap-4' : 'gap-2 sm:gap-3')}
    >
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`Dígito ${i + 1} de ${length}`}
          aria-invalid={error || undefined}
          autoFocus={autoFocus && i === 0}
          disabled={disabled}
          readOnly={readOnly}
          value={digit}
          onChange={(e) => handleInput(i, e.target.value)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onPaste={(e) => handlePaste(i, e)}
          onFocus={(e) => e.target.select()}
          className={cn(
            'aspect-[4/5] w-full min-w-0 rounded-xl border-2 bg-white text-center font-bold text-stone-900 tabular-nums caret-rubi-700 transition-[border-color,box-shadow,background-color]',
            size === 'lg'
              ? 'max-w-20 text-3xl sm:text-5xl sm:rounded-2xl'
              : 'max-w-16 text-2xl sm:text-3xl',
            'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
            error
              ? 'border-red-600 bg-red-50 text-red-800'
              : digit
                ? 'border-rubi-300 focus:border-rubi-600'
                : 'border-stone-300 focus:border-rubi-600',
          )}
        />
      ))}
    </div>
  );
}
