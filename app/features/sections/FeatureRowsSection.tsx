import type { SectionOf } from "~/features/sections/schema";
import { Checklist, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Alternating image-and-text rows (services with their benefits, areas of expertise). */
export function FeatureRowsSection({ section, ...place }: SectionProps<SectionOf<"feature-rows">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <ul className="space-y-16 sm:space-y-24">
        {section.items.map((item, i) => (
          <li key={item.title} className="grid items-center gap-8 lg:grid-cols-12 lg:gap-16">
            <Img
              field={item.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className={`aspect-[4/3] overflow-hidden rounded-2xl lg:col-span-6 ${i % 2 === 1 ? "lg:order-2" : ""}`}
            />
            <div className={`lg:col-span-6 ${i % 2 === 1 ? "lg:order-1" : ""}`}>
              {item.eyebrow && <p className="eyebrow mb-3">{item.eyebrow}</p>}
              <Item className="font-display text-3xl leading-tight text-ink">{item.title}</Item>
              <p className="mt-4 text-lg leading-relaxed text-ink-muted">{item.description}</p>
              {item.pointsTitle && <p className="mt-7 text-sm font-semibold uppercase tracking-[0.14em] text-ink">{item.pointsTitle}</p>}
              <Checklist items={item.points} className={item.pointsTitle ? "mt-4" : "mt-7"} columns={item.points.length > 3 ? 2 : 1} />
            </div>
          </li>
        ))}
      </ul>
    </Shell>
  );
}

export default FeatureRowsSection;
