import { PageHeading } from "~/components/ui/PageHeading";
import { pageMeta, readSimplePage } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

export async function loader() {
  const page = readSimplePage("gallery");
  return { page, meta: await pageMeta({ ...page.meta, path: "/gallary" }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHeading title={page.heading} intro={page.intro} />;
}
