import { useLoaderData, useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta } from "~/features/collections/CmsDetail";
import { collectionAt } from "~/features/collections/table";

// cms-detail.tsx for a collection whose snapshot has no records: nothing to prerender, so this
// route only loads in the browser. Registered once per such collection (routes.ts).
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  return cmsClientLoader(collectionAt(new URL(request.url).pathname), params.slug ?? "");
}

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta(collectionAt(args.location.pathname), args);

export default function Detail() {
  return <CmsDetail kind={collectionAt(useLocation().pathname)} data={useLoaderData<typeof clientLoader>()} />;
}
