import type { SectionOf } from "~/features/sections/schema";
import { SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

/** Big figures on a dark band. */
export function StatsSection({ section, ...place }: SectionProps<SectionOf<"stats">>) {
  const headingId = useHeadingId();
  const n = section.items.length;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={section.heading ? headingId : undefined} tone="dark" spacing="tight" className={place.nested ? "rounded-2xl bg-ink px-6 text-sand sm:px-10" : ""}>
      {section.heading && <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} tone="light" />}
      <dl className={`grid gap-10 text-center ${n === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : n === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {section.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-3">
            <dt className="mx-auto max-w-[16rem] text-sm leading-relaxed text-sand/75 sm:text-base">{item.label}</dt>
            <dd className="font-display text-5xl leading-none text-clay-light sm:text-6xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Shell>
  );
}

export default StatsSection;
