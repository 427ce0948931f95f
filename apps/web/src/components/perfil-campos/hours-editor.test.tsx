import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HORA_INVALIDA } from '@tarjeto/shared';
import { erroresPorDia, HoursEditor } from './hours-editor.tsx';
import type { HorarioDia } from './tipos.ts';

// The hours editor of the wizard and 'Mi negocio': every time reads and is typed on the 24-hour
// clock, whatever the browser's locale would make of a native time input.

afterEach(cleanup);

const SEMANA: HorarioDia[] = [0, 1, 2, 3, 4, 5, 6].map((dia) =>
  dia === 0 ? { dia, apertura: '', cierre: '' } : { dia, apertura: '09:00', cierre: '18:00' },
);

let ultimo: HorarioDia[] = SEMANA;
function Editor({ inicial = SEMANA }: { inicial?: HorarioDia[] }) {
  const [horario, setHorario] = useState(inicial);
  return (
    <HoursEditor
      id="horario"
      value={horario}
      onChange={(h) => {
        ultimo = h;
        setHorario(h);
      }}
      errors={{}}
    />
  );
}

const campo = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const dia = (d: number) => ultimo.find((x) => x.dia === d)!;

describe('HoursEditor', () => {
  it('shows every time as 24-hour HH:MM text fields, labelled by day', () => {
    render(<Editor />);
    const apertura = campo('Apertura del lunes');
    expect(apertura.type).toBe('text');
    expect(apertura.value).toBe('09:00');
    expect(campo('Cierre del sábado').value).toBe('18:00');
    // The presets say their hours the same way.
    expect(screen.getByRole('button', { name: /Todo el día/ }).textContent).toContain(
      '08:00 – 20:00',
    );
    expect(screen.queryByText(/a\.\s?m\.|p\.\s?m\.|AM|PM/)).toBeNull();
  });

  it('types a time as digits, the colon put in, and stores HH:MM', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const cierre = campo('Cierre del viernes');
    await user.clear(cierre);
    await user.type(cierre, '2130');
    expect(cierre.value).toBe('21:30');
    expect(dia(5)).toEqual({ dia: 5, apertura: '09:00', cierre: '21:30' });

    // A lone hour becomes a whole one on leaving the field.
    const apertura = campo('Apertura del viernes');
    await user.clear(apertura);
    await user.type(apertura, '7');
    await user.tab();
    expect(apertura.value).toBe('07:00');
    expect(dia(5).apertura).toBe('07:00');
  });

  it('moves a time by a quarter hour with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(campo('Apertura del martes'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(campo('Apertura del martes').value).toBe('09:30');
    await user.keyboard('{ArrowDown}');
    expect(dia(2).apertura).toBe('09:15');
  });

  it('says at once, on leaving it, that a time cannot be read, until it is fixed', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const apertura = campo('Apertura del jueves');
    await user.clear(apertura);
    await user.type(apertura, '25');
    await user.tab();
    const jueves = screen.getByRole('switch', { name: 'Jueves' }).closest('li')!;
    expect(within(jueves).getByRole('alert').textContent).toBe(HORA_INVALIDA);
    expect(apertura.getAttribute('aria-invalid')).toBe('true');
    // Only the field that is wrong is marked.
    expect(campo('Cierre del jueves').getAttribute('aria-invalid')).toBeNull();
    expect(apertura.getAttribute('aria-describedby')).toBe(within(jueves).getByRole('alert').id);

    await user.clear(apertura);
    await user.type(apertura, '1030');
    expect(within(jueves).queryByRole('alert')).toBeNull();
    expect(dia(4).apertura).toBe('10:30');
  });

  it("turns a closed day on at 09:00–18:00 and off to 'Cerrado'", async () => {
    const user = userEvent.setup();
    render(<Editor />);
    expect(screen.queryByRole('textbox', { name: 'Apertura del domingo' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Domingo' }));
    expect(campo('Apertura del domingo').value).toBe('09:00');
    expect(campo('Cierre del domingo').value).toBe('18:00');
  });
});

describe('erroresPorDia', () => {
  it("finds a day's message at the day or at either of its times", () => {
    const errores: Record<string, string> = {
      'h.1': 'La apertura y el cierre no pueden ser iguales',
      'h.3.apertura': HORA_INVALIDA,
      'h.5.cierre': 'Otra',
    };
    expect(erroresPorDia(SEMANA, 'h', (p) => errores[p])).toEqual({
      0: undefined,
      1: 'La apertura y el cierre no pueden ser iguales',
      2: undefined,
      3: HORA_INVALIDA,
      4: undefined,
      5: 'Otra',
      6: undefined,
    });
  });
});
