import type { ReactNode, Ref } from "react";
import { ButtonLink } from "~/ui/ButtonLink";
import { Reveal } from "~/ui/Reveal";
import type { SectionLink } from "~/features/sections/schema";
import { SectionHead, Shell, useHeadingId, type Placement } from "~/features/sections/shared";

interface Props extends Placement {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** The button beside the heading, e.g. View All Projects. */
  link: SectionLink;
  /** The cards, each with a stable key. */
  cards: { key: string | number; card: ReactNode }[];
  /** The cards' list element (home's articles look where it is before showing newer posts). */
  listRef?: Ref<HTMLUListElement>;
}

/** Home's Featured Projects and Design Insights: three CMS cards under a heading with its View All button. */
export function LatestCards({ id, eyebrow, heading, intro, link, cards, listRef, ...place }: Props) {
  const headingId = useHeadingId();
  const action = (
    <ButtonLink to={link.to} variant={link.style} className="self-start md:self-auto">
      {link.label}
    </ButtonLink>
  );
  return (
    <Shell first={place.first} nested={place.nested} id={id} labelledBy={headingId} tone="white">
      <SectionHead id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} {...place} compact action={action} />
      <ul ref={listRef} className="grid gap-7 md:grid-cols-3">
        {cards.map((c, i) => (
          <Reveal as="li" key={c.key} index={i}>
            {c.card}
          </Reveal>
        ))}
      </ul>
    </Shell>
  );
}
