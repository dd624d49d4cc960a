import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { readServiceAt } from "~/features/services/services.server";
import { sectionData, sectionTypes } from "~/features/sections/data.server";
import { pageMeta } from "~/features/site/site.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/service";
import type { ReactHandle } from "~/features/site/react-page";

/** Every service page: one content file, rendered section by section. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const { data: service } = readServiceAt(path);
  const types = sectionTypes(service.sections);
  return {
    sections: service.sections,
    data: await sectionData(service.sections),
    types,
    meta: await pageMeta({ ...service.meta, path }, { image: service.card.image }),
  };
}

/** On client navigation, fetch the page's data and its carousel/slider code together. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

/** React only when a section needs it (a carousel, slider or tabs): decision 116. */
export const handle: ReactHandle = { react: "sections" };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function ServicePage({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} />;
}
