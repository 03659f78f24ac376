import type { SessionUser } from '@app/domain/core/auth';
import { createListeners } from '../lib/listeners.ts';

const TOKEN_KEY = 'auth_token';
const USER_KEY = 'auth_user';

export interface Session {
  token: string;
  /** The admin as received at login: its permissions are the baseline the `me` check compares against. */
  user: SessionUser | null;
}

const listeners = createListeners();

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const raw = localStorage.getItem(USER_KEY);
  try {
    return { token, user: raw ? (JSON.parse(raw) as SessionUser) : null };
  } catch {
    return { token, user: null };
  }
}

let current = read();

// Signing out in one tab signs out the others.
window.addEventListener('storage', (event) => {
  if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
  current = read();
  listeners.emit();
});

/** The one place that reads and writes the stored session; React reads it through `useSession`. */
export const sessionStore = {
  get(): Session | null {
    return current;
  },
  subscribe: listeners.subscribe,
  signIn(token: string, user: SessionUser): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { token, user };
    listeners.emit();
  },
  /** Adopts the server's copy when the session started without one (a token set from outside the login form). */
  adoptUser(user: SessionUser): void {
    if (!current) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { ...current, user };
    listeners.emit();
  },
  signOut(): void {
    if (!current) return;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    current = null;
    listeners.emit();
  },
};
