import type { OfferView } from "~/features/offers/schema";
import { Reveal } from "~/ui/Reveal";
import { hasEnded, UNTIL_ATTR, useToday } from "~/features/offers/validity";
import { ExpiryScript } from "./ExpiryScript";
import { OfferCard } from "./OfferCard";

/**
 * The other offers running at build time, under an offer's page. Those that end before the
 * visitor's today are hidden before the first paint and left out once hydrated; the section
 * itself goes when the last of them has ended.
 */
export function MoreOffers({ offers, heading, cta }: { offers: OfferView[]; heading: string; cta: string }) {
  const today = useToday();
  const shown = today ? offers.filter((o) => !hasEnded(o, today)) : offers;
  if (shown.length === 0) return null;
  const lastDay = shown.map((o) => o.validUntil).sort().at(-1);
  return (
    <section aria-labelledby="more-offers" className="bg-white py-16 sm:py-24" {...{ [UNTIL_ATTR]: lastDay }}>
      <div className="container max-w-5xl">
        <h2 id="more-offers" className="section-title mb-10 text-center sm:mb-12">
          {heading}
        </h2>
        {/* Centred like the offers page's own grid: one other offer stands in the middle, not at a left edge of its own. */}
        <ul className="center-rows [--cols:1] [--gap:1.75rem] md:[--cols:2]">
          {shown.map((o, i) => (
            <li key={o.slug} {...{ [UNTIL_ATTR]: o.validUntil }}>
              <Reveal index={i} className="h-full">
                <OfferCard offer={o} cta={cta} />
              </Reveal>
            </li>
          ))}
        </ul>
        <ExpiryScript />
      </div>
    </section>
  );
}
