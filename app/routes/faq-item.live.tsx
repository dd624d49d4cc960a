import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta } from "~/features/collections/CmsDetail";

// The snapshot has no faq records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("faq", params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta("faq", args);

export default function Detail() {
  return <CmsDetail kind="faq" data={useLoaderData<typeof clientLoader>()} />;
}
