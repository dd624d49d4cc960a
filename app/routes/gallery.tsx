import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Gallery } from "~/features/gallery/Gallery";
import { galleryImages, readGallery } from "~/features/gallery/gallery.server";
import { galleryPageSchema } from "~/features/gallery/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

export async function loader() {
  const page = readPage("gallery", galleryPageSchema);
  const images = await galleryImages();
  return {
    page,
    images,
    meta: await pageMeta({ ...page.meta, path: "/gallary" }, { image: readGallery()[0] }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

/** Paging changes only ?page=: the data is the same, so nothing is fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function GalleryRoute({ loaderData: { page, images } }: Route.ComponentProps) {
  const { hero } = page;
  return (
    <>
      <section className="bg-sand-deep pb-14 pt-32 sm:pb-16 sm:pt-40">
        <div className="container">
          {hero.eyebrow && <p className="eyebrow mb-4">{hero.eyebrow}</p>}
          <h1 className="font-display text-[2.6rem] leading-[1.05] text-ink sm:text-6xl">{hero.heading}</h1>
          {hero.intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{hero.intro}</p>}
        </div>
      </section>
      <section className="bg-sand pb-20 pt-10 sm:pb-28 sm:pt-14">
        <div className="container">
          <Gallery images={images} copy={page} />
        </div>
      </section>
    </>
  );
}
