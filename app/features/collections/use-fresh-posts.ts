/**
 * Posts published in WordPress since the snapshot the page was built from (decision 189). Once
 * the list has hydrated, WordPress is asked whether it holds a post published after the newest
 * one shown (`after=`, one id: an empty list of a few bytes while there is none, and then
 * nothing more is loaded, decision 202). Only then does the live layer ask for them. They are
 * offered above the list, and shown first when the visitor asks: cards that push the list down
 * on their own would be a layout shift the visitor did not start. Nothing is offered while the
 * CMS is unreachable, in a category's view or after the visitor has shown them.
 *
 * The question's code loads with it (decision 217): a list further down the page (home's Design
 * Insights) asks only once `near` is true, and a page whose visitor never goes there loads
 * neither the code nor the answer.
 */
import { useEffect, useState } from "react";
import type { PostCard } from "./cards";
import { categoryFromUrl, type ListCategory } from "./category-param";
import type { LiveDefaults } from "./live";
import { newestFirst } from "./search";
import { wallTime } from "~/lib/wp-time";

/** The newest of `cards`, as WordPress orders posts. */
const newestOf = (cards: PostCard[]): PostCard | undefined => cards.reduce<PostCard | undefined>((n, c) => (!n || newestFirst(c, n) < 0 ? c : n), undefined);

/** Of `live`, the posts newer than the newest of `snapshot` and not in it, newest first. */
export function newerThan(live: PostCard[], snapshot: PostCard[]): PostCard[] {
  const known = new Set(snapshot.map((p) => p.id));
  const newest = newestOf(snapshot);
  return live.filter((p) => !known.has(p.id) && (!newest || newestFirst(p, newest) < 0)).sort(newestFirst);
}

/** The posts to offer above the list: none until WordPress has answered, and none already in `shown`. */
export function useFreshPosts(shown: PostCard[], categories: ListCategory[], liveDefaults: LiveDefaults, near = true): PostCard[] {
  const [fresh, setFresh] = useState<PostCard[]>([]);
  useEffect(() => {
    // A category's view lists that category from the archive's index, not the newest posts.
    // `near` only ever turns true: once for the page, when it does (twice under StrictMode in
    // development, the first asking aborted by its cleanup).
    if (!near || categoryFromUrl(categories)) return;
    const ask = new AbortController();
    void (async () => {
      try {
        const newest = newestOf(shown);
        if (!newest) return;
        const { hasNewerPost } = await import("./newer-probe");
        // WordPress's `after` takes its wall time, without the card's offset.
        const after = wallTime(newest.dateTime);
        // The live layer's code loads only when there is something for it to show (decision 202).
        if (!(await hasNewerPost(after, ask.signal))) return;
        const live = await import("./live");
        const cards = await live.liveNewerPosts(after, liveDefaults, ask.signal);
        if (!ask.signal.aborted) setFresh(newerThan(cards, shown));
      } catch {
        // WordPress unreachable or slow: the list as built, with nothing to offer.
      }
    })();
    return () => ask.abort();
    // Once, for the list the page opened with, when the visitor is near it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);
  return fresh.filter((p) => !shown.some((s) => s.id === p.id));
}
