import { data, useLoaderData, useLocation, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta, loadsAsDocument } from "~/features/collections/CmsDetail";
import { detailData } from "~/features/collections/cms-pages.server";
import { collectionAt } from "~/features/collections/table";
import type { ReactHandle } from "~/features/site/react-page";

// A blog post, portfolio item or FAQ: registered once per collection whose snapshot has records
// (routes.ts); the collection is the one whose pages the path is. cms-detail.live.tsx serves a
// collection with none. (No ./+types import: with no records anywhere this module is not
// registered, and typegen covers registered modules only.)
const collection = (url: string) => collectionAt(new URL(url).pathname);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await detailData(collection(request.url), params.slug ?? "");
  if (!found) throw data(null, { status: 404 });
  return found;
}

// A built page is opened as a document, its HTML (the build writes no `.data` for it, decision
// 156); in the app shell, a newer slug comes from the live CMS.
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  if (loadsAsDocument(request)) return new Promise<never>(() => {});
  return cmsClientLoader(collection(request.url), params.slug ?? "");
}

/** Plain HTML: a slug newer than the build opens through the app shell, which keeps React (decision 116). */
export const handle: ReactHandle = { react: false };

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta(collectionAt(args.location.pathname), args);

export default function Detail() {
  return <CmsDetail kind={collectionAt(useLocation().pathname)} data={useLoaderData<typeof clientLoader>()} />;
}
