import type { ComponentType, ReactNode } from "react";
import type { InnerSection, SectionOf, SectionType } from "./schema";
import { preloadable } from "./lazy";
import type { Placement } from "./shared";

/** What SectionRenderer gives every section component; a tab group also gets its panels' renderer and their code's loader. */
export type PartProps<T extends SectionType> = Placement & { section: SectionOf<T> } & (T extends "tabs" ? { renderPanel: (sections: InnerSection[], level: 2 | 3) => ReactNode; loadPanel: (sections: InnerSection[]) => Promise<unknown>; keepPanel: (sections: InnerSection[]) => boolean } : unknown);
type Part<T extends SectionType> = ComponentType<PartProps<T>> & { preload: () => Promise<void> };

/*
 * The section registry's component half: one code-split component per section type (the
 * schema half is SECTION_SCHEMAS in section-schemas.ts; its type names the keys this must have),
 * so a page downloads the code of the types it shows and no other. SectionRenderer draws each
 * section with its type's part and loads a page's parts before drawing it (preloadSections);
 * on the server sectionData() loads every part before the page's loader returns. A part whose
 * server HTML carries `data-preload="<type>"` starts its download as soon as this module runs (lazy.tsx).
 */
export const PARTS: { [T in SectionType]: Part<T> } = {
  hero: preloadable("hero", () => import("./HeroSection")),
  carousel: preloadable("carousel", () => import("./CarouselSection")),
  slider: preloadable("slider", () => import("./SliderSection")),
  tabs: preloadable("tabs", () => import("./TabsSection")),
  cta: preloadable("cta", () => import("./CtaSection")),
  split: preloadable("split", () => import("./SplitSection")),
  process: preloadable("process", () => import("./ProcessSection")),
  cards: preloadable("cards", () => import("./CardsSection")),
  benefits: preloadable("benefits", () => import("./BenefitsSection")),
  features: preloadable("features", () => import("./FeaturesSection")),
  lists: preloadable("lists", () => import("./ListsSection")),
  "feature-rows": preloadable("feature-rows", () => import("./FeatureRowsSection")),
  stats: preloadable("stats", () => import("./StatsSection")),
  testimonials: preloadable("testimonials", () => import("./TestimonialsSection")),
  faq: preloadable("faq", () => import("./FaqSection")),
  gallery: preloadable("gallery", () => import("./GallerySection")),
  "case-studies": preloadable("case-studies", () => import("./CaseStudiesSection")),
  projects: preloadable("projects", () => import("./ProjectsSection")),
  services: preloadable("services", () => import("./ServicesSection")),
  text: preloadable("text", () => import("./TextSection")),
};
