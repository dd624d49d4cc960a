/**
 * The typed page sections (browser-safe: zod only). Every page built from sections — service
 * pages, the overview and hubs, home, about, contact, certificate — validates its `sections`
 * with these schemas, and SectionRenderer draws each type with one component. The schema of
 * each type is in section-schemas.ts (SECTION_SCHEMAS, the registry), its component in parts.ts.
 */
import { z } from "zod";
import type { ResponsiveImage, TallCrop } from "~/lib/image-types";
import type { ServiceCard } from "~/features/services/card";
import type { IconName } from "~/ui/icon-names";
import { linkSchema, list, type SectionLink } from "./fields";
import { innerSectionSchema, sectionSchema } from "./section-schemas";

export { innerSectionSchema, linkSchema, list, sectionSchema, type SectionLink };

export type InnerSection = z.infer<typeof innerSectionSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const sectionsSchema = z.array(sectionSchema).min(1);

/** Everything sections need besides their own fields: processed images and service listings. */
export interface SectionData {
  /** Processed images by content path (`media/library/…`). */
  images: Record<string, ResponsiveImage>;
  /** Service cards by `{group}:{listing}`. */
  listings: Record<string, ServiceCard[]>;
  /** The path of each icon the page draws, by name (sectionData always sends them). */
  icons?: Partial<Record<IconName, string>>;
  /** Full-bleed pictures cut for narrow screens, by `cropKey` (sectionData always sends them; decision 203). */
  crops?: Record<string, TallCrop>;
}

/**
 * The `sections` of a page that also has blocks of its own (home's slideshow, the contact
 * form): every section type and the page's block types in one list, so an editor arranges
 * both alike. Each block is a strict object with a literal `type`.
 */
export function sectionsWith<const B extends readonly [z.ZodObject, ...z.ZodObject[]]>(...blocks: B) {
  return z.array(z.discriminatedUnion("type", [...sectionSchema.options, ...blocks])).min(1);
}
