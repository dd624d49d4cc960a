import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "~/ui/Icon";
import { gridCols, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Benefits with icons, on a light, sand or dark band. */
export function BenefitsSection({ section, ...place }: SectionProps<SectionOf<"benefits">>) {
  const headingId = useHeadingId();
  const Item = itemHeading(place);
  const dark = section.tone === "dark";
  const tone = dark ? "dark" : section.tone === "sand" ? "deep" : place.surface;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={tone}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} tone={dark && !place.nested ? "light" : "dark"} align={place.nested ? "left" : "center"} />
      <ul className={`grid gap-x-8 gap-y-8 sm:gap-y-10 ${gridCols(section.items.length)}`}>
        {section.items.map((item, i) => (
          <Reveal as="li" index={i} key={item.title} className={`flex gap-5 sm:block ${dark ? "rounded-2xl border border-white/10 bg-white/[0.04] p-6 sm:p-7" : "rounded-2xl sm:p-1"}`}>
            <span className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${dark ? "bg-clay text-white" : "bg-clay-tint text-clay"}`}>
              <Icon name={item.icon ?? "check"} />
            </span>
            <div>
              <Item className={`font-display text-xl leading-snug sm:mt-5 ${dark ? "text-white" : "text-ink"}`}>{item.title}</Item>
              <p className={`mt-2 leading-relaxed sm:mt-2.5 ${dark ? "text-sand/75" : "text-ink-muted"}`}>{item.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}

export default BenefitsSection;
