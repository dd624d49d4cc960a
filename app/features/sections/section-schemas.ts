/**
 * The section registry's schema half (browser-safe: zod only): one zod schema per section
 * type, listed once in SECTION_SCHEMAS. schema.ts derives from that list the union a page
 * validates its `sections` with and the `SectionType` names; parts.ts, the registry's
 * component half, must then name one component per type (its type says so, and
 * tests/unit/structure.test.ts checks both halves against each other). Adding a section type is
 * one schema here and one `<Type>Section.tsx` named in parts.ts.
 */
import { z } from "zod";
import { image, text } from "~/content/schemas";
import { SERVICE_GROUPS } from "~/features/services/groups";
import { anchorId, linkSchema, icon, list, heading, optionalHeading, captioned, titledImage, unionOf } from "./fields";
import { textSection } from "./text-schema";

/** Page-opening banner: the page's h1, an intro, an image and up to three buttons. */
export const heroSection = z
  .strictObject({
    type: z.literal("hero"),
    ...heading,
    /** Needed by the overlay and split layouts; a page hero may go without. */
    image: image().optional(),
    buttons: z.array(linkSchema).max(3).default([]),
    /**
     * overlay: text over a full-bleed image; split: text beside a framed image; page: a plain
     * page opening, text beside a rounded image or alone (about, contact, certificate).
     */
    layout: z.enum(["overlay", "split", "page"]).default("overlay"),
    badge: z.strictObject({ value: text(), label: text() }).optional().describe("A figure on the picture's corner and its words, like 12+ and Years of experience (the page layout, with a picture)."),
  })
  .refine((h) => h.image || h.layout === "page", { message: "an overlay or split hero needs an image", path: ["image"] })
  .refine((h) => !h.badge || (h.layout === "page" && h.image), { message: "a badge sits on the image of a page-layout hero", path: ["badge"] });

/** Image carousel (embla): previous/next buttons, arrow keys, drag and snap; no loop. */
export const carouselSection = z.strictObject({
  type: z.literal("carousel"),
  ...heading,
  buttons: z.array(linkSchema).max(3).default([]),
  images: z.array(captioned).min(2),
});

/** The commercial pages' full-width slider: rotates on its own and loops. */
export const sliderSection = z.strictObject({
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
export const splitSection = z.strictObject({
  type: z.literal("split"),
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  paragraphs: z.array(text()).min(1),
  points: list().default([]),
  image: image(),
  imageSide: z.enum(["left", "right"]).default("right"),
  buttons: z.array(linkSchema).max(2).default([]),
  /** Figures under the text, e.g. "480+" and "Projects completed". */
  stats: z.array(z.strictObject({ value: text(), label: text() })).max(4).default([]),
  /** framed: the image on a tinted offset block; story: a rounded portrait, text in the page's tone (about's Our Story). */
  style: z.enum(["framed", "story"]).default("framed"),
});

/** Steps or phases of a process; a step may list its tasks. */
export const processSection = z.strictObject({
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
  /** Shown beside the steps, which then form a numbered list (home's Our Design Process). */
  image: image().optional(),
  /** A button under the steps. */
  link: linkSchema.optional(),
});

/** Cards: an optional image or icon, title, text, optional points and link. */
export const cardsSection = z.strictObject({
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
  /**
   * raised: white cards; outlined: bordered tiles with the icon in a circle; outlined-center:
   * the same, centred, three across; linked: photo cards, each one link to its `link`.
   */
  style: z.enum(["raised", "outlined", "outlined-center", "linked"]).default("raised"),
  /** A button under the cards. */
  link: linkSchema.optional(),
});

/** Short benefits with icons, in a grid. */
export const benefitsSection = z.strictObject({
  type: z.literal("benefits"),
  ...heading,
  tone: z.enum(["light", "sand", "dark"]).default("light"),
  items: z.array(z.strictObject({ icon: icon().optional(), title: text(), description: text() })).min(1),
});

/** A checklist of features or services, optionally beside an image. */
export const featuresSection = z.strictObject({
  type: z.literal("features"),
  ...heading,
  items: list().min(1),
  image: image().optional(),
});

/** Two or more titled lists side by side. */
export const listsSection = z.strictObject({
  type: z.literal("lists"),
  ...heading,
  lists: z
    .array(z.strictObject({ title: text(), intro: text().optional(), icon: icon().optional(), items: list().min(1) }))
    .min(1),
});

/** Alternating image-and-text rows, each with a titled list of points. */
export const featureRowsSection = z.strictObject({
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
export const statsSection = z.strictObject({
  type: z.literal("stats"),
  ...optionalHeading,
  items: z.array(z.strictObject({ value: text(), label: text() })).min(2).max(4),
});

export const testimonialsSection = z.strictObject({
  type: z.literal("testimonials"),
  ...heading,
  items: z.array(z.strictObject({ quote: text(), author: text(), detail: text().optional() })).min(1),
});

/** Questions and answers in an accordion (one open at a time). */
export const faqSection = z.strictObject({
  type: z.literal("faq"),
  ...heading,
  items: z.array(z.strictObject({ question: text(), answer: text() })).min(1),
  /** accordion: one answer open at a time, the heading beside; grid: every answer shown, two across. */
  style: z.enum(["accordion", "grid"]).default("accordion"),
});

/** An image grid; titles as captions, or shown on hover and focus. */
export const gallerySection = z.strictObject({
  type: z.literal("gallery"),
  ...heading,
  titles: z.enum(["caption", "hover"]).default("caption"),
  images: z.array(titledImage).min(1),
  link: linkSchema.optional(),
});

export const caseStudiesSection = z.strictObject({
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
export const projectsSection = z.strictObject({
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
export const ctaSection = z.strictObject({
  type: z.literal("cta"),
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  text: text(),
  buttons: z.array(linkSchema).min(1).max(2),
  image: image().optional(),
  /** band: a full-width dark band; card: a rounded dark card on the page's background. */
  style: z.enum(["band", "card"]).default("band"),
});

/**
 * Cards of the service pages of a group, read from the service files (their `card` and
 * `listings`). `listing` says which ordered listing: the overview's or the hub's.
 */
export const servicesSection = z.strictObject({
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
export const INNER_SECTION_SCHEMAS = {
  split: splitSection,
  process: processSection,
  cards: cardsSection,
  benefits: benefitsSection,
  features: featuresSection,
  lists: listsSection,
  "feature-rows": featureRowsSection,
  stats: statsSection,
  testimonials: testimonialsSection,
  faq: faqSection,
  gallery: gallerySection,
  "case-studies": caseStudiesSection,
  projects: projectsSection,
  services: servicesSection,
  text: textSection,
};
export const innerSectionSchema = unionOf(INNER_SECTION_SCHEMAS);

/** A tab bar; each tab holds sections. Tab groups start on their first tab. */
export const tabsSection = z.strictObject({
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

/** Every section type a page may hold, by its `type`: the registry. */
export const SECTION_SCHEMAS = {
  hero: heroSection,
  carousel: carouselSection,
  slider: sliderSection,
  tabs: tabsSection,
  cta: ctaSection,
  ...INNER_SECTION_SCHEMAS,
};
export const sectionSchema = unionOf(SECTION_SCHEMAS);
