import { PageHeading } from "~/components/ui/PageHeading";
import { pageMeta, readSimplePage } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/certificate";

export async function loader() {
  const page = readSimplePage("certificate");
  return { page, meta: await pageMeta({ ...page.meta, path: "/certificate" }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Page({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHeading title={page.heading} intro={page.intro} />;
}
