import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastAction } from './toast.tsx';
import { Toaster } from './toaster.tsx';
import { reducer, TOAST_LIMIT, toast } from './use-toast.ts';

describe('toast store', () => {
  it('keeps at most one toast, the newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    const make = (id: string) => ({ id, open: true, onOpenChange: () => {}, title: id });
    let state = reducer({ toasts: [] }, { type: 'add', toast: make('a') });
    state = reducer(state, { type: 'add', toast: make('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });
});

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only the latest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First notice' });
      toast({ title: 'Second notice', description: 'Replaces the first' });
    });
    expect(screen.queryByText('First notice')).not.toBeInTheDocument();
    expect(screen.getByText('Second notice')).toBeInTheDocument();
    expect(screen.getByText('Replaces the first')).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Document deleted' });
    });
    expect(TOAST_DURATION_MS).toBe(5000);

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Document deleted')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Document deleted')).not.toBeInTheDocument();
  });

  it('renders the destructive variant, an action, and a swipe-right toast', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Login failed',
        description: 'Please verify your email before logging in',
        variant: 'destructive',
        action: <ToastAction altText="Resend verification email">Resend</ToastAction>,
      });
    });
    const title = screen.getByText('Login failed');
    const root = title.closest('[data-swipe-direction]');
    expect(root).toHaveAttribute('data-swipe-direction', 'right');
    expect(root).toHaveClass('bg-destructive');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('dismiss() closes the toast before its time', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Payment Processing' });
    });
    act(() => {
      handle?.dismiss();
    });
    expect(screen.queryByText('Payment Processing')).not.toBeInTheDocument();
  });
});
