import type { SectionOf } from "~/features/sections/schema";
import { Buttons, Checklist, headingLevel, Img, Shell, useHeadingId, type SectionProps } from "./shared";

/** Text beside an image: an introduction, a story, a style in a tab. */
export function SplitSection({ section, ...place }: SectionProps<SectionOf<"split">>) {
  const headingId = useHeadingId();
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
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Checklist items={section.points} className="mt-8" columns={section.points.length > 4 ? 2 : 1} />
          <Buttons links={section.buttons} className="mt-9" />
        </div>
        <div className={`relative ${imageLeft ? "lg:order-1" : ""}`}>
          {!place.nested && (
            <div aria-hidden="true" className={`absolute -bottom-4 h-2/3 w-2/3 rounded-2xl bg-clay-tint sm:-bottom-6 ${imageLeft ? "-left-4 sm:-left-6" : "-right-4 sm:-right-6"}`} />
          )}
          <Img
            field={section.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            priority={place.first}
            className={`relative overflow-hidden rounded-2xl ${place.nested ? "aspect-[4/3]" : "aspect-[4/3] lg:aspect-[5/6]"}`}
          />
        </div>
      </div>
    </Shell>
  );
}
