import { data, useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader } from "~/components/cms/CmsDetail";
import { findRecord } from "~/content/cms.server";
import { pageMeta } from "~/content/site.server";
import { seo } from "~/lib/seo";

// Used when the snapshot has posts records; routes.ts picks blog-post.live.tsx when it has none.
// (No ./+types import: only one of the two modules is registered, so typegen covers one.)
export async function loader({ params }: LoaderFunctionArgs) {
  const record = findRecord("posts", params.slug ?? "");
  if (!record) throw data(null, { status: 404 });
  const title = record.title.replace(/<[^>]+>/g, "");
  const description = record.excerpt.replace(/<[^>]+>/g, "").trim().slice(0, 160) || title;
  return {
    record,
    meta: await pageMeta({ title, description, path: `/blog/${record.slug}`, type: "article" }, { kind: "blog" }),
  };
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return cmsClientLoader(serverLoader as () => ReturnType<typeof loader>);
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => (data ? seo(data.meta) : []);

export default function Detail() {
  return <CmsDetail kind="posts" data={useLoaderData<typeof clientLoader>()} />;
}
