import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader } from "~/components/cms/CmsDetail";
import { seo } from "~/lib/seo";

// The snapshot has no posts records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("posts", params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => (data ? seo(data.meta) : []);

export default function Detail() {
  return <CmsDetail kind="posts" data={useLoaderData<typeof clientLoader>()} />;
}
