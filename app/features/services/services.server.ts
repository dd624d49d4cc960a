import { z } from "zod";
import { ICON_NAMES } from "~/features/sections/icon-names";
import { listingKey } from "~/features/sections/listing";
import type { ResponsiveImage } from "~/lib/image-types";
import { responsiveImage } from "~/content/images.server";
import type { ContentArea } from "../../content/entries";
import { ContentError, type ContentProblem } from "../../content/errors";
import { cached, listContentFiles, readCollection, readContentFile } from "../../content/read.server";
import { SERVICE_GROUPS, type ServiceGroup } from "../../content/route-files.server";
import { definePage, href, image, pageMetaSchema, text } from "../../content/schemas";

export { SERVICE_GROUPS, type ServiceGroup };

/* ───────────────────────────── building blocks ───────────────────────────── */

/** An anchor id such as `project-management` (used in links like /services#project-management). */
const anchorId = () =>
  z.string().regex(/^[a-z][a-z0-9-]*$/, { message: "must be lowercase letters, digits and dashes, e.g. project-management" });

/** A link shown as a button. */
export const linkSchema = z.strictObject({
  label: text(),
  to: href(),
  style: z.enum(["primary", "secondary", "light"]).default("primary"),
});
export type SectionLink = z.infer<typeof linkSchema>;

const icon = () => z.enum(ICON_NAMES);
const list = () => z.array(text());

/** Heading block every section starts with. */
const heading = {
  id: anchorId().optional(),
  eyebrow: text().optional(),
  heading: text(),
  intro: text().optional(),
};
/** The same, for sections that may go without a visible heading (inside a tab, for example). */
const optionalHeading = { ...heading, heading: text().optional() };

const captioned = image().extend({ caption: text().optional() });
const titledImage = image().extend({ title: text(), description: text().optional() });

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

/* ───────────────────────────── service files ───────────────────────────── */

const position = () => z.number().int().min(1);

/** content/services/{group}/{slug}.md — one service page. */
export const serviceSchema = z.strictObject({
  /** The service's name in the header menu and the listings. */
  name: text(),
  meta: pageMetaSchema,
  /** How the service appears on the overview and hub cards. */
  card: z.strictObject({
    summary: text(),
    features: list().min(3).max(6),
    image: image(),
  }),
  /** Where the service is listed, and its position there (1 = first). Absent: not listed. */
  listings: z
    .strictObject({ menu: position().optional(), overview: position().optional(), hub: position().optional() })
    .default({}),
  sections: sectionsSchema,
});
export type Service = z.infer<typeof serviceSchema>;
export type ListingName = keyof Service["listings"];

/** The overview (/services) and hub pages: metadata and sections. */
export const servicesPageSchema = definePage({ sections: sectionsSchema });
export const hubPageSchema = definePage({
  /** The group's name in the header's Services dropdown. */
  menuLabel: text(),
  sections: sectionsSchema,
});

/* ───────────────────────────── readers ───────────────────────────── */

export interface ServiceEntry {
  group: ServiceGroup;
  slug: string;
  /** URL path, e.g. /services/residential/interior-design */
  path: string;
  file: string;
  data: Service;
}

/** Every service file of every group, validated; listing positions are checked across files. */
export const getServices = cached((): ServiceEntry[] => {
  const problems: ContentProblem[] = [];
  const entries: ServiceEntry[] = [];
  for (const group of SERVICE_GROUPS) {
    try {
      for (const f of readCollection(`services/${group}`, serviceSchema)) {
        entries.push({ group, slug: f.slug, path: `/services/${group}/${f.slug}`, file: f.file, data: f.data });
      }
    } catch (err) {
      if (err instanceof ContentError) problems.push(...err.problems);
      else throw err;
    }
  }
  problems.push(...listingProblems(entries));
  if (problems.length) throw new ContentError(problems);
  return entries;
});

/** Two services of one group at the same position of one listing is an error. */
export function listingProblems(entries: ServiceEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Map<string, ServiceEntry>();
  for (const e of entries) {
    for (const [listing, pos] of Object.entries(e.data.listings)) {
      if (pos === undefined) continue;
      const key = `${e.group}:${listing}:${pos}`;
      const other = seen.get(key);
      if (other) {
        problems.push({
          file: e.file,
          field: `listings.${listing}`,
          message: `position ${pos} is already taken by ${other.file}`,
        });
      } else seen.set(key, e);
    }
  }
  return problems;
}

