import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { SubmitButton } from './submit-button';

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

describe('Button pending announcement', () => {
  it('says its name when a focused button becomes pending, and not when it is not focused', async () => {
    const { rerender } = render(<Button>Sign Up</Button>);
    const button = screen.getByRole('button', { name: 'Sign Up' });
    button.focus();
    rerender(<Button isPending>Sign Up</Button>);
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Sign Up'));
    button.blur();
    document.querySelector('[aria-live="assertive"]')?.replaceChildren();
    rerender(<Button>Sign Up</Button>);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
  });

  it('is a plain button of type "button" unless told otherwise', () => {
    render(<Button>Close</Button>);
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('type')).toBe('button');
  });
});

describe('SubmitButton', () => {
  it('submits its form with name and value, and keeps focus but does not submit again while pending', async () => {
    const submitted: Array<string | null> = [];
    const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      submitted.push(new FormData(event.currentTarget, submitter).get('intent') as string | null);
    };
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton name="intent" value="add">Add to Cart</SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(submitted).toEqual(['add']);

    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton name="intent" value="add" isPending>Adding to Cart...</SubmitButton>
      </form>,
    );
    const pending = screen.getByRole('button', { name: /Adding to Cart/ });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(false);
    pending.focus();
    await userEvent.click(pending);
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual(['add']);
    expect(document.activeElement).toBe(pending);
  });

  it('is disabled with isDisabled', () => {
    render(<SubmitButton isDisabled>Add to Cart</SubmitButton>);
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
