import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onPress when pressed', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to Cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and does not submit while pending', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending onPress={onPress}>
          Adding to Cart...
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Adding to Cart/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form with name and value when not pending', async () => {
    let submitted: FormData | null = null;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = new FormData(e.currentTarget, e.nativeEvent instanceof SubmitEvent ? e.nativeEvent.submitter : null);
        }}
      >
        <Button type="submit" name="intent" value="add">
          Add to Cart
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(submitted).not.toBeNull();
    expect((submitted as unknown as FormData).get('intent')).toBe('add');
  });
});
