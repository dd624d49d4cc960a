/**
 * Telling a section from a page's own block without zod, so the browser bundle stays free of it
 * (SectionRenderer) and the loader can pick the sections out of a page's list (data.server).
 */
import type { InnerSection, Section, SectionType } from "./schema";

/** A page's own block (home's slideshow, the contact form): anything with a `type` no section has. */
export interface Block {
  type: string;
}

/** Every section type, so a page's own blocks are told apart without zod in the browser. */
const SECTION_TYPES: Record<SectionType, true> = {
  hero: true,
  carousel: true,
  slider: true,
  tabs: true,
  cta: true,
  split: true,
  process: true,
  cards: true,
  benefits: true,
  features: true,
  lists: true,
  "feature-rows": true,
  stats: true,
  testimonials: true,
  faq: true,
  gallery: true,
  "case-studies": true,
  projects: true,
  services: true,
};
export const isSection = (s: Block): s is Section | InnerSection => Object.hasOwn(SECTION_TYPES, s.type);
/** The same test from the other side: what of a page's list is its own blocks. */
export const isBlock = <T extends Block>(s: T): s is Exclude<T, Section | InnerSection> => !isSection(s);
