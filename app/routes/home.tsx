import { ClosingCta } from "~/components/blocks/ClosingCta";
import { PostCardView } from "~/components/cms/PostCardView";
import { ProjectCardView } from "~/components/cms/ProjectCardView";
import { Reveal } from "~/components/ui/Reveal";
import { ClientReviews } from "~/components/home/ClientReviews";
import { DesignProcess } from "~/components/home/DesignProcess";
import { HeroSlideshow } from "~/components/home/HeroSlideshow";
import { HomeSectionHeader } from "~/components/home/HomeSectionHeader";
import { ServiceCards } from "~/components/home/ServiceCards";
import { getCompany } from "~/content/company.server";
import { homeCmsSections } from "~/content/cms-pages.server";
import { getReviews, homePageSchema } from "~/content/pages.server";
import { pageMeta, readPage } from "~/content/site.server";
import { contentImage } from "~/lib/images.server";
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
