import { CtaSection } from "~/features/sections/CtaSection";
import { HeroSection } from "~/features/sections/HeroSection";
import { PortfolioBrowser } from "~/features/collections/PortfolioBrowser";
import { readSnapshot } from "~/features/collections/snapshot.server";
import { COLLECTIONS } from "~/features/collections/table";
import { liveDefaults, portfolioCards, portfolioCategories } from "~/features/collections/cms-pages.server";
import { portfolioPageSchema } from "~/features/collections/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

export async function loader() {
  const page = readPage("portfolio", portfolioPageSchema);
  const initial = await portfolioCards(readSnapshot().portfolio.slice(0, COLLECTIONS.portfolio.pageSize));
  return {
    page,
    initial,
    categories: portfolioCategories(),
    liveDefaults: await liveDefaults("portfolio"),
    meta: await pageMeta({ ...page.meta, path: COLLECTIONS.portfolio.routePrefix }, { kind: "portfolio" }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Portfolio({ loaderData: { page, initial, categories, liveDefaults } }: Route.ComponentProps) {
  return (
    <>
      <HeroSection section={page.hero} first nested={false} level={1} surface="sand" />
      <PortfolioBrowser filters={page.filters} list={page.list} categories={categories} initial={initial} pageSize={COLLECTIONS.portfolio.pageSize} liveDefaults={liveDefaults} />
      <CtaSection section={page.closing} first={false} nested={false} level={2} surface="sand" />
    </>
  );
}
