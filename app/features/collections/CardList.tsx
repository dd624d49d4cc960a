import { coverSizes } from "~/lib/cover-sizes";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { CardImage } from "~/lib/image-types";
import { Reveal } from "~/ui/Reveal";
import { CardImageView } from "./CardImageView";
import { Spinner } from "~/ui/Spinner";

/** Cards in the grid's widest row (`lg:grid-cols-3`): their images load at once, first (any of them may be the largest paint). */
export const FIRST_ROW_CARDS = 3;

/**
 * The blog's and the portfolio's card grid: cards revealed a page at a time, the spinner while
 * more load, and SPEC's Load More button (its label swaps to the loading text meanwhile).
 *
 * For a visitor who cannot see the grid (decision 200): the button is never `disabled` while it
 * loads (that would drop the focus to the page), it says so with `aria-disabled` and ignores a
 * press; a status region, there from the start, says "Loading..." and then how many cards are
 * shown after any load (Load More, a category); and after Load More the focus moves to the first
 * new card's link, or the last card's when nothing came, so Tab goes on through the new cards.
 */
export function CardList<T extends { id: number }>({
  items,
  pageSize,
  card,
  loading,
  canLoadMore,
  onLoadMore,
  labels,
}: {
  items: T[];
  pageSize: number;
  card: (item: T, index: number) => ReactNode;
  loading: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  labels: { loading: string; loadMore: string; shown: string };
}) {
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** How many cards there were when the visitor pressed Load More, until that load ends. */
  const pressedAt = useRef<number | null>(null);
  const wasLoading = useRef(loading);
  const [said, setSaid] = useState("");

  useEffect(() => {
    if (loading === wasLoading.current) return;
    wasLoading.current = loading;
    if (loading) {
      setSaid(labels.loading);
      return;
    }
    setSaid(labels.shown.replace("{count}", String(items.length)));
    const before = pressedAt.current;
    pressedAt.current = null;
    const focus = document.activeElement;
    // Only when the focus is still where the press left it (the button, or the page once the button went).
    if (before === null || !(focus === button.current || focus === document.body || focus === null)) return;
    const cards = list.current?.children;
    const target = cards?.[items.length > before ? before : items.length - 1];
    target?.querySelector<HTMLElement>("a:not([tabindex='-1']), button")?.focus();
  }, [loading, items.length, labels]);

  return (
    <>
      <ul ref={list} className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <Reveal as="li" key={item.id} index={i % pageSize}>
            {card(item, i)}
          </Reveal>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {said}
      </p>
      {loading && <Spinner quiet />}
      {canLoadMore && (
        <div className="mt-12 text-center">
          <button
            ref={button}
            type="button"
            className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-70"
            aria-disabled={loading || undefined}
            onClick={() => {
              if (loading) return;
              pressedAt.current = items.length;
              onLoadMore();
            }}
          >
            {loading ? labels.loading : labels.loadMore}
          </button>
        </div>
      )}
    </>
  );
}

/** A card's image at the card grid's sizes, zooming a little when the card is hovered. */
export function CardMedia({ image, priority, box }: { image: CardImage; priority?: boolean; /** The image box's width over its height (3 / 2 for a post, 4 / 3 for a project). */ box: number }) {
  return (
    <CardImageView
      image={image}
      priority={priority}
      sizes={(picture) =>
        coverSizes(picture, [
          { media: "(min-width: 1280px)", width: "400px", box },
          { media: "(min-width: 1024px)", width: "33vw", box },
          { media: "(min-width: 640px)", width: "50vw", box },
          { width: "100vw", box },
        ])
      }
      className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
    />
  );
}

/** "Read More →": the label and an arrow that moves on hover. */
export function ArrowLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
        →
      </span>
    </>
  );
}
