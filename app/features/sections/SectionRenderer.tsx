import { Fragment, type ComponentType, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { InnerSection, Section, SectionData } from "~/features/sections/schema";
import { isBlock, isSection, panelKept, sectionNeedsReact, sectionTypes, type Block } from "./kinds";
import { SectionDataProvider } from "./context";
import { HeldSection } from "./Held";
import { preloadSections } from "./interactive";
import { PARTS } from "./parts";
import { typesNeedReact } from "./react-types";
import type { Placement, Surface } from "./shared";

/**
 * One section of any type: each type has exactly one component, its part in the registry
 * (parts.ts). `hold`: the page has React for some of its sections, and what needs none keeps its
 * prerendered markup without its code (decision 167): a section of the page (HeldSection), or a
 * tab panel whose sections all need none (HeldPanel; a panel's sections are not held one by one,
 * which would make each the first and the last of its own wrapper, where the panel spaces them).
 */
function SectionSwitch({ section, hold, ...place }: Placement & { section: Section | InnerSection; hold: boolean }) {
  if (section.type === "tabs") {
    const Tabs = PARTS.tabs;
    return (
      <Tabs
        section={section}
        {...place}
        renderPanel={(sections, level) => <SectionList sections={sections} nested level={level} surface={place.surface} hold={false} />}
        loadPanel={(sections) => preloadSections(sectionTypes(sections))}
        keepPanel={(sections) => hold && panelKept(sections)}
      />
    );
  }
  // PARTS is keyed by type, so the part drawn is the one for this section's type.
  const Part = PARTS[section.type] as ComponentType<Placement & { section: typeof section }>;
  const part = <Part section={section} {...place} />;
  return hold && !place.nested && !sectionNeedsReact(section) ? <HeldSection>{part}</HeldSection> : part;
}

/**
 * Sections with a background of their own (image, dark, tinted, or a look that brings its
 * tone: outlined cards and the FAQ grid on white, linked cards and the story on the page's
 * sand, the process beside its image on deep sand) and a page's own blocks; the others alternate.
 */
function hasOwnBackground(section: Section | InnerSection | Block): boolean {
  if (!isSection(section)) return true;
  switch (section.type) {
    case "hero":
    case "carousel":
    case "slider":
    case "cta":
    case "stats":
    case "testimonials":
      return true;
    case "benefits":
      return section.tone !== "light";
    case "cards":
      return section.style !== "raised";
    case "process":
      return section.image !== undefined;
    case "faq":
      return section.style !== "accordion";
    case "split":
      return section.style !== "framed";
    default:
      return false;
  }
}

/** The surface of each plain section: white and sand in turn down the page. */
export function surfaces(sections: (Section | InnerSection | Block)[]): Surface[] {
  let plain = 0;
  return sections.map((s) => (hasOwnBackground(s) ? "sand" : plain++ % 2 === 0 ? "white" : "sand"));
}

/** What of a page's list is no section: its own blocks, drawn by the page. */
type BlockIn<T> = Exclude<T, Section | InnerSection>;

interface SectionListProps<T extends Section | InnerSection | Block> {
  sections: T[];
  nested?: boolean;
  level?: 2 | 3;
  /** Inside a tab panel: the panel's surface. */
  surface?: Surface;
  /** The page already has its h1: no section carries it. */
  titled?: boolean;
  renderBlock?: (block: BlockIn<T>, place: Placement) => ReactNode;
  /** Sections that need no React keep their markup without their code (SectionSwitch). */
  hold: boolean;
}

/** Sections in order. At the top level the first one carries the page's h1. */
function SectionList<T extends Section | InnerSection | Block>({ sections, nested = false, level = 2, surface, titled = false, renderBlock, hold }: SectionListProps<T>) {
  const tones = surfaces(sections);
  return (
    <>
      {sections.map((section, i) => {
        const first = !nested && i === 0;
        const place: Placement = { first, nested, level: first && !titled ? 1 : level, surface: surface ?? tones[i] ?? "sand" };
        const key = `${section.type}-${i}`;
        if (isSection(section)) return <SectionSwitch key={key} section={section} hold={hold} {...place} />;
        if (!renderBlock || !isBlock(section)) throw new Error(`No component for the page's block "${section.type}"`);
        return <Fragment key={key}>{renderBlock(section, place)}</Fragment>;
      })}
    </>
  );
}

interface SectionRendererProps<T extends Section | Block> {
  sections: T[];
  data: SectionData;
  /** Draws the page's own blocks (home's slideshow, the contact form), given where each sits. */
  renderBlock?: (block: BlockIn<T>, place: Placement) => ReactNode;
  /** The page's h1 when no section carries it (home's slideshow): read by screen readers only. */
  hiddenTitle?: string;
}

/** Renders a page made of content sections, with the images and listings its loader resolved. */
export function SectionRenderer<T extends Section | Block>({ sections, data, renderBlock, hiddenTitle }: SectionRendererProps<T>) {
  // A page with React because of some of its sections (or its own blocks: home's slideshow, the
  // contact form) keeps the others' markup without their code (decision 167). A page without
  // React has no hydration: its sections are drawn as they are.
  const hold = typesNeedReact(sectionTypes(sections));
  // In the browser, start every part the page shows at once, rather than one after another as
  // each suspends (the loaders have them ready; a first visit's hydration waits for them). Tab
  // panels not shown yet wait for their first showing (HeldPanel); sections and panels kept
  // without their code need none.
  if (!import.meta.env.SSR) void preloadSections(sectionTypes(sections, { firstTabsOnly: true, kept: hold }));
  // A page of the same route (one service page to another) is drawn afresh, not over the last
  // one's sections: kept markup and a tab group's state belong to the page they came with.
  const { pathname } = useLocation();
  return (
    <SectionDataProvider value={data}>
      {hiddenTitle !== undefined && <h1 className="sr-only">{hiddenTitle}</h1>}
      <SectionList key={pathname} sections={sections} titled={hiddenTitle !== undefined} renderBlock={renderBlock} hold={hold} />
    </SectionDataProvider>
  );
}
