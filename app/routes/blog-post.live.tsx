import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta } from "~/features/collections/CmsDetail";

// The snapshot has no posts records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("posts", params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta("posts", args);

export default function Detail() {
  return <CmsDetail kind="posts" data={useLoaderData<typeof clientLoader>()} />;
}
