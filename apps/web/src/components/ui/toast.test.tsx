import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toast.tsx';

describe('toasts (SPEC §9 durations)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => toast.dismiss());
    cleanup();
    vi.useRealTimers();
  });

  it('keeps a success 2 s, an error and a plain one 4 s', () => {
    act(() => {
      toast.success('Guardado');
      toast.error('Falló');
      toast('Aviso');
    });
    expect(screen.getAllByText(/Guardado|Falló|Aviso/)).toHaveLength(3);
    act(() => vi.advanceTimersByTime(2001));
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(screen.getByText('Falló')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Falló')).toBeNull();
    expect(screen.queryByText('Aviso')).toBeNull();
  });

  it('keeps a loading toast until dismissed and replaces a toast by id', () => {
    let id = 0;
    act(() => {
      id = toast.loading('Procesando imagen...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Procesando imagen...')).toBeTruthy();
    act(() => {
      toast.success('Imagen subida correctamente', { id });
    });
    expect(screen.queryByText('Procesando imagen...')).toBeNull();
    expect(screen.getByText('Imagen subida correctamente')).toBeTruthy();
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Aviso ${i}`);
    });
    expect(screen.getAllByText(/^Aviso \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Aviso 5')).toBeNull();
    expect(screen.getByText('Aviso 25')).toBeTruthy();
  });

  it('keeps clear of headers: from the bottom on phones, above a bottom bar; bottom-right wider', () => {
    const region = document.querySelector('[data-toaster]')!;
    const classes = region.className.split(/\s+/);
    // Phones (up to 640 px, where the dashboards' top bar holds 'Cerrar sesión'): no top anchor.
    expect(classes.filter((c) => /^top-|^sm:top-/.test(c))).toEqual([]);
    expect(classes).toContain(
      'bottom-[calc(var(--toast-bottom,0px)+env(safe-area-inset-bottom)+0.75rem)]',
    );
    expect(classes).toEqual(
      expect.arrayContaining(['min-[641px]:right-6', 'min-[641px]:bottom-6']),
    );
  });
});
