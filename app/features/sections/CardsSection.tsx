import { Link } from "~/ui/Link";
import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "~/ui/Icon";
import { Checklist, FooterLink, gridCols, Img, itemHeading, SectionHead, Shell, useHeadingId, type Placement, type SectionProps } from "./shared";

type Cards = SectionOf<"cards">;
type Card = Cards["items"][number];

/** Cards in one of their looks: raised (image or icon, points, link), outlined tiles, or linked photo cards. */
export function CardsSection({ section, ...place }: SectionProps<Cards>) {
  const headingId = useHeadingId();
  const raised = section.style === "raised";
  const tone = section.style === "linked" ? "sand" : raised ? place.surface : "white";
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={tone}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} compact={!raised} align={raised && place.nested ? "left" : "center"} />
      {section.style === "linked" ? (
        <LinkedCards items={section.items} {...place} />
      ) : raised ? (
        <RaisedCards items={section.items} {...place} />
      ) : (
        <OutlinedCards items={section.items} center={section.style === "outlined-center"} {...place} />
      )}
      {section.link && <FooterLink link={section.link} />}
    </Shell>
  );
}

/** White cards with an image or an icon, a title, text, optional points and a link. */
function RaisedCards({ items, ...place }: Placement & { items: Card[] }) {
  const Item = itemHeading(place);
  return (
    <ul className={`grid gap-6 ${gridCols(items.length, 3)}`}>
      {items.map((item, i) => (
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
  );
}

/** Bordered tiles on white, the icon in a circle: left-aligned, or centred three across. */
function OutlinedCards({ items, center, ...place }: Placement & { items: Card[]; center: boolean }) {
  const Item = itemHeading(place);
  return (
    <ul className={`grid gap-6 ${center ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
      {items.map((item, i) => (
        <Reveal as="li" index={i} key={item.title} className={`rounded-2xl border border-sand-line bg-sand/50 ${center ? "p-8 text-center" : "p-7"}`}>
          {item.icon && (
            <span className={`flex h-14 w-14 items-center justify-center rounded-full bg-clay-tint text-clay ${center ? "mx-auto" : ""}`}>
              <Icon name={item.icon} className="h-7 w-7" strokeWidth={1.5} />
            </span>
          )}
          <Item className="mt-5 text-xl font-semibold text-ink">{item.title}</Item>
          <p className="mt-2 text-ink-muted">{item.description}</p>
          <Checklist items={item.points} className={`mt-5 text-left text-[0.95rem] ${center ? "mx-auto max-w-xs" : ""}`} />
        </Reveal>
      ))}
    </ul>
  );
}

/** Photo cards three across; the whole card is one link, its label shown as "label →". */
function LinkedCards({ items, ...place }: Placement & { items: Card[] }) {
  const Item = itemHeading(place);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item, i) => (
        <Reveal as="li" index={i} key={item.title}>
          <article className="group card relative block h-full overflow-hidden">
            {item.image && (
              <div className="aspect-[4/3] overflow-hidden">
                <Img field={item.image} sizes="(min-width: 768px) 33vw, 100vw" cover={false} imgClassName="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105" />
              </div>
            )}
            <div className="p-6 sm:p-7">
              <Item className="font-display text-2xl text-ink">
                {item.link ? (
                  <Link to={item.link.to} className="after:absolute after:inset-0 after:content-[''] hover:text-clay">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </Item>
              <p className="mt-3 text-ink-muted">{item.description}</p>
              <Checklist items={item.points} className="mt-5 text-[0.95rem]" />
              {item.link && (
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-clay" aria-hidden="true">
                  {item.link.label}
                  <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">→</span>
                </span>
              )}
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

export default CardsSection;
