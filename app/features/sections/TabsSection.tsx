import type { ReactNode } from "react";
import type { InnerSection, SectionOf } from "~/features/sections/schema";
import { Tabs } from "~/ui/Tabs";
import { HeldPanel } from "./HeldPanel";
import { SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

interface TabsSectionProps extends SectionProps<SectionOf<"tabs">> {
  /** Renders a panel's sections (given by SectionRenderer, which knows every section type). */
  renderPanel: (sections: InnerSection[], level: 2 | 3) => ReactNode;
  /** Loads the code of a panel's sections, when it is first shown (HeldPanel). */
  loadPanel: (sections: InnerSection[]) => Promise<unknown>;
  /** Whether a panel's markup is kept without its code for good: its sections need no React (decision 167). */
  keepPanel: (sections: InnerSection[]) => boolean;
}

/**
 * A tab group whose panels hold sections. Starts on its first tab; every panel is in the
 * static HTML (inactive ones hidden), and a panel's code loads when it is first shown
 * (HeldPanel). `style: bar` is the commercial pages' full-width tab bar.
 */
export function TabsSection({ section, renderPanel, loadPanel, keepPanel, ...place }: TabsSectionProps) {
  const headingId = useHeadingId();
  const bar = section.style === "bar";
  // Panel sections sit one level under the tab group's heading, or under the page's h1.
  const inner = section.heading ? 3 : 2;
  const tabs = (
    <Tabs
      items={section.tabs.map((t, i) => ({
        key: t.id ?? String(i),
        label: t.label,
        content: (opened: boolean) => (
          <HeldPanel opened={opened} keep={keepPanel(t.sections)} load={() => loadPanel(t.sections)}>
            {renderPanel(t.sections, inner)}
          </HeldPanel>
        ),
      }))}
      label={section.heading ? undefined : section.label}
      labelledBy={section.heading ? headingId : undefined}
      variant={bar ? "underline" : "pills"}
      align={bar ? "start" : "center"}
      panelClassName={bar ? "pt-2" : "pt-4"}
    />
  );
  return (
    <Shell first={place.first} nested={false} id={section.id} labelledBy={section.heading ? headingId : undefined} tone={place.surface} spacing={bar ? "tight" : "regular"}>
      {section.heading && <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} />}
      {tabs}
    </Shell>
  );
}

export default TabsSection;
