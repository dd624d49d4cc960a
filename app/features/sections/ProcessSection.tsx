import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Icon } from "~/ui/Icon";
import { ButtonLink } from "~/ui/ButtonLink";
import { Checklist, FooterLink, gridCols, Img, itemHeading, SectionHead, Shell, useHeadingId, type SectionProps } from "./shared";

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A process: numbered steps, phase cards when steps list their tasks, or a numbered list beside an image. */
export function ProcessSection({ section, ...place }: SectionProps<SectionOf<"process">>) {
  const headingId = useHeadingId();
  if (section.image) return <ProcessBesideImage section={section} image={section.image} headingId={headingId} {...place} />;
  const Item = itemHeading(place);
  const phases = section.steps.some((s) => s.tasks.length > 0);
  const n = section.steps.length;
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone={place.surface}>
      <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} align={place.nested ? "left" : "center"} />
      {phases ? (
        <ol className={`grid gap-6 ${n === 3 ? "lg:grid-cols-3" : n === 4 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-2 lg:grid-cols-3"}`}>
          {section.steps.map((step, i) => (
            <Reveal as="li" index={i} key={step.title} className="card flex flex-col p-7 sm:p-8">
              <div className="flex items-center justify-between gap-4">
                <p className="eyebrow">{step.label ?? `Step ${i + 1}`}</p>
                <span aria-hidden="true" className="font-display text-3xl text-clay">{pad2(i + 1)}</span>
              </div>
              <Item className="mt-4 font-display text-2xl leading-snug text-ink">{step.title}</Item>
              <p className="mt-3 leading-relaxed text-ink-muted">{step.description}</p>
              {step.tasks.length > 0 && <Checklist items={step.tasks} className="mt-6 border-t border-sand-line pt-6 text-[0.95rem]" />}
            </Reveal>
          ))}
        </ol>
      ) : (
        <ol className={`grid gap-x-8 gap-y-12 ${gridCols(n)}`}>
          {section.steps.map((step, i) => (
            <Reveal as="li" index={i} key={step.title} className="relative border-t border-ink/15 pt-7">
              <span aria-hidden="true" className="absolute -top-[5px] left-0 h-2.5 w-2.5 rounded-full bg-clay" />
              <div className="flex items-baseline gap-4">
                <span aria-hidden="true" className="font-display text-4xl leading-none text-clay sm:text-5xl">{pad2(i + 1)}</span>
                {step.icon && <Icon name={step.icon} className="h-6 w-6 text-ink-muted" />}
              </div>
              {step.label && <p className="eyebrow mt-5 !text-ink-muted">{step.label}</p>}
              <Item className={`${step.label ? "mt-2" : "mt-5"} font-display text-xl leading-snug text-ink sm:text-2xl`}>{step.title}</Item>
              <p className="mt-3 leading-relaxed text-ink-muted">{step.description}</p>
            </Reveal>
          ))}
        </ol>
      )}
      {section.link && <FooterLink link={section.link} />}
    </Shell>
  );
}

type ImageField = NonNullable<SectionOf<"process">["image"]>;

/** The steps as a numbered list beside a tall image (shown from large screens up), the link below. */
function ProcessBesideImage({ section, image, headingId, ...place }: SectionProps<SectionOf<"process">> & { image: ImageField; headingId: string }) {
  const Item = itemHeading(place);
  return (
    <Shell first={place.first} nested={place.nested} id={section.id} labelledBy={headingId} tone="deep">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div className="relative hidden lg:block">
          <Img field={image} sizes="(min-width: 1024px) 40vw, 0px" cover={false} className="block overflow-hidden rounded-[2rem]" imgClassName="aspect-[4/5] w-full object-cover" />
        </div>
        <div>
          <SectionHead id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} {...place} compact align="left" />
          <ol className="space-y-7">
            {section.steps.map((step, i) => (
              <Reveal as="li" index={i} key={step.title} className="flex gap-5">
                <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full border border-clay/40 font-display text-lg text-clay" aria-hidden="true">
                  {pad2(i + 1)}
                </span>
                <div>
                  <Item className="text-lg font-semibold text-ink">
                    <span className="sr-only">{step.label ?? `Step ${i + 1}`}: </span>
                    {step.title}
                  </Item>
                  <p className="mt-1.5 text-ink-muted">{step.description}</p>
                  <Checklist items={step.tasks} className="mt-4 text-[0.95rem]" />
                </div>
              </Reveal>
            ))}
          </ol>
          {section.link && (
            <ButtonLink to={section.link.to} variant={section.link.style} className="mt-10">
              {section.link.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Shell>
  );
}

export default ProcessSection;
