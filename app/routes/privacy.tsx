import { privacyPageSchema } from "~/features/pages/schema";
import { sectionPage } from "~/features/pages/section-page.server";
import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { PRIVACY_PATH, seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";
import type { ReactHandle } from "~/features/site/react-page";

/** The privacy policy (decision 219): content/pages/privacy.md's sections. */
export const loader = () => sectionPage("privacy", privacyPageSchema, PRIVACY_PATH);
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

/** React only when a section needs it (a carousel, slider or tabs): decision 116. */
export const handle: ReactHandle = { react: "sections" };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Privacy({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} />;
}
