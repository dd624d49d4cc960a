/**
 * What a list had loaded with Load More (its cards, the page they reach, whether more may follow)
 * and where the page was scrolled, kept for its own history entry in the tab's sessionStorage
 * (decision 170). Going back to /blog or /portfolio after opening an article shows the list as
 * the visitor left it, where the browser's back-forward cache does not keep the page: a phone
 * that dropped it, a reading longer than its ten minutes, a browser without it. A new visit to the
 * list (a link, the address typed) is a new history entry and starts afresh.
 *
 * The entry is told apart by an id of ours in `history.state` (React Router keeps its own fields
 * there; a replaced state keeps ours). A memory made by another build of the site is not used:
 * its cards may name images that build no longer has.
 */

export interface ListMemory<T> {
  cards: T[];
  page: number;
  more: boolean;
  /** window.scrollY when it was last saved. */
  y: number;
  /** What the list's owner keeps beside its cards (a category, where its next page starts). */
  extra?: unknown;
}

interface Stored<T> extends ListMemory<T> {
  build: string;
}

const PREFIX = "studio:list:";
/** The field of `history.state` that names the entry: the hydration gate reads it too (scripts/build/hydration.ts). */
export const LIST_ENTRY_FIELD = "studioEntry";
/**
 * A list that keeps its cards carries this attribute: the build gives its page the first script
 * that hides the page below the header while a kept list is on its way back (decision 172).
 */
export const KEPT_LIST_ATTRIBUTE = "data-kept-list";
/** The lists' own props for it: `<section {...KEPT_LIST}>`. */
export const KEPT_LIST = { [KEPT_LIST_ATTRIBUTE]: "" };
/** On <html> from the page's first script until the list is back (or the fallback): see `listIsBack`. */
export const LIST_RETURN_ATTRIBUTE = "data-list-return";
/** More cards than this are not kept (a visitor who loaded thirty pages starts again). */
export const MAX_KEPT_CARDS = 300;
/** Memories kept in a tab; the oldest go first (each new visit to a list that loads more makes one). */
export const MAX_KEPT_LISTS = 6;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): the list starts afresh, as before.
    return undefined;
  }
}

/** This build of the site: React Router's manifest version (one per build). */
function build(): string {
  return String((window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest?.version ?? "");
}

/** The current history entry's id, given one when `create` and it has none. */
export function entryId(create: boolean): string | undefined {
  const state: unknown = window.history.state;
  const id = state && typeof state === "object" ? (state as Record<string, unknown>)[LIST_ENTRY_FIELD] : undefined;
  if (typeof id === "string" && id) return id;
  if (!create) return undefined;
  const made = Math.random().toString(36).slice(2) + Date.now().toString(36);
  window.history.replaceState({ ...(state && typeof state === "object" ? state : {}), [LIST_ENTRY_FIELD]: made }, "");
  return made;
}

const keyFor = (list: string, entry: string) => `${PREFIX}${list}:${entry}`;

/**
 * Our memories' keys with when each was saved: read without parsing the memories themselves, and
 * by the page's first script (scripts/build/hydration.ts) to know a kept list is coming back.
 */
export const LIST_INDEX = "studio:lists";

function readIndex(store: Storage): Record<string, number> {
  try {
    const index = JSON.parse(store.getItem(LIST_INDEX) ?? "{}") as unknown;
    return index && typeof index === "object" && !Array.isArray(index) ? (index as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps `memory` for `list` in the history entry `entry` (the current one, given an id, by
 * default), and returns that entry's id. Beyond MAX_KEPT_LISTS memories the oldest are removed;
 * storage full: the others are removed first; blocked: nothing is kept.
 */
export function rememberList<T>(list: string, memory: ListMemory<T>, entry = entryId(true)): string | undefined {
  const store = storage();
  if (!store || !entry) return entry;
  const key = keyFor(list, entry);
  const index = readIndex(store);
  const drop = (k: string) => {
    store.removeItem(k);
    delete index[k];
  };
  try {
    if (memory.cards.length > MAX_KEPT_CARDS) {
      drop(key);
      return entry;
    }
    const value = JSON.stringify({ ...memory, build: build() } satisfies Stored<T>);
    const others = Object.keys(index)
      .filter((k) => k !== key)
      .sort((a, b) => (index[a] ?? 0) - (index[b] ?? 0));
    others.slice(0, Math.max(0, others.length - (MAX_KEPT_LISTS - 1))).forEach(drop);
    try {
      store.setItem(key, value);
    } catch {
      Object.keys(index).forEach(drop);
      store.setItem(key, value);
    }
    index[key] = Date.now();
  } catch {
    drop(key);
  } finally {
    try {
      store.setItem(LIST_INDEX, JSON.stringify(index));
    } catch {
      // Full even so: the index is rebuilt from the next memory kept.
    }
  }
  return entry;
}

/** Forgets what `list` kept in `entry` (a list that starts again). */
export function forgetList(list: string, entry = entryId(false)): void {
  const store = storage();
  if (!store || !entry) return;
  const key = keyFor(list, entry);
  store.removeItem(key);
  const index = readIndex(store);
  if (key in index) {
    delete index[key];
    store.setItem(LIST_INDEX, JSON.stringify(index));
  }
}

/** The scroll position kept with `list`'s memory in `entry`, updated; nothing when there is none. */
export function rememberScroll(list: string, y: number, entry = entryId(false)): void {
  const kept = recallList<{ id: number }>(list, entry);
  if (kept) rememberList(list, { ...kept, y }, entry);
}

/** What `list` kept in the history entry `entry` (the current one by default), if it is whole and from this build of the site. */
export function recallList<T extends { id: number }>(list: string, entry = entryId(false)): ListMemory<T> | undefined {
  const store = storage();
  if (!store || !entry) return undefined;
  let kept: Partial<Stored<T>>;
  try {
    kept = JSON.parse(store.getItem(keyFor(list, entry)) ?? "null") as Partial<Stored<T>>;
  } catch {
    return undefined;
  }
  if (!kept || typeof kept !== "object" || kept.build !== build()) return undefined;
  const { cards, page, more, y, extra } = kept;
  if (!Array.isArray(cards) || !cards.every((c) => c && typeof c === "object" && typeof c.id === "number")) return undefined;
  if (!Number.isInteger(page) || page! < 1 || typeof more !== "boolean" || typeof y !== "number" || !Number.isFinite(y)) return undefined;
  return { cards, page: page!, more, y, extra };
}

/**
 * The list is in the page as it will be shown (its kept cards back and scrolled to, or none to
 * bring back): what the page's first script hid is shown (decision 172).
 */
export function listIsBack(): void {
  document.documentElement.removeAttribute(LIST_RETURN_ATTRIBUTE);
}
