import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { ESQUELETO_ID, useTomaDelEsqueleto } from './esqueleto.ts';

afterEach(() => {
  cleanup();
  document.getElementById(ESQUELETO_ID)?.remove();
});

/** The page as the server sends a dashboard to someone signed in: the skeleton before #root. */
function conEsqueleto() {
  const esqueleto = document.createElement('div');
  esqueleto.id = ESQUELETO_ID;
  esqueleto.textContent = 'Aquí ves cómo va tu semana';
  document.body.prepend(esqueleto);
}

/** The app's root (app/providers.tsx), around whatever its first commit shows. */
function Raiz({ children }: { children: ReactNode }) {
  useTomaDelEsqueleto();
  return <>{children}</>;
}

const hayEsqueleto = () => document.getElementById(ESQUELETO_ID) !== null;
/** Lets the microtask that checks for a screen run. */
const despues = () => act(() => Promise.resolve());

describe("the dashboard's prerendered skeleton", () => {
  it('stays while the app only shows its spinners, and goes with the first real screen', async () => {
    conEsqueleto();
    // The router's spinner while the screen's code arrives…
    const { rerender } = render(<FullPageSpinner key="router" label="Cargando…" />);
    await despues();
    expect(hayEsqueleto()).toBe(true);
    // …replaced in one commit by the guard's while the session is checked: still waiting.
    rerender(<FullPageSpinner key="guardia" />);
    await despues();
    expect(hayEsqueleto()).toBe(true);
    // The screen itself.
    rerender(<main>Inicio</main>);
    await despues();
    expect(hayEsqueleto()).toBe(false);
  });

  it("goes at the app's first commit when that commit has no spinner at all", async () => {
    // The screen's code and the session were both there before React's first render: no spinner
    // ever mounts, so none unmounts to take the skeleton away.
    conEsqueleto();
    render(
      <Raiz>
        <main>Inicio</main>
      </Raiz>,
    );
    await despues();
    expect(hayEsqueleto()).toBe(false);
  });

  it("stays after the app's first commit when that commit is a spinner", async () => {
    conEsqueleto();
    const { rerender } = render(
      <Raiz>
        <FullPageSpinner />
      </Raiz>,
    );
    await despues();
    expect(hayEsqueleto()).toBe(true);
    rerender(
      <Raiz>
        <main>Inicio</main>
      </Raiz>,
    );
    await despues();
    expect(hayEsqueleto()).toBe(false);
  });

  it('leaves a page without a skeleton as it is', async () => {
    const { rerender } = render(<FullPageSpinner />);
    rerender(<main>Entrar</main>);
    await despues();
    expect(document.body.textContent).toContain('Entrar');
    expect(hayEsqueleto()).toBe(false);
  });
});
