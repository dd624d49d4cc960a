import { Picture } from "~/ui/Picture";
import type { ResponsiveImage } from "~/lib/image-types";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  image?: ResponsiveImage;
  children?: React.ReactNode;
  /** Something to lay over the image corner, e.g. the "12+ years" badge. */
  badge?: React.ReactNode;
}

/** The top of an inner page: heading and intro beside a large image (the page's LCP image). */
export function PageHero({ eyebrow, title, intro, image, children, badge }: PageHeroProps) {
  return (
    <section className="bg-sand-deep pt-28 pb-14 sm:pt-36 sm:pb-20">
      <div className={`container grid items-center gap-10 ${image ? "lg:grid-cols-[1.05fr_1fr] lg:gap-16" : ""}`}>
        <div className={image ? "" : "max-w-3xl"}>
          {eyebrow && <p className="eyebrow mb-4">{eyebrow}</p>}
          <h1 className="font-display text-[2.5rem] leading-[1.08] text-ink sm:text-6xl">{title}</h1>
          {intro && <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">{intro}</p>}
          {children}
        </div>
        {image && (
          <div className="relative">
            <Picture
              image={image}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
              priority
              className="block overflow-hidden rounded-[2rem]"
              imgClassName="aspect-[4/3] w-full object-cover"
            />
            {badge}
          </div>
        )}
      </div>
    </section>
  );
}
