import { coverSizes } from "~/lib/cover-sizes";
import type { ReactNode } from "react";
import type { CardImage } from "~/lib/image-types";
import { Reveal } from "~/ui/Reveal";
import { CardImageView } from "./CardImageView";
import { Spinner } from "~/ui/Spinner";

/** Cards in the grid's widest row (`lg:grid-cols-3`): their images load at once, first (any of them may be the largest paint). */
export const FIRST_ROW_CARDS = 3;

/**
 * The blog's and the portfolio's card grid: cards revealed a page at a time, the spinner while
 * more load, and SPEC's Load More button (its label swaps to the loading text meanwhile).
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
  labels: { loading: string; loadMore: string };
}) {
  return (
    <>
      <ul className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <Reveal as="li" key={item.id} index={i % pageSize}>
            {card(item, i)}
          </Reveal>
        ))}
      </ul>
      {loading && <Spinner label={labels.loading} />}
      {canLoadMore && (
        <div className="mt-12 text-center">
          <button type="button" className="btn-secondary disabled:cursor-wait disabled:opacity-70" onClick={onLoadMore} disabled={loading}>
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
