import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CanjeCodigoScreen } from './canje-codigo-screen.tsx';
import { TypedCodeScreen } from './typed-code-screen.tsx';

// The two code screens of the kiosk are one form (CodigoEntrada) with their own words and checks:
// the same focus, the same way back, the same refusal before any request.

afterEach(cleanup);

const pantallas = [
  {
    nombre: 'Escribir código',
    render: (p: { onSubmit: (c: string) => void; onCancel: () => void }) => (
      <TypedCodeScreen {...p} />
    ),
    label: 'Escribe el código del cliente',
    boton: 'Registrar visita',
    bueno: '7q4km482913',
    enviado: '7Q4KM-482913',
    malo: '7Q4KM48291Z',
  },
  {
    nombre: 'Canjear código',
    render: (p: { onSubmit: (c: string) => void; onCancel: () => void }) => (
      <CanjeCodigoScreen covered={false} {...p} />
    ),
    label: 'Escribe el código de canje',
    boton: 'Canjear',
    bueno: 'k7m2qx',
    enviado: 'K7M2QX',
    malo: 'K7M2Q!U',
  },
] as const;

describe.each(pantallas)('$nombre', (s) => {
  it('takes the focus, checks the code before sending it, and goes back with Escape', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(s.render({ onSubmit, onCancel }));
    const input = screen.getByLabelText(s.label) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    const boton = screen.getByRole('button', { name: s.boton }) as HTMLButtonElement;
    expect(boton.disabled).toBe(true);

    fireEvent.change(input, { target: { value: s.malo } });
    fireEvent.click(boton);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: s.bueno } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(boton);
    expect(onSubmit).toHaveBeenCalledWith(s.enviado);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Volver a escanear' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('Canjear código under a refusal', () => {
  it('is out of reach while covered, and selects the code to correct when uncovered', () => {
    const props = { inicial: 'K7M2QX', onSubmit: vi.fn(), onCancel: vi.fn() };
    const { rerender, container } = render(<CanjeCodigoScreen covered {...props} />);
    expect(container.firstElementChild!.hasAttribute('inert')).toBe(true);
    rerender(<CanjeCodigoScreen covered={false} {...props} />);
    const input = screen.getByLabelText('Escribe el código de canje') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
  });
});
