import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "~/ui/Icon";
import { ImageCarousel } from "./engines";
import { Buttons, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

const SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** Project cards with their location; a project with several images gets a small slider. */
export function ProjectsSection({ section, ...place }: SectionProps<SectionOf<"projects">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  const n = section.items.length;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <ul className={`grid gap-6 ${n === 4 ? "sm:grid-cols-2" : n === 2 ? "md:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
        {section.items.map((p, i) => {
          const [first] = p.images;
          return (
            <Reveal as="li" index={i} key={p.title} className="card flex flex-col overflow-hidden">
              {p.images.length > 1 ? (
                <div data-preload="carousel">
                  <ImageCarousel label={p.title} images={p.images} variant="compact" />
                </div>
              ) : (
                first && <Img field={first} sizes={SIZES} className="aspect-[4/3] overflow-hidden" />
              )}
              <div className="flex flex-1 flex-col p-7">
                <p className="flex items-center gap-1.5 text-sm font-medium text-clay">
                  <Icon name="map" className="h-4 w-4" />
                  {p.location}
                  {p.category && <span className="text-ink-muted"> · {p.category}</span>}
                </p>
                <Item className="mt-3 font-display text-xl leading-snug text-ink sm:text-2xl">{p.title}</Item>
                <p className="mt-3 leading-relaxed text-ink-muted">{p.description}</p>
              </div>
            </Reveal>
          );
        })}
      </ul>
      {section.link && <Buttons links={[section.link]} className="mt-12 justify-center" />}
    </Shell>
  );
}

export default ProjectsSection;
