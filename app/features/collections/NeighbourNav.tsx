import { Link } from "~/ui/Link";
import type { NeighbourLink, Neighbours } from "./views";
import type { NeighbourLabels } from "./schema";

/**
 * The links at an article's or a project's end to the next newer and the next older one in its
 * list (decision 214): a reader goes on reading, and every article and project is reached by a
 * link, not only by the sitemap (the lists show their first cards; Load More is a button).
 * Newer on the left, older on the right, as the list reads down; one alone keeps its side.
 */
export function NeighbourNav({ neighbours, labels }: { neighbours?: Neighbours; labels?: NeighbourLabels }) {
  if (!labels || (!neighbours?.newer && !neighbours?.older)) return null;
  return (
    <nav aria-label={labels.label} className="container mt-16 max-w-5xl">
      <ul className="grid gap-4 border-t border-sand-line pt-10 sm:grid-cols-2 sm:gap-6">
        {neighbours.newer && (
          <li>
            <NeighbourCard link={neighbours.newer} word={labels.newer} side="newer" />
          </li>
        )}
        {neighbours.older && (
          <li className="sm:col-start-2">
            <NeighbourCard link={neighbours.older} word={labels.older} side="older" />
          </li>
        )}
      </ul>
    </nav>
  );
}

function NeighbourCard({ link, word, side }: { link: NeighbourLink; word: string; side: "newer" | "older" }) {
  const older = side === "older";
  return (
    <Link
      to={link.path}
      className={`group flex h-full flex-col gap-2 rounded-2xl border border-sand-line bg-white px-6 py-5 transition-colors hover:border-clay/40 focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus) ${older ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-clay">
        {!older && (
          <span aria-hidden="true" className="transition-transform group-hover:-translate-x-0.5">
            ←
          </span>
        )}
        {word}
        {older && (
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
            →
          </span>
        )}
      </span>
      <span className="font-display text-lg leading-snug text-ink sm:text-xl">{link.title}</span>
    </Link>
  );
}
