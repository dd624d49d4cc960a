import { ClosingCta } from "~/features/pages/ClosingCta";
import { IconCardGrid } from "~/features/pages/IconCardGrid";
import { PageHero } from "~/features/pages/PageHero";
import { Picture } from "~/ui/Picture";
import { Reveal } from "~/ui/Reveal";
import { SectionHeading } from "~/ui/SectionHeading";
import { aboutPageSchema } from "~/features/pages/pages.server";
import { pageMeta, readPage } from "~/features/site/site.server";
import { contentImage } from "~/content/images.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export async function loader() {
  const page = readPage("about", aboutPageSchema);
  const [heroImage, storyImage] = await Promise.all([contentImage(page.hero.image), contentImage(page.story.image)]);
  return { page, heroImage, storyImage, meta: await pageMeta({ ...page.meta, path: "/about" }, { image: page.hero.image.src }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

const valueIcons = [
  "M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z",
  "M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6",
  "M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l7-7",
  "M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6zm9 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4",
  "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 2.5-5 5-5s5 2 5 5m-2-4.6A5 5 0 0 1 16 15c2.5 0 5 2 5 5",
];

export default function About({ loaderData: { page, heroImage, storyImage } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        {...page.hero}
        image={heroImage}
        badge={
          <div className="absolute -bottom-6 left-4 rounded-2xl bg-clay px-6 py-5 text-white shadow-xl sm:-left-8 sm:bottom-8">
            <p className="font-display text-4xl leading-none">{page.badge.value}</p>
            <p className="mt-1.5 max-w-[12rem] text-sm text-white/85">{page.badge.label}</p>
          </div>
        }
      />
      <section className="py-20 sm:py-28">
        <div className="container grid items-start gap-12 lg:grid-cols-2 lg:gap-20">
          <div>
            <SectionHeading eyebrow={page.story.eyebrow} title={page.story.title} align="left" />
            <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
              {page.story.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            {page.stats.length > 0 && (
              <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-sand-line pt-8">
                {page.stats.map((s) => (
                  <div key={s.label}>
                    <dt className="text-sm text-ink-muted">{s.label}</dt>
                    <dd className="order-first font-display text-3xl text-clay sm:text-4xl">{s.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <Reveal>
            <Picture image={storyImage} sizes="(min-width: 1024px) 45vw, 100vw" className="block overflow-hidden rounded-[2rem]" imgClassName="aspect-[4/5] w-full object-cover" />
          </Reveal>
        </div>
      </section>
      <IconCardGrid {...page.values} icons={valueIcons} />
      <ClosingCta {...page.closing} />
    </>
  );
}
