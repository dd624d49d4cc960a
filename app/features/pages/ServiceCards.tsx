import { Link } from "react-router";
import { ButtonLink } from "~/ui/ButtonLink";
import { Picture } from "~/ui/Picture";
import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";
import type { ResponsiveImage } from "~/lib/image-types";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  cards: { title: string; description: string; link: string; linkText: string; image: ResponsiveImage }[];
  cta: { text: string; link: string };
}

/** Home's "Our Services": three image cards and View All Services. */
export function ServiceCards({ eyebrow, title, intro, cards, cta }: Props) {
  return (
    <section className="py-20 sm:py-28">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card, i) => (
            <Reveal as="li" index={i} key={card.title}>
              <article className="group card relative block h-full overflow-hidden">
                <div className="aspect-[4/3] overflow-hidden">
                  <Picture
                    image={card.image}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    imgClassName="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                </div>
                <div className="p-6 sm:p-7">
                  <h3 className="font-display text-2xl text-ink">
                    <Link to={card.link} className="after:absolute after:inset-0 after:content-[''] hover:text-clay">
                      {card.title}
                    </Link>
                  </h3>
                  <p className="mt-3 text-ink-muted">{card.description}</p>
                  <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-clay" aria-hidden="true">
                    {card.linkText}
                    <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">→</span>
                  </span>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to={cta.link} variant="secondary">
            {cta.text}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
