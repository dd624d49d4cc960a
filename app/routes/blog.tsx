import { BlogBrowser } from "~/features/collections/BlogBrowser";
import { NewsletterForm } from "~/features/leads/NewsletterForm";
import { readSnapshot } from "~/features/collections/snapshot.server";
import { COLLECTIONS } from "~/features/collections/table";
import { blogCards, liveDefaults, postCategories } from "~/features/collections/cms-pages.server";
import { blogPageSchema } from "~/features/collections/schema";
import { pageMeta, readPage } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export async function loader() {
  const page = readPage("blog", blogPageSchema);
  const initial = await blogCards(readSnapshot().posts.slice(0, COLLECTIONS.posts.pageSize));
  return { page, initial, categories: postCategories(), liveDefaults: await liveDefaults("blog"), meta: await pageMeta({ ...page.meta, path: COLLECTIONS.posts.routePrefix }, { kind: "blog" }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Blog({ loaderData: { page, initial, categories, liveDefaults } }: Route.ComponentProps) {
  return (
    <>
      <BlogBrowser hero={page.hero} search={page.search} list={page.list} initial={initial} categories={categories} pageSize={COLLECTIONS.posts.pageSize} liveDefaults={liveDefaults} />
      <NewsletterForm {...page.newsletter} />
    </>
  );
}
