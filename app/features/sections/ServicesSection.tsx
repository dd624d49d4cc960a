import { Link } from "~/ui/Link";
import type { SectionOf } from "~/features/sections/schema";
import { ButtonLink } from "~/ui/ButtonLink";
import { Reveal } from "~/ui/Reveal";
import { useListing } from "./context";
import { listingKey } from "./listing";
import { Checklist, FooterLink, headingTag, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/**
 * The service cards of a group, from the service files. detailed: image, title, summary,
 * features, Learn More and Contact Us; visual: large image, title, summary and one link.
 * Each card carries the service's slug as its id (e.g. /services#project-management).
 */
export function ServicesSection({ section, ...place }: SectionProps<SectionOf<"services">>) {
  const headingId = useHeadingId();
  // Without a heading of its own (in a tab panel), the cards' titles take the section's level.
  const Item = section.heading ? itemHeading(place) : headingTag(place.level);
  const cards = useListing(listingKey(section.group, section.listing));
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={section.heading ? headingId : undefined} tone={place.surface}>
      {section.heading && <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} />}
      {/* Rows of two, then three; a last row that is not full is centred, not left with an empty place. */}
      <ul className="center-rows [--cols:1] [--gap:1.5rem] sm:[--cols:2] lg:[--cols:3] lg:[--gap:2rem]">
        {cards.map((card, i) =>
          section.style === "detailed" ? (
            <Reveal as="li" index={i} key={card.slug} className="card flex flex-col overflow-hidden">
              <article id={card.slug} className="flex flex-1 flex-col">
                <Img field={card.image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] overflow-hidden" />
                <div className="flex flex-1 flex-col p-7">
                  <Item className="font-display text-2xl leading-snug text-ink">{card.title}</Item>
                  <p className="mt-3 leading-relaxed text-ink-muted">{card.summary}</p>
                  <Checklist items={card.features} className="mt-5 text-[0.95rem]" />
                  <div className="mt-auto flex flex-wrap gap-3 pt-7">
                    <ButtonLink to={card.path} className="!px-5 !py-2.5">
                      {section.learnMore}
                      <span className="sr-only">: {card.title}</span>
                    </ButtonLink>
                    {section.contact && (
                      <ButtonLink to={section.contact.to} variant="secondary" className="!px-5 !py-2.5" aria-label={`${section.contact.label}: ${card.title}`}>
                        {section.contact.label}
                      </ButtonLink>
                    )}
                  </div>
                </div>
              </article>
            </Reveal>
          ) : (
            <Reveal as="li" index={i} key={card.slug} className="group relative">
              <article id={card.slug} className="flex h-full flex-col">
                <Img field={card.image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] overflow-hidden rounded-2xl" imgClassName="transition-transform duration-700 group-hover:scale-[1.04]" />
                <Item className="mt-6 font-display text-2xl leading-snug text-ink">{card.title}</Item>
                <p className="mt-2.5 flex-1 leading-relaxed text-ink-muted">{card.summary}</p>
                <Link to={card.path} className="mt-5 inline-flex items-center gap-2 self-start text-sm font-semibold text-clay after:absolute after:inset-0 after:content-[''] hover:text-clay-dark focus-visible:(outline-2 outline-offset-4 outline-solid outline-focus)">
                  {section.learnMore}
                  <span className="sr-only">: {card.title}</span>
                  <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">→</span>
                </Link>
              </article>
            </Reveal>
          ),
        )}
      </ul>
      {section.footerLink && <FooterLink link={section.footerLink} className="sm:mt-14" />}
    </Shell>
  );
}

export default ServicesSection;
