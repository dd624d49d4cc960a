import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader } from "~/components/cms/CmsDetail";
import { seo } from "~/lib/seo";

// The snapshot has no faq records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("faq", params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => (data ? seo(data.meta) : []);

export default function Detail() {
  return <CmsDetail kind="faq" data={useLoaderData<typeof clientLoader>()} />;
}
