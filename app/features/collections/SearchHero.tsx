import { useId, type Ref } from "react";
import type { BlogPage } from "./schema";

interface Props {
  /** The page's hero section (eyebrow, heading, intro; a list page's hero has no buttons). */
  hero: BlogPage["hero"];
  search: BlogPage["search"];
  query: string;
  onQuery: (q: string) => void;
  /** The search box, for a "Clear search" button elsewhere to give it focus. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A list page's hero with its search box: filtering is live; submitting only prevents the reload. */
export function SearchHero({ hero: { eyebrow, heading, intro }, search, query, onQuery, inputRef }: Props) {
  const id = useId();
  return (
    <section className="bg-sand-deep pt-28 pb-14 sm:pt-36 sm:pb-20">
      <div className="container max-w-4xl text-center">
        {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
        <h1 className="font-display text-[2.5rem] leading-[1.08] text-ink sm:text-6xl">{heading}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{intro}</p>}
        <form role="search" className="mx-auto mt-9 flex max-w-xl gap-2 rounded-full bg-white p-1.5 shadow-[0_10px_30px_-15px_rgba(29,26,23,0.35)] focus-within:(outline-2 outline-offset-3 outline-solid outline-focus)" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-q`} className="sr-only">
            {search.label}
          </label>
          <input
            id={`${id}-q`}
            ref={inputRef}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={search.placeholder}
            className="min-w-0 flex-1 rounded-full border-0 bg-transparent px-5 py-3 text-base text-ink placeholder:text-ink-muted focus:outline-none"
          />
          <button type="submit" className="btn-primary !px-6">
            {search.button}
          </button>
        </form>
      </div>
    </section>
  );
}
