/**
 * The typed page sections (browser-safe: zod only). Every page built from sections — service
 * pages, the overview and hubs, home, about, contact, certificate — validates its `sections`
 * with these schemas, and SectionRenderer draws each type with one component.
 */
import { z } from "zod";
import { image, text } from "~/content/schemas";
import type { ResponsiveImage } from "~/lib/image-types";
import { SERVICE_GROUPS } from "~/features/services/groups";
import type { ServiceCard } from "~/features/services/schema";
import { anchorId, linkSchema, icon, list, heading, optionalHeading, captioned, titledImage, type SectionLink } from "./fields";

export { linkSchema, list, type SectionLink };

/* ───────────────────────────── section types ───────────────────────────── */

/** Page-opening banner: large image, the page's h1, an intro and up to three buttons. */
const heroSection = z.strictObject({
  type: z.literal("hero"),
  ...heading,
  image: image(),
  buttons: z.array(linkSchema).max(3).default([]),
  /** overlay: text over a full-bleed image; split: text beside a framed image. */
  layout: z.enum(["overlay", "split"]).default("overlay"),
});

/** Image carousel (embla): previous/next buttons, arrow keys, drag and snap; no loop. */
const carouselSection = z.strictObject({
  type: z.literal("carousel"),
  ...heading,
  buttons: z.array(linkSchema).max(3).default([]),
  images: z.array(captioned).min(2),
});

/** The commercial pages' full-width slider: rotates on its own and loops. */
const sliderSection = z.strictObject({
  type: z.literal("slider"),
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  tagline: text(),
  button: linkSchema,
  images: z.array(image()).min(2),
  /** Time each slide stays, in ms (SPEC: 5000). */
  intervalMs: z.number().int().min(2000).default(5000),
});

/** Text beside an image, with optional checklist and buttons. */
const splitSection = z.strictObject({
  type: z.literal("split"),
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  paragraphs: z.array(text()).min(1),
  points: list().default([]),
  image: image(),
  imageSide: z.enum(["left", "right"]).default("right"),
  buttons: z.array(linkSchema).max(2).default([]),
});

/** Steps or phases of a process; a step may list its tasks. */
const processSection = z.strictObject({
  type: z.literal("process"),
  ...heading,
  steps: z
    .array(
      z.strictObject({
        /** Shown above the title, e.g. "Phase 1"; defaults to the step number. */
        label: text().optional(),
        title: text(),
        description: text(),
        icon: icon().optional(),
        tasks: list().default([]),
      }),
    )
    .min(2),
});

/** Cards: an optional image or icon, title, text, optional points and link. */
const cardsSection = z.strictObject({
  type: z.literal("cards"),
  ...heading,
  items: z
    .array(
      z.strictObject({
        title: text(),
        description: text(),
        icon: icon().optional(),
        image: image().optional(),
        points: list().default([]),
        link: linkSchema.optional(),
      }),
    )
    .min(1),
});

/** Short benefits with icons, in a grid. */
const benefitsSection = z.strictObject({
  type: z.literal("benefits"),
  ...heading,
  tone: z.enum(["light", "sand", "dark"]).default("light"),
  items: z.array(z.strictObject({ icon: icon().optional(), title: text(), description: text() })).min(1),
});

/** A checklist of features or services, optionally beside an image. */
const featuresSection = z.strictObject({
  type: z.literal("features"),
  ...heading,
  items: list().min(1),
  image: image().optional(),
});

/** Two or more titled lists side by side. */
const listsSection = z.strictObject({
  type: z.literal("lists"),
  ...heading,
  lists: z
    .array(z.strictObject({ title: text(), intro: text().optional(), icon: icon().optional(), items: list().min(1) }))
    .min(1),
});

/** Alternating image-and-text rows, each with a titled list of points. */
const featureRowsSection = z.strictObject({
  type: z.literal("feature-rows"),
  ...heading,
  items: z
    .array(
      z.strictObject({
        eyebrow: text().optional(),
        title: text(),
        description: text(),
        pointsTitle: text().optional(),
        points: list().default([]),
        image: image(),
      }),
    )
    .min(1),
});

/** Big figures with a label. */
const statsSection = z.strictObject({
  type: z.literal("stats"),
  ...optionalHeading,
  items: z.array(z.strictObject({ value: text(), label: text() })).min(2).max(4),
});

const testimonialsSection = z.strictObject({
  type: z.literal("testimonials"),
  ...heading,
  items: z.array(z.strictObject({ quote: text(), author: text(), detail: text().optional() })).min(1),
});

/** Questions and answers in an accordion (one open at a time). */
const faqSection = z.strictObject({
  type: z.literal("faq"),
  ...heading,
  items: z.array(z.strictObject({ question: text(), answer: text() })).min(1),
});

/** An image grid; titles as captions, or shown on hover and focus. */
const gallerySection = z.strictObject({
  type: z.literal("gallery"),
  ...heading,
  titles: z.enum(["caption", "hover"]).default("caption"),
  images: z.array(titledImage).min(1),
  link: linkSchema.optional(),
});

const caseStudiesSection = z.strictObject({
  type: z.literal("case-studies"),
  ...heading,
  /** Headings of the three parts of each study. */
  labels: z.strictObject({ challenge: text(), solution: text(), results: text() }),
  items: z
    .array(
      z.strictObject({
        title: text(),
        sector: text().optional(),
        image: image().optional(),
        challenge: text(),
        solution: text(),
        results: list().min(1),
      }),
    )
    .min(1),
});

/** Project cards with a location; several images make a small slider. */
const projectsSection = z.strictObject({
  type: z.literal("projects"),
  ...heading,
  items: z
    .array(
      z.strictObject({
        title: text(),
        location: text(),
        category: text().optional(),
        description: text(),
        images: z.array(image()).min(1),
      }),
    )
    .min(1),
  link: linkSchema.optional(),
});

/** Closing call to action band. */
const ctaSection = z.strictObject({
  type: z.literal("cta"),
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  text: text(),
  buttons: z.array(linkSchema).min(1).max(2),
  image: image().optional(),
});

/**
 * Cards of the service pages of a group, read from the service files (their `card` and
 * `listings`). `listing` says which ordered listing: the overview's or the hub's.
 */
const servicesSection = z.strictObject({
  type: z.literal("services"),
  ...optionalHeading,
  group: z.enum(SERVICE_GROUPS),
  listing: z.enum(["overview", "hub"]),
  /** detailed: features and two links; visual: a large image and one link. */
  style: z.enum(["detailed", "visual"]),
  learnMore: text(),
  contact: linkSchema.optional(),
  footerLink: linkSchema.optional(),
});

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
}
