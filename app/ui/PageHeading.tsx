interface PageHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The plain page heading used until a page has its own hero. */
export function PageHeading({ eyebrow, title, intro }: PageHeadingProps) {
  return (
    <section className="bg-sand-deep pt-32 pb-16 sm:pt-40 sm:pb-20">
      <div className="container">
        {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
        <h1 className="font-display text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p>}
      </div>
    </section>
  );
}
