import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClienteAnswers, FotoAnswer, NegocioAnswers, TipoPerfil } from '../lib/answers.ts';
import { stepsOf } from '../lib/steps.ts';
import {
  clearWizard,
  initialWizard,
  loadWizard,
  saveWizard,
  type WizardState,
} from '../lib/wizard-storage.ts';

function restore(userId: string): WizardState {
  const saved = loadWizard(userId);
  if (!saved?.tipo) return initialWizard();
  const last = stepsOf(saved.tipo).length - 1;
  return { ...saved, step: Math.min(saved.step, last) };
}

/**
 * The wizard's answers and position (SPEC §4 "Wizard"), kept in sessionStorage per user while the
 * wizard is in progress. `finish()` forgets them for good after a successful setup.
 */
export function useWizardState(userId: string) {
  const [state, setState] = useState<WizardState>(() => restore(userId));
  const finished = useRef(false);

  useEffect(() => {
    if (finished.current) return;
    if (state.tipo) saveWizard(userId, state);
    else clearWizard(userId);
  }, [userId, state]);

  const finish = useCallback(() => {
    finished.current = true;
    clearWizard(userId);
  }, [userId]);

  const actions = useMemo(
    () => ({
      /** Leaves the type choice: a fresh questionnaire of that type, on its first step. */
      start: (tipo: TipoPerfil) => setState({ ...initialWizard(), tipo, step: 0 }),
      /** 'Cambiar tipo': back to the type choice with every answer cleared. */
      reset: () => setState(initialWizard()),
      goTo: (step: number) => setState((s) => ({ ...s, step })),
      setCliente: (patch: Partial<ClienteAnswers>) =>
        setState((s) => ({ ...s, cliente: { ...s.cliente, ...patch } })),
      setNegocio: (patch: Partial<NegocioAnswers>) =>
        setState((s) => ({ ...s, negocio: { ...s.negocio, ...patch } })),
      setFoto: (foto: FotoAnswer | null) => setState((s) => ({ ...s, foto })),
    }),
    [],
  );

  return { state, finish, ...actions };
}
