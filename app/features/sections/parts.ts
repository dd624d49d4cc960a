import type { SectionType } from "./schema";
import { preloadable } from "./lazy";

/*
 * One code-split component per section type, so a page downloads the code of the types it
 * shows and no other. SectionRenderer loads a page's parts before drawing it (preloadSections);
 * on the server sectionData() loads every part before the page's loader returns.
 */
export const HeroSection = preloadable("hero", () => import("./HeroSection"));
export const CarouselSection = preloadable("carousel", () => import("./CarouselSection"));
export const SliderSection = preloadable("slider", () => import("./SliderSection"));
export const TabsSection = preloadable("tabs", () => import("./TabsSection"));
export const CtaSection = preloadable("cta", () => import("./CtaSection"));
export const SplitSection = preloadable("split", () => import("./SplitSection"));
export const ProcessSection = preloadable("process", () => import("./ProcessSection"));
export const CardsSection = preloadable("cards", () => import("./CardsSection"));
export const BenefitsSection = preloadable("benefits", () => import("./BenefitsSection"));
export const FeaturesSection = preloadable("features", () => import("./FeaturesSection"));
export const ListsSection = preloadable("lists", () => import("./ListsSection"));
export const FeatureRowsSection = preloadable("feature-rows", () => import("./FeatureRowsSection"));
export const StatsSection = preloadable("stats", () => import("./StatsSection"));
export const TestimonialsSection = preloadable("testimonials", () => import("./TestimonialsSection"));
export const FaqSection = preloadable("faq", () => import("./FaqSection"));
export const GallerySection = preloadable("gallery", () => import("./GallerySection"));
export const CaseStudiesSection = preloadable("case-studies", () => import("./CaseStudiesSection"));
export const ProjectsSection = preloadable("projects", () => import("./ProjectsSection"));
export const ServicesSection = preloadable("services", () => import("./ServicesSection"));

/** Each type's part, to load ahead of drawing. */
export const PARTS: Record<SectionType, { preload: () => Promise<void> }> = {
  hero: HeroSection,
  carousel: CarouselSection,
  slider: SliderSection,
  tabs: TabsSection,
  cta: CtaSection,
  split: SplitSection,
  process: ProcessSection,
  cards: CardsSection,
  benefits: BenefitsSection,
  features: FeaturesSection,
  lists: ListsSection,
  "feature-rows": FeatureRowsSection,
  stats: StatsSection,
  testimonials: TestimonialsSection,
  faq: FaqSection,
  gallery: GallerySection,
  "case-studies": CaseStudiesSection,
  projects: ProjectsSection,
  services: ServicesSection,
};
