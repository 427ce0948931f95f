import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NivelFlag } from '../../features/nexo-kiosk/components/nivel-flag.tsx';
import { NivelBadge } from './badge.tsx';
import { LoyaltyCard } from './loyalty-card.tsx';

// Level 0 reads two ways: a person there has no level yet ('Sin nivel'); a promotion for level 0
// is for everyone ('Todos').

afterEach(cleanup);

describe('level 0', () => {
  it("is 'Sin nivel' on a customer's card and badge", () => {
    render(
      <LoyaltyCard
        nombreComercial="Tacos Cuichi"
        gradient="rubi"
        nivel={0}
        visitas={2}
        meta={6}
        siguienteNivel={1}
      />,
    );
    expect(screen.getByText('Sin nivel')).toBeTruthy();
    expect(screen.getByText('Te faltan 4 visitas para Bronce')).toBeTruthy();
    cleanup();

    render(<NivelBadge nivel={0} />);
    expect(screen.getByText('Sin nivel')).toBeTruthy();
    expect(screen.queryByText(/todos/i)).toBeNull();
  });

  it("is 'Todos' on a promotion's level flag, and a level keeps its name", () => {
    const { container } = render(<NivelFlag nivel={0} />);
    expect(container.textContent).toContain('Todos');
    expect(container.textContent).not.toContain('Sin nivel');
    cleanup();

    const oro = render(<NivelFlag nivel={3} />);
    expect(oro.container.textContent).toContain('Oro');
  });
});
