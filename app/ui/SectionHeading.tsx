interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  /** Heading level; sections are h2 by default. */
  as?: "h1" | "h2" | "h3";
  id?: string;
  tone?: "dark" | "light";
}

/** The heading block every section starts with: small eyebrow, display title, optional intro. */
export function SectionHeading({ eyebrow, title, intro, align = "center", as: H = "h2", id, tone = "dark" }: SectionHeadingProps) {
  const center = align === "center";
  return (
    <div className={`mb-10 sm:mb-14 ${center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}`}>
      {eyebrow && <p className={`eyebrow mb-3 ${tone === "light" ? "text-clay-light" : ""}`}>{eyebrow}</p>}
      <H id={id} className={`section-title ${tone === "light" ? "text-white" : ""}`}>
        {title}
      </H>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${tone === "light" ? "text-sand/80" : "text-ink-muted"}`}>{intro}</p>}
    </div>
  );
}
