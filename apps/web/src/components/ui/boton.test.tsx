import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './boton.tsx';

afterEach(cleanup);

let terminar = () => {};

function Guardar() {
  const [cargando, setCargando] = useState(false);
  terminar = () => setCargando(false);
  return (
    <>
      <Button loading={cargando} onClick={() => setCargando(true)}>
        Elegir foto
      </Button>
      <a href="/otra">Otra</a>
    </>
  );
}

describe('Button', () => {
  it('takes the focus back after loading when it was pressed from the keyboard and the focus fell', async () => {
    const user = userEvent.setup();
    render(<Guardar />);
    const boton = screen.getByRole('button', { name: 'Elegir foto' });
    boton.focus();
    await user.keyboard('{Enter}');
    expect((boton as HTMLButtonElement).disabled).toBe(true);
    // What Chromium does with a focused button that turns disabled (jsdom keeps it there).
    const otra = screen.getByRole('link', { name: 'Otra' });
    otra.focus();
    otra.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => terminar());
    expect((boton as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(boton);
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    const user = userEvent.setup();
    render(<Guardar />);
    const boton = screen.getByRole('button', { name: 'Elegir foto' });
    boton.focus();
    await user.keyboard('{Enter}');
    const otra = screen.getByRole('link', { name: 'Otra' });
    otra.focus();
    act(() => terminar());
    expect(document.activeElement).toBe(otra);
  });
});
