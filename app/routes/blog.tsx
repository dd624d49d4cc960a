import { BlogBrowser } from "~/components/cms/BlogBrowser";
import { NewsletterForm } from "~/components/ui/NewsletterForm";
import { readSnapshot } from "~/content/cms.server";
import { PAGE_SIZE } from "~/cms/constants";
import { blogCards, liveDefaults } from "~/content/cms-pages.server";
import { blogPageSchema } from "~/content/pages.server";
import { pageMeta, readPage } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export async function loader() {
  const page = readPage("blog", blogPageSchema);
  const initial = await blogCards(readSnapshot().posts.slice(0, PAGE_SIZE.blog));
  return { page, initial, liveDefaults: await liveDefaults("blog"), meta: await pageMeta({ ...page.meta, path: "/blog" }, { kind: "blog" }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Blog({ loaderData: { page, initial, liveDefaults } }: Route.ComponentProps) {
  return (
    <>
      <BlogBrowser hero={page.hero} search={page.search} list={page.list} initial={initial} pageSize={PAGE_SIZE.blog} liveDefaults={liveDefaults} />
      <NewsletterForm {...page.newsletter} />
    </>
  );
}
