import { coverSizes } from "~/lib/cover-sizes";
import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Buttons, Checklist, headingLevel, Img, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

type Split = SectionOf<"split">;

/** Text beside an image: an introduction, a story, a style in a tab. */
export function SplitSection({ section, ...place }: SectionProps<Split>) {
  const headingId = useHeadingId();
  if (section.style === "story") return <StorySplit section={section} headingId={headingId} {...place} />;
  const H = headingLevel(place);
  const imageLeft = section.imageSide === "left";
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <div className={`grid items-center gap-10 lg:grid-cols-2 ${place.nested ? "lg:gap-14" : "lg:gap-20"}`}>
        <div className={imageLeft ? "lg:order-2" : ""}>
          {section.eyebrow && <p className="eyebrow mb-3">{section.eyebrow}</p>}
          <H id={headingId} className={`font-display leading-[1.1] tracking-tight text-ink ${place.first ? "text-4xl sm:text-5xl lg:text-6xl" : place.nested ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl lg:text-[2.75rem]"}`}>
            {section.heading}
          </H>
          <SplitText section={section} className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted" />
        </div>
        <div className={`relative ${imageLeft ? "lg:order-1" : ""}`}>
          {!place.nested && (
            <div aria-hidden="true" className={`absolute -bottom-4 h-2/3 w-2/3 rounded-2xl bg-clay-tint sm:-bottom-6 ${imageLeft ? "-left-4 sm:-left-6" : "-right-4 sm:-right-6"}`} />
          )}
          <Img
            field={section.image}
            sizes={(image) =>
              coverSizes(image, [
                { media: "(min-width: 1280px)", width: "600px", box: place.nested ? 4 / 3 : 5 / 6 },
                { media: "(min-width: 1024px)", width: "50vw", box: place.nested ? 4 / 3 : 5 / 6 },
                { width: "100vw", box: 4 / 3 },
              ])
            }
            priority={place.first}
            className={`relative overflow-hidden rounded-2xl ${place.nested ? "aspect-[4/3]" : "aspect-[4/3] lg:aspect-[5/6]"}`}
          />
        </div>
      </div>
    </Shell>
  );
}

/** The story look: the compact heading, the text in the page's ink, a rounded portrait that fades in. */
function StorySplit({ section, headingId, ...place }: SectionProps<Split> & { headingId: string }) {
  const imageLeft = section.imageSide === "left";
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone="sand">
      <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-20">
        <div className={imageLeft ? "lg:order-2" : ""}>
          <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} {...place} compact align="left" />
          <SplitText section={section} className="space-y-5 text-lg leading-relaxed text-ink-soft" />
        </div>
        <Reveal className={imageLeft ? "lg:order-1" : ""}>
          <Img
            field={section.image}
            sizes={(image) => coverSizes(image, [{ media: "(min-width: 1024px)", width: "45vw", box: 4 / 5 }, { width: "100vw", box: 4 / 5 }])}
            priority={place.first}
            cover={false}
            className="block overflow-hidden rounded-[2rem]"
            imgClassName="aspect-[4/5] w-full object-cover"
          />
        </Reveal>
      </div>
    </Shell>
  );
}

/** The text under the heading: paragraphs (in `className`), then points, figures and buttons. */
function SplitText({ section, className }: { section: Split; className: string }) {
  return (
    <>
      <div className={className}>
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <Checklist items={section.points} className="mt-8" columns={section.points.length > 4 ? 2 : 1} />
      <Stats stats={section.stats} />
      <Buttons links={section.buttons} className="mt-9" />
    </>
  );
}

/** Figures under a split's text, value above label. */
function Stats({ stats }: { stats: Split["stats"] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-sand-line pt-8">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col">
          <dt className="text-sm text-ink-muted">{s.label}</dt>
          <dd className="order-first font-display text-3xl text-clay sm:text-4xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default SplitSection;
