import { StarRating } from "~/ui/StarRating";
import { Reveal } from "~/ui/Reveal";
import { SectionHead, Shell, useHeadingId, type Placement } from "~/features/sections/shared";
import type { Review } from "./schema";

interface Props extends Placement {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  linkText: string;
  reviewsUrl: string;
  reviews: Review[];
}

/** "What Our Clients Say": reviews from content/reviews and the external reviews link. */
export function ClientReviews({ id, eyebrow, heading, intro, linkText, reviewsUrl, reviews, ...place }: Props) {
  const headingId = useHeadingId();
  return (
    <Shell first={place.first} nested={place.nested} id={id} labelledBy={headingId} tone="sand">
      <SectionHead id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} {...place} compact />
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((r, i) => (
          <Reveal as="li" index={i} key={r.author} className="card flex flex-col p-7">
            <figure className="flex h-full flex-col">
              <StarRating rating={r.rating} />
              <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-ink-soft">
                <p>“{r.text}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-line pt-5">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-clay-tint font-semibold text-clay-dark" aria-hidden="true">
                  {r.initials}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{r.author}</span>
                  {/* The project and the day on lines of their own: the three cards' captions line up. */}
                  {r.project && <span className="block text-sm text-ink-muted">{r.project}</span>}
                  <time dateTime={r.date} className="block text-sm text-ink-muted">
                    {r.dateLabel}
                  </time>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <a href={reviewsUrl} className="font-semibold text-clay link-underline" rel="noopener noreferrer" target="_blank">
          {linkText}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </Shell>
  );
}
