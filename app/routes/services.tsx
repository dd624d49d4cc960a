import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { readServicesPage } from "~/features/services/services.server";
import { sectionData, sectionTypes } from "~/features/sections/data.server";
import { withSectionCode } from "~/features/sections/interactive";
import { pageMeta } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/services";
import type { ReactHandle } from "~/features/site/react-page";

/** /services: the overview with Residential and Commercial tabs, from content/pages/services.md. */
export async function loader() {
  const page = readServicesPage();
  return { sections: page.sections, data: await sectionData(page.sections), types: sectionTypes(page.sections), meta: await pageMeta({ ...page.meta, path: "/services" }) };
}

/** On client navigation, fetch the page's data and the code of its sections together. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

/** React only when a section needs it (a carousel, slider or tabs): decision 116. */
export const handle: ReactHandle = { react: "sections" };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function ServicesOverview({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} />;
}
