import type { SectionOf } from "~/features/sections/schema";
import { Buttons, headingLevel, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/**
 * Reading text in parts (decision 219): a column at reading width, each part a heading, its
 * paragraphs and a bulleted list. The page's policy-like words, not cards or tiles. The column
 * keeps the page's left edge, the page hero's.
 */
export function TextSection({ section, ...place }: SectionProps<SectionOf<"text">>) {
  const headingId = useHeadingId();
  // Without a heading of its own, its parts take the section heading's level.
  const Part = section.heading ? itemHeading(place) : headingLevel(place);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={section.heading ? headingId : undefined} tone={place.surface}>
      <div className="max-w-3xl">
        {section.heading && <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align="left" />}
        {section.note && <p className="mb-10 text-sm text-ink-muted">{section.note}</p>}
        <div className="space-y-12">
          {section.parts.map((part, i) => (
            <div key={i}>
              <Part className="font-display text-2xl leading-snug text-ink sm:text-[1.75rem]">{part.heading}</Part>
              {part.paragraphs.map((p, j) => (
                <p key={j} className="mt-4 text-lg leading-relaxed text-ink-soft">
                  {p}
                </p>
              ))}
              {part.points.length > 0 && (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-ink-soft marker:text-clay">
                  {part.points.map((point, j) => (
                    <li key={j}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
        <Buttons links={section.buttons} className="mt-12" />
      </div>
    </Shell>
  );
}

export default TextSection;
