import { coverSizes } from "~/lib/cover-sizes";
import { useId, useMemo, useState } from "react";
import type { OffersPage, OfferView } from "~/features/offers/schema";
import { Picture } from "~/ui/Picture";
import { Reveal } from "~/ui/Reveal";
import { hasEnded, NOTICE_ATTR, UNTIL_ATTR, useToday } from "~/features/offers/validity";
import { ExpiryScript } from "./ExpiryScript";
import { filterOffers, resultsMessage } from "./filter";
import { OfferCard } from "./OfferCard";
import { OfferSearch } from "./OfferSearch";
import { NoResults } from "~/ui/NoResults";

interface OffersBrowserProps {
  hero: OffersPage["hero"];
  search: OffersPage["search"];
  list: OffersPage["list"];
  heroImage: OfferView["image"];
  offers: OfferView[];
}

/** The /offers hero with its search box, and the live-filtered grid of offer cards. */
export function OffersBrowser({ hero, search, list, heroImage, offers: atBuild }: OffersBrowserProps) {
  const [query, setQuery] = useState("");
  // Offers running at build time, less those that have ended since (decision 082).
  const today = useToday();
  const offers = useMemo(() => (today ? atBuild.filter((o) => !hasEnded(o, today)) : atBuild), [atBuild, today]);
  const shown = useMemo(() => filterOffers(offers, query), [offers, query]);
  const message = resultsMessage(query, shown.length, search);
  const lastDay = offers.map((o) => o.validUntil).sort().at(-1);
  const headingId = useId();
  const searchId = useId();
  const clear = () => {
    setQuery("");
    document.getElementById(searchId)?.focus();
  };

  return (
    <>
      <section className="relative overflow-hidden bg-sand-deep pb-16 pt-28 sm:pb-20 sm:pt-36">
        <div aria-hidden="true" className="pointer-events-none absolute -left-32 top-10 h-80 w-80 rounded-full bg-clay-tint blur-3xl" />
        <div className="container relative grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
          <div>
            {hero.eyebrow && <p className="eyebrow mb-4">{hero.eyebrow}</p>}
            <h1 className="font-display text-[2.6rem] leading-[1.05] text-ink sm:text-6xl">{hero.heading}</h1>
            {hero.intro && <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{hero.intro}</p>}
            <div className="mt-9">
              <OfferSearch value={query} onChange={setQuery} inputId={searchId} {...search} />
            </div>
          </div>
          <div className="relative">
            <div className="overflow-hidden rounded-[2rem] shadow-[0_30px_60px_-30px_rgba(29,26,23,0.45)]">
              <Picture
                image={heroImage}
                priority
                sizes={coverSizes(heroImage, [
                  { media: "(min-width: 1280px)", width: "600px", box: 5 / 4 },
                  { media: "(min-width: 1024px)", width: "46vw", box: 5 / 4 },
                  { width: "100vw", box: 16 / 11 },
                ])}
                className="block aspect-[16/11] lg:aspect-[5/4]"
                imgClassName="h-full w-full object-cover"
              />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby={headingId} className="bg-sand pb-4 pt-16 sm:pb-6 sm:pt-24">
        <div className="container">
          <div className="mb-10 flex flex-col gap-3 sm:mb-12 sm:flex-row sm:items-end sm:justify-between">
            <h2 id={headingId} className="section-title">
              {list.heading}
            </h2>
            <p role="status" className="min-h-[1.6em] text-base text-ink-muted">
              {message}
            </p>
          </div>
          {offers.length === 0 ? (
            <p className="card mx-auto max-w-xl px-8 py-12 text-center text-lg text-ink-muted">{list.none}</p>
          ) : shown.length > 0 ? (
            // Two offers fill the row under the left-aligned heading; from three, rows of three, a last one centred.
            <ul className={`center-rows [--cols:1] [--gap:1.75rem] md:[--cols:2] ${shown.length >= 3 ? "xl:[--cols:3]" : ""}`}>
              {shown.map((offer, i) => (
                <li key={offer.slug} {...{ [UNTIL_ATTR]: offer.validUntil }}>
                  <Reveal index={i} className="h-full">
                    <OfferCard offer={offer} cta={list.viewOffer} />
                  </Reveal>
                </li>
              ))}
            </ul>
          ) : (
            <NoResults hint={search.noResultsHint} clear={search.clear} onClear={clear} />
          )}
          {lastDay && offers.length > 0 && (
            <p hidden {...{ [UNTIL_ATTR]: lastDay, [NOTICE_ATTR]: "" }} className="card mx-auto max-w-xl px-8 py-12 text-center text-lg text-ink-muted">
              {list.none}
            </p>
          )}
          <ExpiryScript />
        </div>
      </section>
    </>
  );
}
