import type { ImageField, ResponsiveImage } from "~/lib/image-types";
import { responsiveImage } from "~/content/images.server";
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

/**
 * Resolves service listings, processes every image the sections (and a page's own blocks) show
 * and picks the paths of the icons they draw (at build time). `blockIcons`: icons the page's own
 * blocks draw by a fixed name. It returns once the code-split parts of the sections are loaded,
 * so the page it feeds renders without suspending (lazy.tsx).
 */
export async function sectionData(sections: readonly (Section | Block)[], blockIcons: readonly IconName[] = []): Promise<SectionData> {
  const listings: Record<string, ServiceCard[]> = {};
  for (const s of listingSections(sections)) {
    listings[listingKey(s.group, s.listing)] = serviceCards(s.group, s.listing);
  }
  const refs = collectImages([sections, Object.values(listings)]);
  const unique = [...new Map(refs.map((r) => [r.src, r])).values()];
  const [processed] = await Promise.all([Promise.all(unique.map((r) => responsiveImage(r.src, r.alt))), preloadSections(sectionTypes(sections))]);
  const images: Record<string, ResponsiveImage> = {};
  unique.forEach((r, i) => {
    const img = processed[i];
    if (img) images[r.src] = img;
  });
  return { images, listings, icons: iconPaths(collectIcons(sections, new Set([...CODE_ICONS, ...blockIcons]))) };
}

/** The first image a page's sections show (the page's share image). */
export const firstImage = (sections: readonly (Section | Block)[]): string | undefined => collectImages(sections)[0]?.src;
