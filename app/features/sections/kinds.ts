/**
 * Telling a section from a page's own block, and listing the section types a page shows, without
 * zod: SectionRenderer (in the browser) and the loaders (data.server) use the same rules.
 */
import type { InnerSection, Section, SectionType } from "./schema";
import { PARTS } from "./parts";
import { typesNeedReact } from "./react-types";

/** A page's own block (home's slideshow, the contact form): anything with a `type` no section has. */
export interface Block {
  type: string;
}

/** Every section type is a key of the registry's component half, so a page's own blocks are told apart without zod in the browser. */
export const isSection = (s: Block): s is Section | InnerSection => Object.hasOwn(PARTS, s.type);
/** The same test from the other side: what of a page's list is its own blocks. */
export const isBlock = <T extends Block>(s: T): s is Exclude<T, Section | InnerSection> => !isSection(s);

/**
 * Section types used on a page, nested tabs included, so the route can preload the code they
 * need. Projects with several images use the image carousel, so they count as "carousel".
 * `firstTabsOnly`: of each tab group, only the panel shown first (what a page's hydration needs;
 * the others load when first shown, HeldPanel). `kept`: on a page that keeps the markup of what
 * needs no React (decision 167), the sections and tab panels kept without their code are left out.
 */
export function sectionTypes(sections: readonly (Section | InnerSection | Block)[], { firstTabsOnly = false, kept = false }: { firstTabsOnly?: boolean; kept?: boolean } = {}): string[] {
  const types = new Set<string>();
  for (const s of sections) {
    if (kept && isSection(s) && !sectionNeedsReact(s)) continue;
    types.add(s.type);
    if (!isSection(s)) continue;
    if (s.type === "projects" && s.items.some((p) => p.images.length > 1)) types.add("carousel");
    if (s.type === "tabs") {
      const shown = firstTabsOnly ? s.tabs.slice(0, 1) : s.tabs;
      for (const tab of shown) {
        if (kept && panelKept(tab.sections)) continue;
        for (const t of sectionTypes(tab.sections, { firstTabsOnly })) types.add(t);
      }
    }
  }
  return [...types];
}

/** Whether a section needs React in the browser: a carousel, a slider, tabs, or projects shown in an image carousel (react-types.ts). */
export function sectionNeedsReact(s: Section | InnerSection): boolean {
  return typesNeedReact(sectionTypes([s]));
}

/** Whether a tab panel of these sections needs no React: on a page with React it is kept without its code (HeldPanel, decision 167). */
export function panelKept(sections: readonly InnerSection[]): boolean {
  return !sections.some(sectionNeedsReact);
}
