import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";

interface Props {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: { title: string; description: string }[];
  /** SVG path data, one per card (cycled). */
  icons: string[];
  columns?: 3 | "3-wide";
  align?: "left" | "center";
}

/** A section of cards with a line icon, a title and a sentence (About's values, the certificate's benefits). */
export function IconCardGrid({ eyebrow, title, intro, items, icons, align = "left" }: Props) {
  const center = align === "center";
  return (
    <section className="bg-white py-20 sm:py-28">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        <ul className={`grid gap-6 ${center ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
          {items.map((item, i) => (
            <Reveal as="li" index={i} key={item.title} className={`rounded-2xl border border-sand-line bg-sand/50 ${center ? "p-8 text-center" : "p-7"}`}>
              <span className={`flex h-14 w-14 items-center justify-center rounded-full bg-clay-tint text-clay ${center ? "mx-auto" : ""}`}>
                <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d={icons[i % icons.length]} />
                </svg>
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
