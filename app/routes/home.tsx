import { ClosingCta } from "~/components/blocks/ClosingCta";
import { ClientReviews } from "~/components/home/ClientReviews";
import { DesignProcess } from "~/components/home/DesignProcess";
import { HeroSlideshow } from "~/components/home/HeroSlideshow";
import { HomeSectionHeader } from "~/components/home/HomeSectionHeader";
import { ServiceCards } from "~/components/home/ServiceCards";
import { getCompany } from "~/content/company.server";
import { getReviews, homePageSchema } from "~/content/pages.server";
import { pageMeta, readPage } from "~/content/site.server";
import { contentImage } from "~/lib/images.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  const page = readPage("home", homePageSchema);
  const [slides, cards, processImage] = await Promise.all([
    Promise.all(page.hero.slides.map(async (s) => ({ ...s, image: await contentImage(s.image) }))),
    Promise.all(page.services.cards.map(async (c) => ({ ...c, image: await contentImage(c.image) }))),
    contentImage(page.process.image),
  ]);
  return {
    page,
    slides,
    cards,
    processImage,
    reviews: getReviews(),
    reviewsUrl: getCompany().reviewsUrl,
    meta: await pageMeta({ ...page.meta, path: "/" }, { image: page.hero.slides[0]?.image.src }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { page } = d;
  return (
    <>
      <h1 className="sr-only">{d.meta.title}</h1>
      <HeroSlideshow label={page.hero.label} slides={d.slides} />
      <ServiceCards {...page.services} cards={d.cards} />
      <section className="bg-white py-20 sm:py-28">
        <div className="container">
          <HomeSectionHeader {...page.featuredProjects} />
        </div>
      </section>
      <DesignProcess {...page.process} image={d.processImage} />
      <section className="bg-white py-20 sm:py-28">
        <div className="container">
          <HomeSectionHeader {...page.insights} />
        </div>
      </section>
      <ClientReviews {...page.reviews} reviews={d.reviews} reviewsUrl={d.reviewsUrl} />
      <ClosingCta {...page.closing} />
    </>
  );
}
