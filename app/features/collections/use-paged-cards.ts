import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { entryId, forgetList, listIsBack, recallList, rememberList, rememberScroll, type ListMemory } from "./list-memory";

/** A page of cards as a list's fetch returns it, and whether another page may follow. */
export interface CardPage<T> {
  cards: T[];
  more: boolean;
}

/** `a`, then those of `b` not already in it, by id (a record can move between pages while a visitor reads). */
export function mergeById<T extends { id: number }>(a: T[], b: T[]): T[] {
  const seen = new Set(a.map((p) => p.id));
  return [...a, ...b.filter((p) => !seen.has(p.id) && seen.add(p.id))];
}

/**
 * The list's memory for its history entry (./list-memory.ts, decision 170): `key` names the list,
 * `extra` gives what its owner keeps beside the cards, read when a page has loaded.
 */
export interface PagedMemory {
  key: string;
  extra?: () => unknown;
}

/**
 * The Load More state of the blog's and the portfolio's lists: the cards so far (the snapshot's
 * first page to begin with), the page they reach, whether more may follow, and whether a page is
 * on its way. `loadMore` appends the next page, de-duplicated by id; `restart` empties the list
 * and loads its first page (a new filter). A failed fetch leaves the list as it was.
 *
 * With `memory`, each loaded page is kept for the history entry, with the scroll position when
 * the visitor leaves; coming back to the entry (Back after an article) shows those cards again
 * and scrolls where the visitor was, before the first paint after hydration. `restored.current`
 * is what was brought back, for the owner's own state (its `extra`).
 */
export function usePagedCards<T extends { id: number }>(initial: CardPage<T>, memory?: PagedMemory) {
  const [cards, setCards] = useState(initial.cards);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(initial.more);
  const [loading, setLoading] = useState(false);
  const restored = useRef<ListMemory<T> | undefined>(undefined);
  const scrollTo = useRef<number | undefined>(undefined);
  // The history entry this list belongs to: by the time it unmounts on a client navigation,
  // history already holds the next entry.
  const entry = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    if (!memory) return;
    // Before the next paint, once the restore below has rendered and scrolled (or found nothing).
    requestAnimationFrame(listIsBack);
    entry.current = entryId(false);
    const kept = recallList<T>(memory.key, entry.current);
    if (!kept) return;
    restored.current = kept;
    scrollTo.current = kept.y;
    setCards(kept.cards);
    setPage(kept.page);
    setMore(kept.more);
    // Once, for the entry the page opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The restored cards are in the page: where the visitor was.
  useLayoutEffect(() => {
    if (scrollTo.current === undefined || cards !== restored.current?.cards) return;
    window.scrollTo(0, scrollTo.current);
    scrollTo.current = undefined;
  }, [cards]);
  // Where the page was when the visitor leaves it: another document (pagehide) or another route
  // (the list unmounts, before the next route scrolls). Not while a restore is still to scroll
  // (React's development double mount would save the position before it).
  useLayoutEffect(() => {
    if (!memory) return;
    const save = () => {
      if (scrollTo.current === undefined && entry.current) rememberScroll(memory.key, window.scrollY, entry.current);
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [memory?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  // A page loaded: the list as it is now is kept for the entry.
  const loaded = useRef(false);
  useEffect(() => {
    if (!memory || !loaded.current) return;
    loaded.current = false;
    entry.current = rememberList(memory.key, { cards, page, more, y: window.scrollY, extra: memory.extra?.() }, entry.current);
  }, [cards, page, more]); // eslint-disable-line react-hooks/exhaustive-deps

  // The last load asked for: a page that arrives after the list restarted (another category) is dropped.
  const latest = useRef(0);
  const load = async (n: number, fetchPage: (page: number) => Promise<CardPage<T>>) => {
    const asked = ++latest.current;
    setLoading(true);
    try {
      const next = await fetchPage(n);
      if (asked !== latest.current) return;
      setCards((cur) => (n === 1 ? next.cards : mergeById(cur, next.cards)));
      setPage(n);
      setMore(next.more);
      loaded.current = true;
    } catch (err) {
      console.error(err);
    } finally {
      if (asked === latest.current) setLoading(false);
    }
  };

  return {
    cards,
    more,
    loading,
    /** What was brought back for the entry (set before the owner's effects run), else undefined. */
    restored: restored as { readonly current: ListMemory<T> | undefined },
    loadMore: (fetchPage: (page: number) => Promise<CardPage<T>>) => load(page + 1, fetchPage),
    /** Puts `newer` (published since the snapshot) before the cards, de-duplicated by id, and keeps the list for the entry. */
    prepend: (newer: T[]) => {
      loaded.current = true;
      setCards((cur) => mergeById(newer, cur));
    },
    restart: (fetchPage: (page: number) => Promise<CardPage<T>>) => {
      setCards([]);
      // Left before the new list arrives, Back shows the first page, not the list before.
      if (memory && entry.current) forgetList(memory.key, entry.current);
      return load(1, fetchPage);
    },
  };
}
