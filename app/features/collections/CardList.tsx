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
 * press. After a load the visitor asked for (Load More, a category: not one the address started
 * as the page opened), a status region, there from the start, says how many cards are shown:
 * the page's own region when it has one (`say`), else the list's. After Load More brought cards,
 * or the button went, the focus moves from the button to the first new card's link (the last
 * card's when nothing came), so Tab goes on through the new cards.
 */
export function CardList<T extends { id: number }>({
  items,
  pageSize,
  card,
  loading,
  canLoadMore,
  onLoadMore,
  labels,
  say,
}: {
  items: T[];
  pageSize: number;
  card: (item: T, index: number) => ReactNode;
  loading: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  labels: { loading: string; loadMore: string; shown: string };
  /** Where the page says what happened, when it has a status region of its own (one per page). */
  say?: (text: string) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** The Load More press being answered: the cards there were, and whether a pointer pressed. */
  const pressed = useRef<{ count: number; pointer: boolean } | null>(null);
  /** Whether the load under way was the visitor's doing (a press, a click or a key just before it). */
  const asked = useRef(false);
  const wasLoading = useRef(loading);
  const [said, setSaid] = useState("");
  const tell = say ?? setSaid;

  useEffect(() => {
    if (loading === wasLoading.current) return;
    wasLoading.current = loading;
    if (loading) {
      asked.current = pressed.current !== null || (typeof navigator !== "undefined" && navigator.userActivation?.isActive === true);
      return;
    }
    if (asked.current) tell(labels.shown.replace("{count}", String(items.length)));
    const press = pressed.current;
    pressed.current = null;
    if (!press) return;
    const gone = !button.current?.isConnected;
    // A load that failed leaves the button, and the visitor on it, to try again.
    if (items.length <= press.count && !gone) return;
    // Only from where the press left the focus: the button, or the page once the button went.
    const focus = document.activeElement;
    if (!(focus === button.current || (gone && (focus === document.body || focus === null)))) return;
    const target = list.current?.children[items.length > press.count ? press.count : items.length - 1];
    target?.querySelector<HTMLElement>("a:not([tabindex='-1']), button")?.focus({ preventScroll: press.pointer });
  }, [loading, items.length, labels, tell]);

  return (
    <>
      <ul ref={list} className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <Reveal as="li" key={item.id} index={i % pageSize}>
            {card(item, i)}
          </Reveal>
        ))}
      </ul>
      {!say && (
        <p role="status" className="sr-only">
          {said}
        </p>
      )}
      {loading && <Spinner quiet />}
      {canLoadMore && (
        <div className="mt-12 text-center">
          <button
            ref={button}
            type="button"
            className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-70"
            aria-disabled={loading || undefined}
            onClick={(e) => {
              if (loading) return;
              pressed.current = { count: items.length, pointer: e.detail > 0 };
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
