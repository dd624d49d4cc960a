import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta } from "~/features/collections/CmsDetail";

// The snapshot has no portfolio records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("portfolio", params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta("portfolio", args);

export default function Detail() {
  return <CmsDetail kind="portfolio" data={useLoaderData<typeof clientLoader>()} />;
}
