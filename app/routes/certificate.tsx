import { CertificateFigure } from "~/features/pages/CertificateFigure";
import { certificatePageSchema } from "~/features/pages/schema";
import { sectionPage } from "~/features/pages/section-page.server";
import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/certificate";
import type { ReactHandle } from "~/features/site/react-page";

/** The licence certificate: content/pages/certificate.md's sections and the certificate itself. */
export const loader = () => sectionPage("certificate", certificatePageSchema, "/certificate");
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

/** React only when a section needs it (a carousel, slider or tabs): decision 116. */
export const handle: ReactHandle = { react: "sections" };

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Certificate({ loaderData: { sections, data } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} renderBlock={(block, place) => <CertificateFigure block={block} {...place} />} />;
}
