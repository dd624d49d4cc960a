import { ButtonLink } from "~/ui/ButtonLink";
import { Reveal } from "~/ui/Reveal";

interface ClosingCtaProps {
  title: string;
  text: string;
  cta: { text: string; link: string };
  secondary?: { text: string; link: string };
}

/** The dark closing band that ends most pages with a call to action. */
export function ClosingCta({ title, text, cta, secondary }: ClosingCtaProps) {
  return (
    <section className="px-4 py-16 sm:px-8 sm:py-24">
      <Reveal className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center text-white sm:px-16 sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-clay/30 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-20 h-72 w-72 rounded-full bg-sage/30 blur-3xl" />
        <h2 className="relative font-display text-3xl leading-tight sm:text-5xl">{title}</h2>
        <p className="relative mx-auto mt-5 max-w-2xl text-lg text-sand/80">{text}</p>
        <div className="relative mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink to={cta.link}>{cta.text}</ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.link} variant="light">
              {secondary.text}
            </ButtonLink>
          )}
        </div>
      </Reveal>
    </section>
  );
}
