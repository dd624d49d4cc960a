import { ClosingCta } from "~/components/blocks/ClosingCta";
import { PageHero } from "~/components/blocks/PageHero";
import { PortfolioBrowser } from "~/components/cms/PortfolioBrowser";
import { readSnapshot } from "~/content/cms.server";
import { PAGE_SIZE } from "~/cms/constants";
import { liveDefaults, portfolioCards, portfolioCategories } from "~/content/cms-pages.server";
import { portfolioPageSchema } from "~/content/pages.server";
import { pageMeta, readPage } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

export async function loader() {
  const page = readPage("portfolio", portfolioPageSchema);
  const initial = await portfolioCards(readSnapshot().portfolio.slice(0, PAGE_SIZE.portfolio));
  return {
    page,
    initial,
    categories: portfolioCategories(),
    liveDefaults: await liveDefaults("portfolio"),
    meta: await pageMeta({ ...page.meta, path: "/portfolio" }, { kind: "portfolio" }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Portfolio({ loaderData: { page, initial, categories, liveDefaults } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} />
      <PortfolioBrowser filters={page.filters} list={page.list} categories={categories} initial={initial} pageSize={PAGE_SIZE.portfolio} liveDefaults={liveDefaults} />
      <ClosingCta {...page.closing} />
    </>
  );
}
