/**
 * The typed page sections (browser-safe: zod only). Every page built from sections — service
 * pages, the overview and hubs, home, about, contact, certificate — validates its `sections`
 * with these schemas, and SectionRenderer draws each type with one component. The schema of
 * each type is in section-schemas.ts.
 */
import { z } from "zod";
import { text } from "~/content/schemas";
import type { ResponsiveImage } from "~/lib/image-types";
import type { ServiceCard } from "~/features/services/schema";
import type { IconName } from "./icon-names";
import { anchorId, linkSchema, list, optionalHeading, type SectionLink } from "./fields";
import {
  benefitsSection,
  cardsSection,
  carouselSection,
  caseStudiesSection,
  ctaSection,
  faqSection,
  featureRowsSection,
  featuresSection,
  gallerySection,
  heroSection,
  listsSection,
  processSection,
  projectsSection,
  servicesSection,
  sliderSection,
  splitSection,
  statsSection,
  testimonialsSection,
} from "./section-schemas";

export { linkSchema, list, type SectionLink };

/** Section types that may also appear inside a tab panel. */
const innerSections = [
  splitSection,
  processSection,
  cardsSection,
  benefitsSection,
  featuresSection,
  listsSection,
  featureRowsSection,
  statsSection,
  testimonialsSection,
  faqSection,
  gallerySection,
  caseStudiesSection,
  projectsSection,
  servicesSection,
] as const;
export const innerSectionSchema = z.discriminatedUnion("type", [...innerSections]);
export type InnerSection = z.infer<typeof innerSectionSchema>;

/** A tab bar; each tab holds sections. Tab groups start on their first tab. */
const tabsSection = z.strictObject({
  type: z.literal("tabs"),
  ...optionalHeading,
  /** Accessible name of the tab list when the section has no visible heading. */
  label: text(),
  /** pills: a centred segmented control; bar: a full-width bar of text tabs. */
  style: z.enum(["pills", "bar"]).default("pills"),
  tabs: z
    .array(z.strictObject({ id: anchorId().optional(), label: text(), sections: z.array(innerSectionSchema).min(1) }))
    .min(2),
});

/** Every section type a page may hold, told apart by `type`. */
export const sectionSchema = z.discriminatedUnion("type", [
  heroSection,
  carouselSection,
  sliderSection,
  tabsSection,
  ctaSection,
  ...innerSections,
]);
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
}

/**
 * The `sections` of a page that also has blocks of its own (home's slideshow, the contact
 * form): every section type and the page's block types in one list, so an editor arranges
 * both alike. Each block is a strict object with a literal `type`.
 */
export function sectionsWith<const B extends readonly [z.ZodObject, ...z.ZodObject[]]>(...blocks: B) {
  return z.array(z.discriminatedUnion("type", [...sectionSchema.options, ...blocks])).min(1);
}
