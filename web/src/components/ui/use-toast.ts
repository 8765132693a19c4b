import { type ReactNode, useEffect, useState } from 'react';
import type { ToastActionElement, ToastVariant } from './toast.tsx';

/** Spec-core §8: only one toast shows at a time; a new one replaces it. */
export const TOAST_LIMIT = 1;
/** Time a dismissed toast stays in state so its close animation can run. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  variant?: ToastVariant;
};

export type ToasterToast = ToastInput & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

// A tiny module-level store so toast() can be called from anywhere (mutations, lib code).
let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: 'remove', toastId: id });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

function dispatch(action: Action): void {
  if (action.type === 'dismiss') {
    for (const t of memoryState.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  const update = (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } });
  dispatch({
    type: 'add',
    toast: { ...input, id, open: true, onOpenChange: (open) => !open && dismiss() },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);

  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'dismiss', toastId }),
  };
}

/** Test helper: empties the store and cancels pending removals. */
export function resetToastsForTests(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  memoryState = { toasts: [] };
  for (const listener of listeners) listener(memoryState);
}
