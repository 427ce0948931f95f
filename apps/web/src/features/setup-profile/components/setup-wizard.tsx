import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ArrowLeft, ArrowRight, ChevronDown, Eye, Send } from 'lucide-react';
import { CAMPO_REQUERIDO } from '@tarjeto/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import {
  useSetupProfile,
  type SetupProfileRequest,
  type SetupProfileResponse,
} from '../api/setup-profile.ts';
import { useWizardState } from '../hooks/use-wizard-state.ts';
import type { ClienteAnswers, NegocioAnswers, TipoPerfil } from '../lib/answers.ts';
import { dataUrlToBlob } from '../../../components/perfil-campos/compress-image.ts';
import { copyOf } from '../lib/copy.ts';
import {
  errorsForStep,
  firstStepWithError,
  isMissing,
  pathMatches,
  pathsOf,
  stepsOf,
  validateCliente,
  validateNegocio,
  type ClienteKey,
  type FieldErrors,
  type NegocioKey,
} from '../lib/steps.ts';
import type { WizardState } from '../lib/wizard-storage.ts';
import { ClienteStep } from './cliente-step.tsx';
import { NegocioStep } from './negocio-step.tsx';
import { fieldId, focusField } from '../../../components/perfil-campos/campo-base.tsx';
import { PhotoPicker } from '../../../components/perfil-campos/photo-picker.tsx';
import { ClientePreview, NegocioPreview } from './previews.tsx';
import { TypeChoice } from './type-choice.tsx';
import { WizardShell } from './wizard-shell.tsx';
import { useTitulo } from '../../../lib/titulo.ts';

// The setup wizard (SPEC §2 "Setup wizard", §4 "Wizard", §5, §8): type choice, then one question a
// screen with a live preview, then one multipart POST. Auth concerns (where to go afterwards, what
// to do with the session) belong to the route, which passes them in.

export const SETUP_OK = '¡Perfil configurado exitosamente!';
export const SETUP_ERROR = 'Error al configurar el perfil';
export const FALTAN_CAMPOS = 'Por favor completa todos los campos requeridos';

export type SessionProblem = 'NO_VERIFICADO' | 'UNAUTHENTICATED' | 'PERFIL_YA_CONFIGURADO';

export interface SetupWizardProps {
  userId: string;
  /** Shown at the right of the header: the way out (logout). */
  headerAction?: ReactNode;
  /** After the success toast: update the session and go to the dashboard. */
  onCompleted: (res: SetupProfileResponse) => void;
  /** The server says the session cannot set up a profile (unverified, signed out, already done). */
  onSessionProblem?: (problem: SessionProblem) => void;
  /** The type to have chosen on the type choice (see lib/tipo-sugerido.ts). */
  tipoSugerido?: TipoPerfil | null;
}

export function SetupWizard({
  userId,
  headerAction,
  onCompleted,
  onSessionProblem,
  tipoSugerido = null,
}: SetupWizardProps) {
  const wizard = useWizardState(userId);

  useTitulo('Configura tu perfil');

  return (
    <WizardShell headerAction={headerAction}>
      {wizard.state.tipo && wizard.state.step >= 0 ? (
        <Questionnaire
          key={wizard.state.tipo}
          tipo={wizard.state.tipo}
          wizard={wizard}
          onCompleted={onCompleted}
          onSessionProblem={onSessionProblem}
        />
      ) : (
        <TypeChoice onChosen={wizard.start} sugerido={tipoSugerido} />
      )}
    </WizardShell>
  );
}

type Wizard = ReturnType<typeof useWizardState>;

function buildRequest(tipo: TipoPerfil, state: WizardState) {
  const foto = state.foto ? dataUrlToBlob(state.foto.dataUrl) : null;
  if (tipo === 'cliente') {
    const v = validateCliente(state.cliente);
    return v.errors
      ? { errors: v.errors }
      : { request: { userType: 'user', profileData: v.data, foto } satisfies SetupProfileRequest };
  }
  const v = validateNegocio(state.negocio);
  return v.errors
    ? { errors: v.errors }
    : {
        request: { userType: 'business', profileData: v.data, foto } satisfies SetupProfileRequest,
      };
}

