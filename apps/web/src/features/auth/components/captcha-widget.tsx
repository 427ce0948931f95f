import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { ShieldCheck } from 'lucide-react';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { CAPTCHA_TOKEN_TTL_MS } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { CAPTCHA_CHALLENGE_URL } from '../api/captcha.ts';

// The self-hosted ALTCHA proof-of-work captcha (DOMAIN §2). The widget (~35 KB) and its Spanish
// strings load only when this component mounts, i.e. on the signup screen when the server asks
// for a captcha. A solved payload is single-use and short-lived: after CAPTCHA_TOKEN_TTL_MS
// (SPEC §4) it is dropped and the widget reset, so nobody submits a stale one.

export interface CaptchaHandle {
  /** Drops the current token and puts the widget back to "No soy un robot". */
  reset: () => void;
}

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

/** Spanish (Latin America) strings ship as their own module: es-419 is the es-MX match. */
const LANGUAGE = 'es-419';

const loadAltcha = () =>
  Promise.all([import('altcha'), import('altcha/i18n/es-419')]).then(() => undefined);

export function CaptchaWidget({
  onTokenChange,
  invalid = false,
  describedBy,
  ref,
}: {
  onTokenChange: (token: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
}) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const tokenRef = useRef<string | null>(null);
  const ttlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onTokenChangeRef = useRef(onTokenChange);
  useEffect(() => {
    onTokenChangeRef.current = onTokenChange;
  });

  const setToken = useCallback((token: string | null) => {
    if (tokenRef.current === token) return;
    tokenRef.current = token;
    clearTimeout(ttlTimer.current);
    if (token) {
      ttlTimer.current = setTimeout(() => {
        setToken(null);
        widgetRef.current?.reset?.();
      }, CAPTCHA_TOKEN_TTL_MS);
    }
    onTokenChangeRef.current(token);
  }, []);

  const reset = useCallback(() => {
    setToken(null);
    widgetRef.current?.reset?.();
  }, [setToken]);

  useImperativeHandle(ref, () => ({ reset }), [reset]);

  const load = useCallback(() => {
    setStatus('loading');
    loadAltcha().then(
      () => setStatus('ready'),
      () => setStatus('error'),
    );
  }, []);

  useEffect(() => {
    let alive = true;
    loadAltcha().then(
      () => alive && setStatus('ready'),
      () => alive && setStatus('error'),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = widgetRef.current;
    if (status !== 'ready' || !el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<AltchaStateDetail>).detail ?? {};
      if (state === 'verified') {
        if (payload) setToken(payload);
      } else if (state) {
        setToken(null);
      }
    };
    const onVerified = (e: Event) => {
      const { payload } = (e as CustomEvent<AltchaStateDetail>).detail ?? {};
      if (payload) setToken(payload);
    };
    const onExpired = () => setToken(null);
    el.addEventListener('statechange', onState);
    el.addEventListener('verified', onVerified);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('verified', onVerified);
      el.removeEventListener('expired', onExpired);
    };
  }, [status, setToken]);

  useEffect(() => () => clearTimeout(ttlTimer.current), []);

  if (status === 'error') {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <span>No pudimos cargar la verificación anti-robots.</span>
        <Button size="sm" variant="secondary" onClick={load}>
          Reintentar
        </Button>
      </div>
    );
  }

  if (status === 'loading') return <CaptchaPlaceholder />;

  return (
    <div
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={invalid ? 'rounded-[14px] ring-2 ring-red-600 ring-offset-2' : undefined}
    >
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_URL}
        language={LANGUAGE}
        name="captcha"
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': '0.75rem',
          '--altcha-border-color': 'var(--color-stone-300)',
          '--altcha-color-base': '#ffffff',
          '--altcha-color-base-content': 'var(--color-stone-900)',
          '--altcha-color-primary': 'var(--color-rubi-700)',
          '--altcha-color-primary-content': '#ffffff',
          '--altcha-color-error': 'var(--color-red-700)',
          '--altcha-color-success': 'var(--color-emerald-700)',
          '--altcha-checkbox-border-radius': '0.375rem',
          '--altcha-checkbox-size': '1.5rem',
        }}
      />
    </div>
  );
}

/** Holds the widget's place (same height) while it or the captcha setting loads. */
export function CaptchaPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[74px] items-center gap-3 rounded-xl border border-stone-200 bg-white px-4"
    >
      <span className="size-6 animate-pulse rounded-md bg-stone-200" />
      <span className="h-3 w-32 animate-pulse rounded-full bg-stone-200" />
    </div>
  );
}

export const CAPTCHA_PENDIENTE = 'Confirma que no eres un robot para continuar.';

/**
 * The captcha as a form field: its label, an optional explanation, the widget (or its placeholder
 * while `ready` is false) and the "solve it first" alert when `missing`.
 */
export function CaptchaField({
  captchaRef,
  onTokenChange,
  missing,
  ready = true,
  children,
}: {
  captchaRef: Ref<CaptchaHandle>;
  onTokenChange: (token: string | null) => void;
  missing: boolean;
  ready?: boolean;
  children?: ReactNode;
}) {
  const helpId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span className="flex items-center gap-1.5 text-sm font-semibold text-stone-800">
        <ShieldCheck className="size-4 text-rubi-700" aria-hidden="true" />
        Verificación anti-robots
      </span>
      {children}
      {ready ? (
        <CaptchaWidget
          ref={captchaRef}
          onTokenChange={onTokenChange}
          invalid={missing}
          describedBy={missing ? helpId : undefined}
        />
      ) : (
        <CaptchaPlaceholder />
      )}
      {missing ? (
        <p id={helpId} role="alert" className="text-sm font-medium text-red-700">
          {CAPTCHA_PENDIENTE}
        </p>
      ) : null}
    </div>
  );
}