/** The services of a group in one listing, in listing order. */
export function serviceListing(group: ServiceGroup, listing: ListingName): ServiceEntry[] {
  return getServices()
    .filter((s) => s.group === group && s.data.listings[listing] !== undefined)
    .sort((a, b) => (a.data.listings[listing] ?? 0) - (b.data.listings[listing] ?? 0));
}

/** The service page at a URL path such as /services/residential/interior-design. */
export function readServiceAt(pathname: string): ServiceEntry {
  const path = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  const entry = getServices().find((s) => s.path === path);
  if (!entry) throw new Error(`No service file for ${path}`);
  return entry;
}

// Read once per build: the header's Services menu asks for the hubs on every page.
export const readServicesPage = cached(() => readContentFile("pages/services.md", servicesPageSchema).data);

const hubPages = Object.fromEntries(
  SERVICE_GROUPS.map((group) => [group, cached(() => readContentFile(`pages/services-${group}.md`, hubPageSchema).data)]),
) as Record<ServiceGroup, () => z.output<typeof hubPageSchema>>;

export function readHubPage(group: ServiceGroup) {
  return hubPages[group]();
}

export interface ServiceMenuGroup {
  name: string;
  path: string;
  children: { name: string; path: string }[];
}

/** The header's Services dropdown: each group's hub and its services, from the service files. */
export const serviceMenu = cached((): ServiceMenuGroup[] =>
  SERVICE_GROUPS.map((group) => ({
    name: readHubPage(group).menuLabel,
    path: `/services/${group}`,
    children: serviceListing(group, "menu").map((s) => ({ name: s.data.name, path: s.path })),
  })),
);

/* ───────────────────────────── what a page renders with ───────────────────────────── */

/** One service card on the overview or a hub. */
export interface ServiceCard {
  slug: string;
  path: string;
  title: string;
  summary: string;
  features: string[];
  image: { src: string; alt: string };
}

/** Everything sections need besides their own fields: processed images and service listings. */
export interface SectionData {
  /** Processed images by content path (`media/library/…`). */
  images: Record<string, ResponsiveImage>;
  /** Service cards by `{group}:{listing}`. */
  listings: Record<string, ServiceCard[]>;
}


type ImageField = { src: string; alt: string };

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

function listingSections(sections: readonly (Section | InnerSection)[]): SectionOf<"services">[] {
  return sections.flatMap((s) =>
    s.type === "services" ? [s] : s.type === "tabs" ? listingSections(s.tabs.flatMap((t) => t.sections)) : [],
  );
}

/** Resolves service listings and processes every image the sections show (at build time). */
export async function sectionData(sections: readonly Section[]): Promise<SectionData> {
  const listings: Record<string, ServiceCard[]> = {};
  for (const s of listingSections(sections)) {
    listings[listingKey(s.group, s.listing)] = serviceListing(s.group, s.listing).map((e) => ({
      slug: e.slug,
      path: e.path,
      title: e.data.name,
      summary: e.data.card.summary,
      features: e.data.card.features,
      image: e.data.card.image,
    }));
  }
  const refs = collectImages([sections, Object.values(listings)]);
  const unique = [...new Map(refs.map((r) => [r.src, r])).values()];
  const processed = await Promise.all(unique.map((r) => responsiveImage(r.src, r.alt)));
  const images: Record<string, ResponsiveImage> = {};
  unique.forEach((r, i) => {
    const img = processed[i];
    if (img) images[r.src] = img;
  });
  return { images, listings };
}

/**
 * Section types used on a page, nested tabs included, so the route can preload the code they
 * need. Projects with several images use the image carousel, so they count as "carousel".
 */
export function sectionTypes(sections: readonly (Section | InnerSection)[]): string[] {
  const types = new Set<string>();
  for (const s of sections) {
    types.add(s.type);
    if (s.type === "projects" && s.items.some((p) => p.images.length > 1)) types.add("carousel");
    if (s.type === "tabs") for (const t of sectionTypes(s.tabs.flatMap((tab) => tab.sections))) types.add(t);
  }
  return [...types];
}

/** Services: one file per page under content/services/<group>/, and the overview and hub pages. */
export const servicesContent: ContentArea = {
  entries: SERVICE_GROUPS.map((g) => ({ files: () => listContentFiles(`services/${g}`), schema: () => serviceSchema })),
  pages: {
    services: servicesPageSchema,
    "services-residential": hubPageSchema,
    "services-commercial": hubPageSchema,
  },
};
