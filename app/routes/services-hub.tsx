import { PageHeading } from "~/components/ui/PageHeading";
import { pageMeta, readSimplePage } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/services-hub";

export async function loader({ request }: Route.LoaderArgs) {
  const group = new URL(request.url).pathname.endsWith("/commercial") ? "commercial" : "residential";
  const page = readSimplePage(`services-${group}`);
  return { page, meta: await pageMeta({ ...page.meta, path: `/services/${group}` }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function ServicesHub({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHeading eyebrow="Services" title={page.heading} intro={page.intro} />;
}
