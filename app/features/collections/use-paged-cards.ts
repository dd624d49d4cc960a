import { useState } from "react";

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
 * The Load More state of the blog's and the portfolio's lists: the cards so far (the snapshot's
 * first page to begin with), the page they reach, whether more may follow, and whether a page is
 * on its way. `loadMore` appends the next page, de-duplicated by id; `restart` empties the list
 * and loads its first page (a new filter). A failed fetch leaves the list as it was.
 */
export function usePagedCards<T extends { id: number }>(initial: CardPage<T>) {
  const [cards, setCards] = useState(initial.cards);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(initial.more);
  const [loading, setLoading] = useState(false);

  const load = async (n: number, fetchPage: (page: number) => Promise<CardPage<T>>) => {
    setLoading(true);
    try {
      const next = await fetchPage(n);
      setCards((cur) => (n === 1 ? next.cards : mergeById(cur, next.cards)));
      setPage(n);
      setMore(next.more);
    } catch (err) {
      console.error(err);
    } finally {
      setLoading(false);
    }
  };

  return {
    cards,
    more,
    loading,
    loadMore: (fetchPage: (page: number) => Promise<CardPage<T>>) => load(page + 1, fetchPage),
    restart: (fetchPage: (page: number) => Promise<CardPage<T>>) => {
      setCards([]);
      return load(1, fetchPage);
    },
  };
}
