import { data, useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CmsDetail, cmsClientLoader, cmsDetailMeta } from "~/features/collections/CmsDetail";
import { articleData } from "~/features/collections/cms-pages.server";
import type { ReactHandle } from "~/features/site/react-page";

// Used when the snapshot has posts records; routes.ts picks blog-post.live.tsx when it has none.
// (No ./+types import: only one of the two modules is registered, so typegen covers one.)
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await articleData(params.slug ?? "");
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  return cmsClientLoader("posts", params.slug ?? "", serverLoader as () => ReturnType<typeof loader>);
}

/** Plain HTML: a slug newer than the build opens through the app shell, which keeps React (decision 116). */
export const handle: ReactHandle = { react: false };

export const meta: MetaFunction<typeof clientLoader> = (args) => cmsDetailMeta("posts", args);

export default function Detail() {
  return <CmsDetail kind="posts" data={useLoaderData<typeof clientLoader>()} />;
}
