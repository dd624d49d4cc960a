import { PageHeading } from "~/components/ui/PageHeading";
import { readServiceAt } from "~/content/services.server";
import { pageMeta } from "~/content/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/service";

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const service = readServiceAt(path).data;
  return { service, meta: await pageMeta({ ...service.meta, path }) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  return <PageHeading eyebrow="Services" title={service.name} intro={service.meta.description} />;
}
