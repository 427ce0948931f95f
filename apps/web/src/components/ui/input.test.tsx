import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

afterEach(cleanup);

describe('a one-line field', () => {
  it('shows how long its text is against its limit, as the long fields do, and says so to a reader', () => {
    render(<Input label="Título" maxLength={80} count={12} error="Escribe un título" />);
    const campo = screen.getByLabelText('Título');
    const cuenta = screen.getByText('12/80');
    expect(cuenta.className).toContain('ml-auto');
    const describe = campo.getAttribute('aria-describedby')!.split(' ');
    expect(describe).toContain(cuenta.id);
    expect(describe).toContain(screen.getByRole('alert').id);
  });

  it('has no count unless asked for one', () => {
    render(<Input label="Nombre" maxLength={80} />);
    expect(screen.queryByText(/\/80/)).toBeNull();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-describedby')).toBeNull();
  });
});
