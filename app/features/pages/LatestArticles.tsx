import { useEffect, useRef, useState } from "react";
import { whenNear } from "~/lib/when-near";
import type { PostCard } from "~/features/collections/cards";
import type { LiveDefaults } from "~/features/collections/live";
import { PostCardView } from "~/features/collections/PostCardView";
import { newestFirst } from "~/features/collections/search";
import { HOME_CARDS } from "~/features/collections/table";
import { useFreshPosts } from "~/features/collections/use-fresh-posts";
import type { Placement } from "~/features/sections/shared";
import { LatestCards } from "./LatestCards";
import type { HomeBlock } from "./schema";

type Block = Extract<HomeBlock, { type: "latest-articles" }>;

/** No category: home's articles are the newest of all. */
const ALL: never[] = [];

/**
 * Home's Design Insights: the snapshot's newest posts, and once the page has hydrated, those
 * published in WordPress since the build (the blog's `useFreshPosts`, decision 191). They take
 * their places only while the list is still below the screen: cards changing where the visitor
 * is reading, or above it, would move the page under them. Otherwise the built cards stay.
 * WordPress is asked once the visitor is within two screens of the list (decision 217): early
 * enough for the answer to arrive before the list is on screen, and not at all on a visit that
 * never goes that far down.
 */
export function LatestArticles({ block, insights, liveDefaults, ...place }: Placement & { block: Block; insights: PostCard[]; liveDefaults: LiveDefaults }) {
  const { type: _, readMore, ...head } = block;
  const list = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (list.current ? whenNear(list.current, "0px 0px 200% 0px", () => setNear(true)) : undefined), []);
  const fresh = useFreshPosts(insights, ALL, liveDefaults, near);
  const [shown, setShown] = useState(insights);
  // WordPress answers once: the cards are placed once (`fresh` is a new list on every render).
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || fresh.length === 0) return;
    placed.current = true;
    const top = list.current?.getBoundingClientRect().top;
    if (top !== undefined && top >= window.innerHeight) setShown([...fresh, ...insights].sort(newestFirst).slice(0, HOME_CARDS));
  }, [fresh, insights]);
  return <LatestCards {...head} {...place} listRef={list} cards={shown.map((p) => ({ key: p.id, card: <PostCardView post={p} readMore={readMore} /> }))} />;
}
