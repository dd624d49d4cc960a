import { cropKey, type CropShape, type ImageField, type ResponsiveImage, type TallCrop } from "~/lib/image-types";
import { responsiveImage, tallCrop } from "~/content/images.server";
import { FULL_BLEED } from "./full-bleed";
import { serviceCards } from "~/features/services/services.server";
import type { ServiceCard } from "~/features/services/card";
import { preloadSections } from "./interactive";
import { CODE_ICONS, collectIcons, iconPaths } from "./icons.server";
import type { IconName } from "~/ui/icon-names";
import { isSection, sectionTypes, type Block } from "./kinds";
import { listingKey } from "./listing";
import type { InnerSection, Section, SectionData, SectionOf } from "./schema";

export { sectionTypes } from "./kinds";

function isImageField(v: object): v is ImageField {
  return "src" in v && "alt" in v && typeof v.src === "string" && typeof v.alt === "string";
}

/** Every `{ src, alt }` image anywhere in a value. */
export function collectImages(value: unknown, out: ImageField[] = []): ImageField[] {
  if (Array.isArray(value)) for (const v of value) collectImages(v, out);
  else if (value && typeof value === "object") {
    if (isImageField(value)) out.push({ src: value.src, alt: value.alt });
    else for (const v of Object.values(value)) collectImages(v, out);
  }
  return out;
}

function listingSections(sections: readonly (Section | InnerSection | Block)[]): SectionOf<"services">[] {
  return sections.filter(isSection).flatMap((s) =>
    s.type === "services" ? [s] : s.type === "tabs" ? listingSections(s.tabs.flatMap((t) => t.sections)) : [],
  );
}

/** A page's own block that is home's slideshow (pages/schema.ts), read without its zod schema. */
function slideshowImages(block: Block): ImageField[] {
  const slides = block.type === "slideshow" && "slides" in block && Array.isArray(block.slides) ? (block.slides as { image?: unknown }[]) : [];
  return slides.map((s) => s.image).filter((i): i is ImageField => !!i && typeof i === "object" && isImageField(i));
}

/**
 * The pictures a page draws full-bleed (decision 203), each with the shape of its cut: a hero's
 * in its overlay layout (HeroSection's last branch), the slides of home's slideshow and the
 * commercial slider's. Only these: a page's loader data carries its cuts, and a page with React
 * in the browser writes that data into its HTML, so a cut nothing draws would be bytes for nothing.
 */
export function cropUses(sections: readonly (Section | Block)[]): { field: ImageField; shape: CropShape }[] {
  return sections.flatMap((s): { field: ImageField; shape: CropShape }[] => {
    if (!isSection(s)) return slideshowImages(s).map((field) => ({ field, shape: FULL_BLEED.slideshow.cut.shape }));
    if (s.type === "hero" && s.layout === "overlay" && s.image) return [{ field: s.image, shape: FULL_BLEED.hero.cut.shape }];
    if (s.type === "slider") return s.images.map((field) => ({ field, shape: FULL_BLEED.slider.cut.shape }));
    return [];
  });
}

/** Cuts the pictures of `cropUses`, by `cropKey`; a picture no wider than its cut has none. */
async function cutsOf(sections: readonly (Section | Block)[]): Promise<Record<string, TallCrop>> {
  const uses = cropUses(sections);
  const cuts = await Promise.all(uses.map((u) => tallCrop(u.field.src, u.shape, u.field.focus)));
  const crops: Record<string, TallCrop> = {};
  uses.forEach((u, i) => {
    const cut = cuts[i];
    if (cut) crops[cropKey(u.field.src, u.shape, u.field.focus)] = cut;
  });
  return crops;
}

/**
 * Resolves service listings, processes every image the sections (and a page's own blocks) show,
 * cuts the full-bleed ones for narrow screens and picks the paths of the icons they draw (at
 * build time). `blockIcons`: icons the page's own blocks draw by a fixed name. It returns once the code-split parts of the sections are loaded,
 * so the page it feeds renders without suspending (lazy.tsx).
 */
export async function sectionData(sections: readonly (Section | Block)[], blockIcons: readonly IconName[] = []): Promise<SectionData> {
  const listings: Record<string, ServiceCard[]> = {};
  for (const s of listingSections(sections)) {
    listings[listingKey(s.group, s.listing)] = serviceCards(s.group, s.listing);
  }
  const refs = collectImages([sections, Object.values(listings)]);
  const unique = [...new Map(refs.map((r) => [r.src, r])).values()];
  const [processed, crops] = await Promise.all([Promise.all(unique.map((r) => responsiveImage(r.src, r.alt))), cutsOf(sections), preloadSections(sectionTypes(sections))]);
  const images: Record<string, ResponsiveImage> = {};
  unique.forEach((r, i) => {
    const img = processed[i];
    if (img) images[r.src] = img;
  });
  return { images, listings, icons: iconPaths(collectIcons(sections, new Set([...CODE_ICONS, ...blockIcons]))), crops };
}

/** The first image a page's sections show, with its description (the page's share image). */
export const firstImage = (sections: readonly (Section | Block)[]): ImageField | undefined => collectImages(sections)[0];
