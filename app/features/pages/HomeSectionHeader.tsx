import { ButtonLink } from "~/ui/ButtonLink";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  cta: { text: string; link: string };
  [extra: string]: unknown;
}

/** Left-aligned heading with its "View all" button on the right (Featured Projects, Design Insights). */
export function HomeSectionHeader({ eyebrow, title, intro, cta }: Props) {
  return (
    <div className="mb-10 flex flex-col gap-6 sm:mb-14 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
        <h2 className="section-title">{title}</h2>
        {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
      </div>
      <ButtonLink to={cta.link} variant="secondary" className="self-start md:self-auto">
        {cta.text}
      </ButtonLink>
    </div>
  );
}
