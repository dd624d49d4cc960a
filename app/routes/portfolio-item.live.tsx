import { useLoaderData } from "react-router";
import { CmsDetail, cmsClientLoader, type CmsDetailData } from "~/components/cms/CmsDetail";

// The snapshot has no portfolio records: nothing to prerender, so this route only loads in the browser.
export async function clientLoader() {
  return cmsClientLoader<CmsDetailData>(undefined);
}

export default function Detail() {
  return <CmsDetail kind="portfolio" data={useLoaderData<typeof clientLoader>()} />;
}
