import { HomeBlockView } from "~/features/pages/HomeBlocks";
import { homePageSchema } from "~/features/pages/schema";
import { getReviews } from "~/features/pages/pages.server";
import { sectionPage } from "~/features/pages/section-page.server";
import { homeCmsSections, liveDefaults } from "~/features/collections/cms-pages.server";
import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { getCompany } from "~/features/site/company.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Home: content/pages/home.md's sections; its own blocks show the CMS snapshot's newest records and content/reviews. */
export async function loader() {
  const [page, cms, live] = await Promise.all([sectionPage("home", homePageSchema, "/"), homeCmsSections(), liveDefaults("blog")]);
  return { ...page, blocks: { projects: cms.projects, insights: cms.insights, reviews: getReviews(), reviewsUrl: getCompany().reviewsUrl, liveDefaults: live } };
}
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Home({ loaderData: d }: Route.ComponentProps) {
  // The slideshow's slides are h2s: the page's h1 is its title, for screen readers.
  const hiddenTitle = d.sections[0]?.type === "slideshow" ? d.meta.title : undefined;
  return <SectionRenderer sections={d.sections} data={d.data} hiddenTitle={hiddenTitle} renderBlock={(block, place) => <HomeBlockView block={block} data={d.blocks} {...place} />} />;
}
