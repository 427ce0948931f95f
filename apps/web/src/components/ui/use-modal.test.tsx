import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Drawer } from './drawer.tsx';
import { Toaster } from './toast.tsx';

// The modal dialogs' one behaviour (use-modal.ts), through the Drawer and the ConfirmDialog: the
// page behind inert, focus kept inside even when the focused button goes away, Escape from
// anywhere, only the top dialog answering, focus back to the opener.

afterEach(cleanup);

function Pagina() {
  const [abierto, setAbierto] = useState(false);
  const [pedido, setPedido] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  return (
    <>
      <header>
        <a href="/inicio">Inicio</a>
      </header>
      <main>
        <button type="button" onClick={() => setAbierto(true)}>
          Abrir
        </button>
        <Drawer open={abierto} onClose={() => setAbierto(false)} title="Oferta">
          {pedido ? (
            <p>Tu código: ABC123</p>
          ) : (
            <button type="button" onClick={() => setPedido(true)}>
              Canjear
            </button>
          )}
          <button type="button" onClick={() => setConfirmar(true)}>
            Borrar
          </button>
          <ConfirmDialog
            open={confirmar}
            title="¿Borrar?"
            confirmLabel="Sí, borrar"
            onConfirm={() => setConfirmar(false)}
            onCancel={() => setConfirmar(false)}
          >
            No se puede deshacer.
          </ConfirmDialog>
        </Drawer>
      </main>
      <Toaster />
    </>
  );
}

describe('a modal dialog', () => {
  it('makes the page behind inert while open, and gives it back with the focus on close', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    const abrir = screen.getByRole('button', { name: 'Abrir' });
    await user.click(abrir);
    const dialog = screen.getByRole('dialog', { name: 'Oferta' });
    // The dialog is drawn at the end of <body>: the page it left is inert as a whole.
    expect(document.querySelector('header')!.closest('[inert]')).not.toBeNull();
    expect(abrir.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    // Live regions (the toasts) still speak.
    expect(document.querySelector('[data-toaster]')!.closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(abrir);
  });

  it('keeps the focus inside when the focused button goes away', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Oferta' });
    const canjear = within(dialog).getByRole('button', { name: 'Canjear' });
    canjear.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Tu código: ABC123')).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).not.toBe(document.body);
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
  });

  it('answers Escape and Tab with the focus outside it', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Oferta' });
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets only the top dialog answer, and the one under it gets the focus back', async () => {
    const user = userEvent.setup();
    render(<Pagina />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const borrar = screen.getByRole('button', { name: 'Borrar' });
    await user.click(borrar);
    const confirm = screen.getByRole('alertdialog', { name: '¿Borrar?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await user.tab();
    await user.tab();
    expect(confirm.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Oferta' })).toBeTruthy();
    expect(document.activeElement).toBe(borrar);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
