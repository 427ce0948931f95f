import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NuevaContrasenaCampos } from './nueva-contrasena-campos.tsx';

// The one new-password block of signup, 'Restablecer contraseña' and 'Cambiar contraseña'.

afterEach(cleanup);

type Valores = { contrasena: string; confirmarContrasena: string };
// One object for every render: react-hook-form copies `errors` in whenever it changes.
const NO_COINCIDEN = {
  confirmarContrasena: { type: 'custom', message: 'Las contraseñas no coinciden' },
} as const;

function Formulario(props: { confirmarTrasMinimo?: boolean; etiquetaConfirmar?: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useForm<Valores>({
    defaultValues: { contrasena: '', confirmarContrasena: '' },
    errors: NO_COINCIDEN,
  });
  return (
    <form>
      <NuevaContrasenaCampos
        control={control}
        field={(name) => register(name)}
        errors={errors}
        {...props}
      />
    </form>
  );
}

describe('NuevaContrasenaCampos', () => {
  it('shows the checklist, then the meter as the password is typed, and the confirmation', async () => {
    const user = userEvent.setup();
    render(<Formulario etiquetaConfirmar="Confirmar nueva contraseña" />);
    const nueva = screen.getByLabelText('Nueva contraseña');
    expect(nueva.getAttribute('autocomplete')).toBe('new-password');
    expect(nueva.getAttribute('placeholder')).toBe('Mínimo 6 caracteres');
    expect(screen.getByRole('list', { name: 'Tu contraseña debería tener' })).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();

    await user.type(nueva, 'Jamaica7');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('3');
    const confirmar = screen.getByLabelText('Confirmar nueva contraseña');
    expect(confirmar.getAttribute('placeholder')).toBe('Escríbela otra vez');
    expect(confirmar.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
  });

  it('on signup, asks for the confirmation only once the password is long enough', async () => {
    const user = userEvent.setup();
    render(<Formulario confirmarTrasMinimo />);
    expect(screen.queryByLabelText('Confirmar contraseña')).toBeNull();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Jamai');
    expect(screen.queryByLabelText('Confirmar contraseña')).toBeNull();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'c');
    expect(screen.getByLabelText('Confirmar contraseña')).toBeTruthy();
  });
});
