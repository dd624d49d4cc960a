import type { SectionOf } from "~/content/services.server";
import { Reveal } from "~/components/ui/Reveal";
import { Icon } from "./Icon";
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
      <ul className={`grid gap-x-8 gap-y-10 ${gridCols(section.items.length)}`}>
        {section.items.map((item, i) => (
          <Reveal as="li" index={i} key={item.title} className={dark ? "rounded-2xl border border-white/10 bg-white/[0.04] p-7" : "rounded-2xl p-1"}>
            <span className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${dark ? "bg-clay text-white" : "bg-clay-tint text-clay"}`}>
              <Icon name={item.icon ?? "check"} />
            </span>
            <Item className={`mt-5 font-display text-xl leading-snug ${dark ? "text-white" : "text-ink"}`}>{item.title}</Item>
            <p className={`mt-2.5 leading-relaxed ${dark ? "text-sand/75" : "text-ink-muted"}`}>{item.description}</p>
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}
