import { aboutPageSchema } from "~/features/pages/schema";
import { sectionPage } from "~/features/pages/section-page.server";
import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

/** About: content/pages/about.md's sections. */
export const loader = () => sectionPage("about", aboutPageSchema, "/about");
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function About({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} />;
}
