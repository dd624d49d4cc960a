import type { InnerSection, Section, SectionData } from "~/features/sections/schema";
import { BenefitsSection } from "./BenefitsSection";
import { CardsSection } from "./CardsSection";
import { CarouselSection } from "./CarouselSection";
import { CaseStudiesSection } from "./CaseStudiesSection";
import { SectionDataProvider } from "./context";
import { CtaSection } from "./CtaSection";
import { FaqSection } from "./FaqSection";
import { FeatureRowsSection } from "./FeatureRowsSection";
import { FeaturesSection } from "./FeaturesSection";
import { GallerySection } from "./GallerySection";
import { HeroSection } from "./HeroSection";
import { ListsSection } from "./ListsSection";
import { ProcessSection } from "./ProcessSection";
import { ProjectsSection } from "./ProjectsSection";
import { ServicesSection } from "./ServicesSection";
import type { Placement, Surface } from "./shared";
import { SliderSection } from "./SliderSection";
import { SplitSection } from "./SplitSection";
import { StatsSection } from "./StatsSection";
import { TabsSection } from "./TabsSection";
import { TestimonialsSection } from "./TestimonialsSection";

/** One section of any type: each type has exactly one component. */
function SectionSwitch({ section, ...place }: Placement & { section: Section | InnerSection }) {
  switch (section.type) {
    case "hero":
      return <HeroSection section={section} {...place} />;
    case "carousel":
      return <CarouselSection section={section} {...place} />;
    case "slider":
      return <SliderSection section={section} {...place} />;
    case "tabs":
      return (
        <TabsSection
          section={section}
          {...place}
          renderPanel={(sections, level) => <SectionList sections={sections} nested level={level} surface={place.surface} />}
        />
      );
    case "cta":
      return <CtaSection section={section} {...place} />;
    case "split":
      return <SplitSection section={section} {...place} />;
    case "process":
      return <ProcessSection section={section} {...place} />;
    case "cards":
      return <CardsSection section={section} {...place} />;
    case "benefits":
      return <BenefitsSection section={section} {...place} />;
    case "features":
      return <FeaturesSection section={section} {...place} />;
    case "lists":
      return <ListsSection section={section} {...place} />;
    case "feature-rows":
      return <FeatureRowsSection section={section} {...place} />;
    case "stats":
      return <StatsSection section={section} {...place} />;
    case "testimonials":
      return <TestimonialsSection section={section} {...place} />;
    case "faq":
      return <FaqSection section={section} {...place} />;
    case "gallery":
      return <GallerySection section={section} {...place} />;
    case "case-studies":
      return <CaseStudiesSection section={section} {...place} />;
    case "projects":
      return <ProjectsSection section={section} {...place} />;
    case "services":
      return <ServicesSection section={section} {...place} />;
    default: {
      const unknown: never = section;
      throw new Error(`No component for section ${JSON.stringify(unknown)}`);
    }
  }
}

/** Sections with a background of their own (image, dark, tinted); the others alternate. */
function hasOwnBackground(section: Section | InnerSection): boolean {
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
    default:
      return false;
  }
}

/** The surface of each plain section: white and sand in turn down the page. */
export function surfaces(sections: (Section | InnerSection)[]): Surface[] {
  let plain = 0;
  return sections.map((s) => (hasOwnBackground(s) ? "sand" : plain++ % 2 === 0 ? "white" : "sand"));
}

interface SectionListProps {
  sections: (Section | InnerSection)[];
  nested?: boolean;
  level?: 2 | 3;
  /** Inside a tab panel: the panel's surface. */
  surface?: Surface;
}

/** Sections in order. At the top level the first one carries the page's h1. */
function SectionList({ sections, nested = false, level = 2, surface }: SectionListProps) {
  const tones = surfaces(sections);
  return (
    <>
      {sections.map((section, i) => {
        const first = !nested && i === 0;
        return (
          <SectionSwitch
            key={`${section.type}-${i}`}
            section={section}
            first={first}
            nested={nested}
            level={first ? 1 : level}
            surface={surface ?? tones[i] ?? "sand"}
          />
        );
      })}
    </>
  );
}

/** Renders a page made of content sections, with the images and listings its loader resolved. */
export function SectionRenderer({ sections, data }: { sections: Section[]; data: SectionData }) {
  return (
    <SectionDataProvider value={data}>
      <SectionList sections={sections} />
    </SectionDataProvider>
  );
}
