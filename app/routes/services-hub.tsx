import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { readHubPage } from "~/features/services/services.server";
import { sectionData, sectionTypes } from "~/features/sections/data.server";
import { withSectionCode } from "~/features/sections/interactive";
import { pageMeta } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/services-hub";
import type { ReactHandle } from "~/features/site/react-page";

/** /services/residential and /services/commercial, from content/pages/services-{group}.md. */
export async function loader({ request }: Route.LoaderArgs) {
  const group = new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/commercial") ? "commercial" : "residential";
  const page = readHubPage(group);
  return { sections: page.sections, data: await sectionData(page.sections), types: sectionTypes(page.sections), meta: await pageMeta({ ...page.meta, path: `/services/${group}` }) };
}

/** On client navigation, fetch the page's data and the code of its sections together. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

/** React only when a section needs it (a carousel, slider or tabs): decision 116. */
export const handle: ReactHandle = { react: "sections" };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function ServicesHub({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} />;
}
