import { Link } from "~/ui/Link";
import { Icon } from "~/ui/Icon";
import type { OfferBodyBlock, OfferView, OffersPage } from "~/features/offers/schema";
import { ButtonLink } from "~/ui/ButtonLink";
import { Picture } from "~/ui/Picture";
import { hasEnded, NOTICE_ATTR, UNTIL_ATTR, useToday } from "~/features/offers/validity";
import { ExpiryScript } from "./ExpiryScript";
import { OfferBody } from "./OfferBody";

/**
 * "This offer ended on …" with a link to the current offers. Rendered on every offer page:
 * visible when the offer had ended at build time, else hidden until the visitor's today is past
 * its last day (the pre-paint script shows it, then React once hydrated).
 */
function EndedNotice({ offer, copy, ended, endedAtBuild }: { offer: OfferView; copy: OffersPage["offerPage"]; ended: boolean; endedAtBuild: boolean }) {
  return (
    <>
      <div
        role="note"
        hidden={!ended}
        {...{ [UNTIL_ATTR]: offer.validUntil, [NOTICE_ATTR]: "" }}
        className="mt-8 rounded-2xl border border-clay/25 bg-white/70 px-5 py-4 text-ink sm:px-6"
      >
        <p className="font-semibold">{copy.ended.replace("{date}", () => offer.validUntilLabel)}</p>
        <Link to="/offers" className="mt-1 inline-flex items-center gap-2 text-sm font-semibold text-clay hover:text-clay-dark">
          {copy.endedLink}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {!endedAtBuild && <ExpiryScript />}
    </>
  );
}

/** Whether the offer has ended: when the site was built, or by the visitor's today once hydrated. */
function useEnded(offer: OfferView, endedAtBuild: boolean): boolean {
  const today = useToday();
  return endedAtBuild || (today !== null && hasEnded(offer, today));
}

/**
 * The closing call to action's words: the offer's while it runs, others once it has ended (an
 * ended offer asked "make the most of this offer?"). Both are in the page; the pre-paint script
 * (./ExpiryScript.tsx, placed before them) swaps them when the offer ends after the build.
 */
function CtaWords({ offer, copy, ended }: { offer: OfferView; copy: OffersPage["offerPage"]; ended: boolean }) {
  return (
    <>
      <div hidden={ended} {...{ [UNTIL_ATTR]: offer.validUntil }}>
        <p className="font-display text-2xl leading-snug text-ink">{copy.cta.title}</p>
        <p className="mt-2 text-ink-muted">{copy.cta.text}</p>
      </div>
      <div hidden={!ended} {...{ [UNTIL_ATTR]: offer.validUntil, [NOTICE_ATTR]: "" }}>
        <p className="font-display text-2xl leading-snug text-ink">{copy.cta.endedTitle}</p>
        <p className="mt-2 text-ink-muted">{copy.cta.endedText}</p>
      </div>
    </>
  );
}

interface OfferArticleProps {
  offer: OfferView;
  /** The offer had ended when the site was built. */
  endedAtBuild: boolean;
  body: OfferBodyBlock[];
  terms: string[];
  copy: OffersPage["offerPage"];
}

/** One offer's page: back link, title, date and author, image, body, fine print and a call to action. */
export function OfferArticle({ offer, endedAtBuild, body, terms, copy }: OfferArticleProps) {
  const ended = useEnded(offer, endedAtBuild);
  return (
    <article>
      <header className="bg-sand-deep pb-10 pt-28 sm:pb-14 sm:pt-36">
        <div className="container max-w-3xl">
          <Link
            to="/offers"
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink-muted transition-colors hover:text-clay"
          >
            <Icon name="arrow-left" className="h-4 w-4" />
            {copy.back}
          </Link>
          <EndedNotice offer={offer} copy={copy} ended={ended} endedAtBuild={endedAtBuild} />
          {offer.badge && (
            <p className="mt-8">
              <span className="inline-block rounded-full bg-clay-tint px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.16em] text-clay-dark">
                {offer.badge}
              </span>
            </p>
          )}
          <h1 className={`${offer.badge ? "mt-5" : "mt-8"} font-display text-[2.35rem] leading-[1.08] text-ink sm:text-6xl`}>{offer.title}</h1>
          <p className="mt-6 flex flex-col gap-1 text-sm font-medium uppercase tracking-[0.12em] text-ink-muted sm:flex-row sm:items-center sm:gap-3">
            <time dateTime={offer.date}>{offer.dateLabel}</time>
            <span aria-hidden="true" className="hidden h-1 w-1 rounded-full bg-clay/60 sm:block" />
            <span>{offer.author}</span>
          </p>
          <p className="mt-3 text-sm font-medium text-ink-soft">
            {copy.valid.replace("{from}", () => offer.validFromLabel).replace("{until}", () => offer.validUntilLabel)}
          </p>
          <p className="mt-6 max-w-3xl text-xl leading-relaxed text-ink-soft">{offer.excerpt}</p>
        </div>
      </header>

      <div className="bg-gradient-to-b from-sand-deep from-50% to-sand to-50%">
        <div className="container max-w-6xl">
          <Picture
            image={offer.image}
            priority
            sizes="(min-width: 1280px) 1152px, 100vw"
            className="block aspect-[16/10] overflow-hidden rounded-[1.5rem] shadow-[0_30px_60px_-30px_rgba(29,26,23,0.45)] sm:aspect-[2/1] sm:rounded-[2rem]"
            imgClassName="h-full w-full object-cover"
          />
        </div>
      </div>

      <div className="container max-w-3xl py-14 sm:py-20">
        <OfferBody blocks={body} />
        {terms.length > 0 && (
          <aside aria-labelledby="offer-terms" className="mt-14 rounded-2xl bg-sand-deep px-6 py-7 sm:px-8">
            <h2 id="offer-terms" className="text-xs font-semibold uppercase tracking-[0.18em] text-ink">
              {copy.termsHeading}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink-muted marker:text-clay">
              {terms.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </aside>
        )}
        <div className="mt-14 flex flex-col items-start gap-6 border-t border-sand-line pt-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CtaWords offer={offer} copy={copy} ended={ended} />
          </div>
          <ButtonLink to={copy.cta.to} className="shrink-0">
            {copy.cta.label}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
