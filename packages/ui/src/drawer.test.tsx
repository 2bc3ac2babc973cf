import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Drawer title="My Cart" isOpen={open} onOpenChange={setOpen}>
        <p>Your cart is empty</p>
        <a href="/cart">View Cart</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title and closes on Escape, restoring focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'My Cart' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the dimmed overlay', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    // ModalOverlay > Modal > Dialog: the overlay is the dialog's grandparent.
    const overlay = screen.getByRole('dialog', { name: 'My Cart' }).parentElement?.parentElement;
    expect(overlay).toBeTruthy();
    await user.click(overlay as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while open (Tab cycles within the dialog)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'My Cart' });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
