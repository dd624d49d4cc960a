/**
 * The editor's WordPress user name and application password for `/preview`: kept in this
 * tab's sessionStorage only (gone when the tab closes), never in localStorage or a cookie.
 */
import type { Credentials } from "./target";

export const CREDENTIALS_KEY = "preview-credentials";

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the editor signs in on every visit
  }
}

export function loadCredentials(): Credentials | null {
  const raw = store()?.getItem(CREDENTIALS_KEY);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === "object" && v !== null && "user" in v && "password" in v && typeof v.user === "string" && typeof v.password === "string") {
      return { user: v.user, password: v.password };
    }
  } catch {
    // fall through: forget what cannot be read
  }
  forgetCredentials();
  return null;
}

export function saveCredentials(c: Credentials): void {
  store()?.setItem(CREDENTIALS_KEY, JSON.stringify(c));
}

export function forgetCredentials(): void {
  store()?.removeItem(CREDENTIALS_KEY);
}
