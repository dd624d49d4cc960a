import { ClosingCta } from "~/features/pages/ClosingCta";
import { PostCardView } from "~/features/collections/PostCardView";
import { ProjectCardView } from "~/features/collections/ProjectCardView";
import { Reveal } from "~/ui/Reveal";
import { ClientReviews } from "~/features/pages/ClientReviews";
import { DesignProcess } from "~/features/pages/DesignProcess";
import { HeroSlideshow } from "~/features/pages/HeroSlideshow";
import { HomeSectionHeader } from "~/features/pages/HomeSectionHeader";
import { ServiceCards } from "~/features/pages/ServiceCards";
import { getCompany } from "~/features/site/company.server";
import { homeCmsSections } from "~/features/collections/cms-pages.server";
import { getReviews, homePageSchema } from "~/features/pages/pages.server";
import { pageMeta, readPage } from "~/features/site/site.server";
import { contentImage } from "~/content/images.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader() {
  const page = readPage("home", homePageSchema);
  const [slides, cards, processImage, cms] = await Promise.all([
    Promise.all(page.hero.slides.map(async (s) => ({ ...s, image: await contentImage(s.image) }))),
    Promise.all(page.services.cards.map(async (c) => ({ ...c, image: await contentImage(c.image) }))),
    contentImage(page.process.image),
    homeCmsSections(),
  ]);
  return {
    page,
    slides,
    cards,
    processImage,
    projects: cms.projects,
    insights: cms.insights,
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
          <ul className="grid gap-7 md:grid-cols-3">
            {d.projects.map((p, i) => (
              <Reveal as="li" key={p.id} index={i}>
                <ProjectCardView project={p} linkText={page.featuredProjects.linkText} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <DesignProcess {...page.process} image={d.processImage} />
      <section className="bg-white py-20 sm:py-28">
        <div className="container">
          <HomeSectionHeader {...page.insights} />
          <ul className="grid gap-7 md:grid-cols-3">
            {d.insights.map((post, i) => (
              <Reveal as="li" key={post.id} index={i}>
                <PostCardView post={post} readMore={page.insights.readMore} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <ClientReviews {...page.reviews} reviews={d.reviews} reviewsUrl={d.reviewsUrl} />
      <ClosingCta {...page.closing} />
    </>
  );
}
