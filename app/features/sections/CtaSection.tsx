import type { SectionOf } from "~/features/sections/schema";
import { Reveal } from "~/ui/Reveal";
import { Buttons, headingLevel, Img, useHeadingId, type SectionProps } from "./shared";

type Cta = SectionOf<"cta">;

/** The text's classes in each style. */
const TEXT: Record<Cta["style"], { eyebrow: string; heading: string; text: string; buttons: string }> = {
  band: {
    eyebrow: "eyebrow mb-4 !text-clay-tint",
    heading: "font-display text-4xl leading-[1.1] tracking-tight text-white sm:text-5xl",
    text: "mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-sand/90",
    buttons: "mt-10 justify-center",
  },
  card: {
    eyebrow: "eyebrow relative mb-4 !text-clay-tint",
    heading: "relative font-display text-3xl leading-tight sm:text-5xl",
    text: "relative mx-auto mt-5 max-w-2xl text-lg text-sand/90",
    buttons: "relative mt-9 justify-center",
  },
};

/** Eyebrow, heading, text and buttons, light on dark. */
function CtaText({ section, headingId, ...place }: SectionProps<Cta> & { headingId: string }) {
  const H = headingLevel(place);
  const text = TEXT[section.style];
  return (
    <>
      {section.eyebrow && <p className={text.eyebrow}>{section.eyebrow}</p>}
      <H id={headingId} className={text.heading}>
        {section.heading}
      </H>
      <p className={text.text}>{section.text}</p>
      <Buttons links={section.buttons} className={text.buttons} onDark />
    </>
  );
}

/** The closing call to action: a full-width dark band, optionally over an image, or a rounded dark card. */
export function CtaSection({ section, ...place }: SectionProps<Cta>) {
  const headingId = useHeadingId();
  const text = <CtaText section={section} headingId={headingId} {...place} />;
  if (section.style === "card") {
    return (
      <section id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-8 sm:py-24">
        <Reveal className="on-dark relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center text-white sm:px-16 sm:py-20">
          {section.image && <Img field={section.image} sizes="(min-width: 1152px) 1152px, 100vw" className="absolute inset-0" imgClassName="opacity-30" />}
          <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-clay/30 blur-3xl" />
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-20 h-72 w-72 rounded-full bg-sage/30 blur-3xl" />
          {text}
        </Reveal>
      </section>
    );
  }
  return (
    <section id={section.id} aria-labelledby={headingId} className="on-dark relative isolate overflow-hidden bg-ink py-24 sm:py-32">
      {section.image && <Img field={section.image} sizes="100vw" className="absolute inset-0 -z-20" imgClassName="opacity-30" />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(154,79,44,0.35),transparent_60%)]" />
      <div className="container text-center">
        <div className="mx-auto max-w-3xl">{text}</div>
      </div>
    </section>
  );
}

export default CtaSection;
