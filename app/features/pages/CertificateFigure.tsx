import { headingLevel, Img, type Placement } from "~/features/sections/shared";
import type { CertificateBlock } from "./schema";

/** The licence certificate in a white frame with its caption and sample note, beside what the licence means. */
export function CertificateFigure({ block, ...place }: Placement & { block: CertificateBlock }) {
  const H = headingLevel(place);
  return (
    <section className="py-16 sm:py-24">
      <div className="container grid items-center gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <figure className="rounded-[2rem] bg-white p-4 shadow-[0_30px_80px_-40px_rgba(29,26,23,0.45)] sm:p-6">
          {/* The page's subject and its largest image: always loaded first. */}
          <Img field={block.image} sizes="(min-width: 1024px) 55vw, 100vw" priority cover={false} imgClassName="w-full rounded-xl" />
          <figcaption className="mt-4 text-center text-sm text-ink-muted">
            <span className="font-semibold text-ink">{block.caption}.</span>
            {block.sampleNote && ` ${block.sampleNote}`}
          </figcaption>
        </figure>
        <div>
          <H className="section-title">{block.heading}</H>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
