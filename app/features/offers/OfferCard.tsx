import { Link } from "~/ui/Link";
import { Icon } from "~/ui/Icon";
import type { OfferView } from "~/features/offers/schema";
import { Picture } from "~/ui/Picture";

interface OfferCardProps {
  offer: OfferView;
  /** The link's text, e.g. "View Offer". */
  cta: string;
  /** Heading level of the title (h3 under a section heading). */
  as?: "h2" | "h3";
}

/**
 * An offer card: image (with its badge), date, author, title, excerpt and a View Offer link.
 * The link covers the whole card, so the card is one tab stop and one click target.
 */
export function OfferCard({ offer, cta, as: H = "h3" }: OfferCardProps) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow duration-300 focus-within:shadow-[0_0_0_2px_#9a4f2c] hover:shadow-[0_2px_4px_rgba(29,26,23,0.06),0_20px_40px_-18px_rgba(29,26,23,0.35)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-deep">
        <Picture
          image={offer.image}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        {offer.badge && (
          <p className="absolute left-4 top-4 rounded-full bg-white/95 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-clay shadow-sm">
            {offer.badge}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <time dateTime={offer.date} className="text-xs font-semibold uppercase tracking-[0.14em] text-clay">
          {offer.dateLabel}
        </time>
        <H className="mt-3 font-display text-2xl leading-snug text-ink">{offer.title}</H>
        <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{offer.excerpt}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-sand-line pt-5">
          <p className="text-sm text-ink-muted">{offer.author}</p>
          <Link
            to={offer.path}
            aria-label={`${cta}: ${offer.title}`}
            className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-clay after:(absolute inset-0 content-empty rounded-2xl) hover:text-clay-dark focus-visible:outline-none"
          >
            {cta}
            <Icon name="arrow-right" className="h-4 w-4 transition-transform duration-300 group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </article>
  );
}
