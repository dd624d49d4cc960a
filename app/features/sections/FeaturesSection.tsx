import { coverSizes } from "~/lib/cover-sizes";
import type { SectionOf } from "~/features/sections/schema";
import { CheckIcon } from "~/ui/Icon";
import { Img, tileOn, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** A checklist of features or services: tiles, or a list beside an image. */
export function FeaturesSection({ section, ...place }: SectionProps<SectionOf<"features">>) {
  const headingId = useHeadingId();
  const head = <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align="left" />;
  const tiles = (cols: string) => (
    <ul className={`grid gap-3 ${cols}`}>
      {section.items.map((item) => (
        <li key={item} className={`flex items-start gap-3 rounded-xl px-5 py-4 leading-snug text-ink-soft ring-1 ring-sand-line ${tileOn(place.surface)}`}>
          <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-clay text-white">
            <CheckIcon className="h-3.5 w-3.5" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
  if (section.image) {
    return (
      <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
        <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
          <Img
            field={section.image}
            sizes={(image) => coverSizes(image, [{ media: "(min-width: 1024px)", width: "40vw", box: 4 / 5 }, { width: "100vw", box: 4 / 3 }])}
            priority={place.first}
            className="aspect-[4/3] overflow-hidden rounded-2xl lg:col-span-5 lg:aspect-[4/5]"
          />
          <div className="lg:col-span-7">
            {head}
            {tiles("sm:grid-cols-2")}
          </div>
        </div>
      </Shell>
    );
  }
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      {head}
      {tiles(section.items.length % 3 === 0 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4")}
    </Shell>
  );
}

export default FeaturesSection;
