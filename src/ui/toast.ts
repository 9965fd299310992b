import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'blank';

/** A note with a button, which stays until the button is pressed. */
export interface ActionNote {
  /** Asked for again under the same id, the note shows once. */
  id: string;
  message: string;
  label: string;
  act: () => void;
}

let shown = false;
const listeners = new Set<() => void>();
/** The notes with a button asked for before the Toaster's code came (one id twice shows once: react-hot-toast's ids). */
let waitingNotes: ActionNote[] = [];
/** What shows a note with a button, once the Toaster's code is in (PlacedToaster.tsx). */
let showNote: ((note: ActionNote) => void) | null = null;

function mount() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string) {
  mount();
  // react-hot-toast keeps what it is given until its Toaster mounts, so the first toast is not lost.
  void import('react-hot-toast').then(({ toast: hotToast }) =>
    kind === 'blank' ? hotToast(message) : hotToast[kind](message),
  );
}

/** Toasts (react-hot-toast), whose code loads with the first message rather than with the first page. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A note without an icon. */
  blank: (message: string) => show('blank', message),
  /** A note the customer must act on, with its button: it stays until pressed. */
  action(note: ActionNote) {
    mount();
    if (showNote) showNote(note);
    else waitingNotes.push(note);
  },
  /** Takes the note shown under `id` away, as when the page says the same itself. */
  dismiss(id: string) {
    waitingNotes = waitingNotes.filter((note) => note.id !== id);
    void import('react-hot-toast').then(({ toast: hotToast }) => hotToast.dismiss(id));
  },
};

/** The Toaster's side: shows the notes with a button asked for so far with `show`, and each one asked for from now on. */
export function showNotesWith(show: (note: ActionNote) => void): void {
  showNote = show;
  waitingNotes.forEach(show);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any toast was asked for yet: the Toaster mounts from then on. */
export const useToastShown = () => useSyncExternalStore(subscribe, () => shown);
