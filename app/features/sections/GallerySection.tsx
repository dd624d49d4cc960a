import type { SectionOf } from "~/features/sections/schema";
import { Buttons, Img, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/**
 * An image grid. Titles sit under each image, or (titles: hover) over it, shown on hover and
 * on keyboard focus; each such tile is focusable so keyboard users reach the title too.
 */
export function GallerySection({ section, ...place }: SectionProps<SectionOf<"gallery">>) {
  const headingId = useHeadingId();
  const n = section.images.length;
  const feature = n >= 5; // first image large: a bento of 3 × 3
  const hover = section.titles === "hover";
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      <ul className={`grid gap-4 sm:gap-5 ${n === 2 || n === 4 ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
        {section.images.map((img, i) => {
          const big = feature && i === 0;
          const box = big ? "aspect-[4/3] sm:col-span-2 lg:row-span-2 lg:aspect-auto lg:h-full" : "aspect-[4/3]";
          const sizes = big ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
          return hover ? (
            <li key={img.src + img.title} className={big ? "sm:col-span-2 lg:row-span-2" : ""}>
              <figure
                tabIndex={0}
                className={`group relative m-0 overflow-hidden rounded-2xl focus-visible:(outline-2 outline-offset-3 outline-solid outline-focus) ${big ? "aspect-[4/3] lg:aspect-auto lg:h-full" : "aspect-[4/3]"}`}
              >
                <Img field={img} sizes={sizes} className="h-full" imgClassName="transition-transform duration-700 group-hover:scale-105 group-focus-visible:scale-105" />
                <figcaption className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink/85 via-ink/30 to-transparent p-6 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus:opacity-100 [@media(hover:none)]:opacity-100">
                  <span className="font-display text-xl text-white sm:text-2xl">{img.title}</span>
                  {img.description && <span className="mt-1 text-sm text-sand/85">{img.description}</span>}
                </figcaption>
              </figure>
            </li>
          ) : (
            <li key={img.src + img.title} className={big ? "sm:col-span-2 lg:row-span-2" : ""}>
              <figure className="m-0 flex h-full flex-col">
                <Img field={img} sizes={sizes} className={`overflow-hidden rounded-2xl ${big ? "aspect-[4/3] lg:aspect-auto lg:flex-1" : box}`} />
                <figcaption className="mt-3 flex items-baseline justify-between gap-4">
                  <span className="font-display text-lg text-ink">{img.title}</span>
                  {img.description && <span className="text-right text-sm text-ink-muted">{img.description}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {section.link && <Buttons links={[section.link]} className="mt-12 justify-center" />}
    </Shell>
  );
}

export default GallerySection;
