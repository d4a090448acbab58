import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('keeps Tab inside: from the last control to the first, Shift+Tab from the first to the last', () => {
    render(
      <Modal open onClose={() => undefined} title="Annullare?">
        <input aria-label="Motivo" />
        <button type="submit">Conferma</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Annullare?', hidden: true });
    const close = screen.getByRole('button', { name: 'Chiudi', hidden: true });
    const confirm = screen.getByRole('button', { name: 'Conferma', hidden: true });

    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    // Between the edges the browser moves focus itself.
    const reason = screen.getByLabelText('Motivo');
    reason.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(reason);
  });
});