const TEXT_LIKE = new Set(['text', 'number', 'url', 'email', 'tel', 'search']);

function Progress({ index, total, tipo }: { index: number; total: number; tipo: TipoPerfil }) {
  const n = index + 1;
  return (
    <div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-bold text-rubi-800">
          Paso {n} de {total}
        </p>
        <p className="font-medium text-stone-600">
          {tipo === 'cliente' ? 'Perfil de cliente' : 'Perfil de negocio'}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso de tu perfil"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={n}
        aria-valuetext={`Paso ${n} de ${total}`}
        className="mt-2.5 h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-rubi-600 to-marigold-400 transition-[width] duration-300"
          style={{ width: `${(n / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

function Questionnaire({
  tipo,
  wizard,
  onCompleted,
  onSessionProblem,
}: {
  tipo: TipoPerfil;
  wizard: Wizard;
  onCompleted: SetupWizardProps['onCompleted'];
  onSessionProblem: SetupWizardProps['onSessionProblem'];
}) {
  const { state } = wizard;
  const steps = stepsOf(tipo);
  const paths = pathsOf(tipo);
  const index = Math.min(Math.max(state.step, 0), steps.length - 1);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const copy = copyOf(tipo, step.id);
  const answers = tipo === 'cliente' ? state.cliente : state.negocio;

  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const setup = useSetupProfile();
  const pending = setup.isPending;
  const headingId = useId();
  const previewId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const lastToast = useRef<number | null>(null);
  const pendingFocus = useRef<string | null>(null);

  // A new step: bring it into view, animate it in, and put the focus on its first text field (or
  // on its question, so a screen reader announces it).
  useEffect(() => {
    const stepEl = stepRef.current;
    if (!stepEl) return;
    if (typeof window.scrollTo === 'function' && window.scrollY > 0) {
      try {
        window.scrollTo({ top: 0 });
      } catch {
        // jsdom has no scrolling.
      }
    }
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce && typeof stepEl.animate === 'function') {
      stepEl.animate(
        [
          { opacity: 0, transform: 'translateY(10px)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 240, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
      );
    }
    if (pendingFocus.current) {
      focusField(pendingFocus.current);
      pendingFocus.current = null;
      return;
    }
    // Only when a field to type in comes first: the hours step opens on its presets (buttons), so
    // its time fields take no focus, and no keyboard springs up over the presets on a phone.
    const first = stepEl.querySelector<HTMLElement>('input, select, textarea, button');
    if (
      first &&
      (first instanceof HTMLSelectElement ||
        (first instanceof HTMLInputElement && TEXT_LIKE.has(first.type)))
    ) {
      first.focus({ preventScroll: true });
    } else {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [index]);

  const showError = (message: string) => {
    if (lastToast.current !== null) toast.dismiss(lastToast.current);
    lastToast.current = toast.error(message);
  };

  const clearErrorsAt = (fieldPaths: string[]) =>
    setErrors((prev) => {
      const next = Object.fromEntries(
        Object.entries(prev).filter(([p]) => !fieldPaths.some((fp) => pathMatches(p, fp))),
      );
      return Object.keys(next).length === Object.keys(prev).length ? prev : next;
    });

  const changeCliente = (patch: Partial<ClienteAnswers>) => {
    wizard.setCliente(patch);
    clearErrorsAt(Object.keys(patch).map((k) => paths[k]!));
  };
  const changeNegocio = (patch: Partial<NegocioAnswers>) => {
    wizard.setNegocio(patch);
    clearErrorsAt(Object.keys(patch).map((k) => paths[k]!));
  };
  const changeFoto = (foto: WizardState['foto']) => {
    wizard.setFoto(foto);
    clearErrorsAt([paths.foto!]);
  };

  const goTo = (target: number, focusPath?: string) => {
    if (target === index) {
      if (focusPath) focusField(focusPath);
      return;
    }
    pendingFocus.current = focusPath ?? null;
    wizard.goTo(target);
  };

  /** SPEC §5: a required step left empty says 'Por favor completa este campo' and stays. */
  function checkStep(): boolean {
    const validation =
      tipo === 'cliente' ? validateCliente(state.cliente) : validateNegocio(state.negocio);
    const stepErrors = validation.errors ? errorsForStep(tipo, index, validation.errors) : {};
    const missing = step.required.filter((k) => isMissing(tipo, answers, k));
    for (const k of missing) stepErrors[paths[k]!] ??= CAMPO_REQUERIDO;
    const stepPaths = step.keys.map((k) => paths[k]!);
    setErrors((prev) => ({
      ...Object.fromEntries(
        Object.entries(prev).filter(([p]) => !stepPaths.some((fp) => pathMatches(p, fp))),
      ),
      ...stepErrors,
    }));
    const failing = Object.keys(stepErrors);
    if (failing.length === 0) {
      if (lastToast.current !== null) toast.dismiss(lastToast.current);
      lastToast.current = null;
      return true;
    }
    if (missing.length > 0) showError(CAMPO_REQUERIDO);
    const firstPath = stepPaths.find((fp) => failing.some((p) => pathMatches(p, fp)));
    if (firstPath) focusField(firstPath);
    return false;
  }

  function handleError(err: unknown) {
    const message = errorMessage(err, SETUP_ERROR);
    if (err instanceof ApiError) {
      const code = err.code as string;
      if (code === 'NO_VERIFICADO') {
        showError(message);
        onSessionProblem?.('NO_VERIFICADO');
        return;
      }
      if (err.status === 401) {
        showError(message);
        onSessionProblem?.('UNAUTHENTICATED');
        return;
      }
      if (code === 'PERFIL_YA_CONFIGURADO' || err.status === 409) {
        wizard.finish();
        showError(message);
        onSessionProblem?.('PERFIL_YA_CONFIGURADO');
        return;
      }
      const fieldErrors: FieldErrors = { ...err.fieldErrors };
      if (code === 'IMAGEN_INVALIDA' || err.status === 413)
        fieldErrors[paths.foto!] ??= err.message;
      const target = firstStepWithError(tipo, fieldErrors);
      if (target >= 0) {
        setErrors((prev) => ({ ...prev, ...fieldErrors }));
        const targetStep = steps[target]!;
        const focusPath = targetStep.keys
          .map((k) => paths[k]!)
          .find((fp) => Object.keys(fieldErrors).some((p) => pathMatches(p, fp)));
        goTo(target, focusPath);
      }
    }
    showError(message);
  }

  function submit() {
    const built = buildRequest(tipo, state);
    if (built.errors) {
      setErrors(built.errors);
      showError(FALTAN_CAMPOS);
      const target = firstStepWithError(tipo, built.errors);
      if (target >= 0) goTo(target);
      return;
    }
    if (!built.request) return;
    setup.mutate(built.request, {
      onSuccess: (res) => {
        wizard.finish();
        if (lastToast.current !== null) toast.dismiss(lastToast.current);
        toast.success(SETUP_OK);
        onCompleted(res);
      },
      onError: handleError,
    });
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!checkStep()) return;
    if (last) submit();
    else goTo(index + 1);
  };

  // Enter on a step means Siguiente (SPEC-level keyboard use): text fields submit natively; make
  // selects, choice controls and sliders do the same. Textareas keep Enter for new lines.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    const t = e.target;
    if (
      t instanceof HTMLSelectElement ||
      (t instanceof HTMLInputElement && ['checkbox', 'radio', 'range'].includes(t.type))
    ) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };

  const onBack = () => {
    if (pending) return;
    if (lastToast.current !== null) toast.dismiss(lastToast.current);
    if (index === 0) {
      // 'Cambiar tipo': back to the type choice, every answer cleared (SPEC §2, §4).
      wizard.reset();
      return;
    }
    setErrors({});
    goTo(index - 1);
  };

  const onSkipFoto = () => {
    changeFoto(null);
    goTo(index + 1);
  };

  /** The message for an answer: at its own path, or at a path inside it. */
  const errorOf = (key: string) => {
    const p = paths[key]!;
    return errors[p] ?? Object.entries(errors).find(([e]) => e.startsWith(`${p}.`))?.[1];
  };

  const body =
    step.id === 'foto' ? (
      <PhotoPicker
        id={fieldId(paths.foto!)}
        tipo={tipo}
        foto={state.foto}
        onChange={changeFoto}
        onSkip={onSkipFoto}
        error={errorOf('foto')}
      />
    ) : tipo === 'cliente' ? (
      <ClienteStep
        stepId={step.id}
        answers={state.cliente}
        onChange={changeCliente}
        error={(k: ClienteKey) => errorOf(k)}
      />
    ) : (
      <NegocioStep
        stepId={step.id}
        answers={state.negocio}
        onChange={changeNegocio}
        error={(k: NegocioKey) => errorOf(k)}
        errorAt={(p) => errors[p]}
      />
    );

  const preview =
    tipo === 'cliente' ? (
      <ClientePreview answers={state.cliente} foto={state.foto} />
    ) : (
      <NegocioPreview answers={state.negocio} foto={state.foto} />
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
        className="min-w-0 self-start rounded-3xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <div className="px-5 pt-5 sm:px-8 sm:pt-7">
          <Progress index={index} total={steps.length} tipo={tipo} />
        </div>

        <div ref={stepRef} className="px-5 pt-7 pb-8 sm:px-8 sm:pt-9 sm:pb-10">
          <h1
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 focus:outline-none sm:text-[1.75rem]"
          >
            {copy.titulo}
          </h1>
          <p className="mt-2 text-base leading-7 text-pretty text-stone-600">{copy.descripcion}</p>
          <div className="mt-7">{body}</div>
        </div>

        {/* At 320 px 'Siguiente' drops under 'Atrás' rather than out of the screen (WCAG 1.4.10). */}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-b-3xl border-t border-stone-100 bg-white/95 px-5 py-4 backdrop-blur sm:px-8">
          <Button
            variant="secondary"
            size="lg"
            onClick={onBack}
            disabled={pending}
            icon={<ArrowLeft className="size-5 shrink-0" aria-hidden="true" />}
            className="px-4 sm:px-6"
          >
            {index === 0 ? 'Cambiar tipo' : 'Atrás'}
          </Button>
          <Button
            type="submit"
            size="lg"
            loading={pending}
            className="ml-auto min-w-36 flex-1 sm:flex-none"
          >
            {last ? (pending ? 'Enviando...' : 'Finalizar') : 'Siguiente'}
            {pending ? null : last ? (
              <Send className="size-5 shrink-0" aria-hidden="true" />
            ) : (
              <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
            )}
          </Button>
        </div>
      </form>

      <aside aria-label="Vista previa" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <button
          type="button"
          aria-expanded={previewOpen}
          aria-controls={previewId}
          onClick={() => setPreviewOpen((v) => !v)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 text-left text-sm font-bold text-stone-800 shadow-sm ring-1 ring-stone-200 lg:hidden"
        >
          <span className="inline-flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5 text-rubi-700" />
            {previewOpen ? 'Ocultar vista previa' : 'Ver vista previa'}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 text-stone-500 transition-transform',
              previewOpen && 'rotate-180',
            )}
          />
        </button>
        <p className="mb-3 hidden items-center gap-2 text-xs font-bold tracking-wide text-stone-600 uppercase lg:flex">
          <Eye aria-hidden="true" className="size-4 text-rubi-700" />
          {tipo === 'cliente' ? 'Así se verá tu perfil' : 'Así te verán tus clientes'}
        </p>
        <div
          id={previewId}
          className={cn('mt-3 lg:mt-0 lg:block', previewOpen ? 'block' : 'hidden')}
        >
          {preview}
        </div>
      </aside>
    </div>
  );
}
