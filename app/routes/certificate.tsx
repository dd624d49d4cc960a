import { ClosingCta } from "~/features/pages/ClosingCta";
import { IconCardGrid } from "~/features/pages/IconCardGrid";
import { PageHero } from "~/features/pages/PageHero";
import { Picture } from "~/ui/Picture";
import { certificatePageSchema } from "~/features/pages/pages.server";
import { pageMeta, readPage } from "~/features/site/site.server";
import { contentImage } from "~/content/images.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/certificate";

export async function loader() {
  const page = readPage("certificate", certificatePageSchema);
  return {
    page,
    certificate: await contentImage(page.certificate.image),
    meta: await pageMeta({ ...page.meta, path: "/certificate" }, { image: page.certificate.image.src }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

const icons = [
  "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9 2 2 4-4",
  "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z",
  "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-4-9 3 3 5-6",
];

export default function Certificate({ loaderData: { page, certificate } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <section className="py-16 sm:py-24">
        <div className="container grid items-center gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
          <figure className="rounded-[2rem] bg-white p-4 shadow-[0_30px_80px_-40px_rgba(29,26,23,0.45)] sm:p-6">
            <Picture image={certificate} sizes="(min-width: 1024px) 55vw, 100vw" priority imgClassName="w-full rounded-xl" />
            <figcaption className="mt-4 text-center text-sm text-ink-muted">
              <span className="font-semibold text-ink">{page.certificate.caption}.</span> {page.certificate.sampleNote}
            </figcaption>
          </figure>
          <div>
            <h2 className="section-title">{page.explanation.title}</h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
              {page.explanation.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </section>
      <IconCardGrid {...page.benefits} icons={icons} align="center" />
      <ClosingCta {...page.closing} />
    </>
  );
}
