import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "~/ui/Icon";
import { Checklist, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Titled lists side by side. */
export function ListsSection({ section, ...place }: SectionProps<SectionOf<"lists">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  const n = section.lists.length;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <div className={`grid gap-6 ${n >= 3 ? "lg:grid-cols-3" : n === 2 ? "lg:grid-cols-2" : ""}`}>
        {section.lists.map((l, i) => (
          <Reveal index={i} key={l.title} className="card p-7 sm:p-9">
            <div className="flex items-center gap-4">
              {l.icon && (
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-ink text-sand">
                  <Icon name={l.icon} className="h-5 w-5" />
                </span>
              )}
              <Item className="font-display text-2xl leading-snug text-ink">{l.title}</Item>
            </div>
            {l.intro && <p className="mt-4 leading-relaxed text-ink-muted">{l.intro}</p>}
            <Checklist items={l.items} className="mt-6" />
          </Reveal>
        ))}
      </div>
    </Shell>
  );
}

export default ListsSection;
