import { Link } from "react-router";
import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "./Icon";
import { Checklist, gridCols, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Cards with an image or an icon, a title, text, optional points and a link. */
export function CardsSection({ section, ...place }: SectionProps<SectionOf<"cards">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  const n = section.items.length;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <ul className={`grid gap-6 ${gridCols(n, 3)}`}>
        {section.items.map((item, i) => (
          <Reveal as="li" index={i} key={item.title} className="card group flex flex-col overflow-hidden">
            {item.image && (
              <Img field={item.image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] overflow-hidden" imgClassName="transition-transform duration-700 group-hover:scale-[1.04]" />
            )}
            <div className="flex flex-1 flex-col p-7">
              {item.icon && !item.image && (
                <span className="mb-6 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-clay-tint text-clay">
                  <Icon name={item.icon} />
                </span>
              )}
              <Item className="font-display text-xl leading-snug text-ink sm:text-[1.4rem]">{item.title}</Item>
              <p className="mt-3 leading-relaxed text-ink-muted">{item.description}</p>
              <Checklist items={item.points} className="mt-5 text-[0.95rem]" />
              {item.link && (
                <Link to={item.link.to} className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-clay hover:text-clay-dark">
                  {item.link.label}
                  <span aria-hidden="true">→</span>
                </Link>
              )}
            </div>
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}
