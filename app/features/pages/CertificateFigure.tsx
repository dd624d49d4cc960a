import { useImage } from "~/features/sections/context";
import { Icon } from "~/ui/Icon";
import { headingLevel, Img, type Placement } from "~/features/sections/shared";
import type { CertificateBlock } from "./schema";

/** The licence certificate in a white frame with its caption and sample note, beside what the licence means. */
export function CertificateFigure({ block, ...place }: Placement & { block: CertificateBlock }) {
  const H = headingLevel(place);
  // The largest file: a phone shows the certificate a third of its size, too small to read, so
  // a tap opens it whole, to zoom into (no script: the page has none).
  const full = useImage(block.image).src;
  return (
    <section className="py-16 sm:py-24">
      <div className="container grid items-center gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <figure className="rounded-[2rem] bg-white p-4 shadow-[0_30px_80px_-40px_rgba(29,26,23,0.45)] sm:p-6">
          <a href={full} className="group relative block rounded-xl focus-visible:(outline-2 outline-offset-4 outline-solid outline-focus)">
            {/* The page's subject and its largest image: always loaded first. */}
            <Img field={block.image} sizes="(min-width: 1024px) 55vw, 100vw" priority cover={false} imgClassName="w-full rounded-xl" />
            <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-xs font-semibold text-white shadow transition-colors group-hover:bg-ink">
              <Icon name="magnifier" className="h-3.5 w-3.5" />
              {block.fullSize}
            </span>
          </a>
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
