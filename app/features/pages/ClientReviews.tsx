import { StarRating } from "~/ui/StarRating";
import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";
import type { Review } from "~/features/pages/pages.server";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  linkText: string;
  reviewsUrl: string;
  reviews: Review[];
}

/** "What Our Clients Say": reviews from content/reviews and the external reviews link. */
export function ClientReviews({ eyebrow, title, intro, linkText, reviewsUrl, reviews }: Props) {
  return (
    <section className="py-20 sm:py-28">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
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
                    <span className="block text-sm text-ink-muted">
                      {r.project ? `${r.project} · ` : ""}
                      {r.date}
                    </span>
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
      </div>
    </section>
  );
}
