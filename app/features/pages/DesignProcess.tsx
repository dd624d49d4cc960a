import { ButtonLink } from "~/ui/ButtonLink";
import { Picture } from "~/ui/Picture";
import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";
import type { ResponsiveImage } from "~/lib/image-types";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  steps: { title: string; description: string }[];
  link: { text: string; link: string };
  image: ResponsiveImage;
}

/** Home's "Our Design Process": numbered steps beside an image, and a link to About. */
export function DesignProcess({ eyebrow, title, intro, steps, link, image }: Props) {
  return (
    <section className="bg-sand-deep py-20 sm:py-28">
      <div className="container grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div className="relative hidden lg:block">
          <Picture image={image} sizes="(min-width: 1024px) 40vw, 0px" className="block overflow-hidden rounded-[2rem]" imgClassName="aspect-[4/5] w-full object-cover" />
        </div>
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="left" />
          <ol className="space-y-7">
            {steps.map((step, i) => (
              <Reveal as="li" index={i} key={step.title} className="flex gap-5">
                <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full border border-clay/40 font-display text-lg text-clay" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1.5 text-ink-muted">{step.description}</p>
                </div>
              </Reveal>
            ))}
          </ol>
          <ButtonLink to={link.link} variant="secondary" className="mt-10">
            {link.text}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
