import { CONTACT_ICONS, ContactDetails } from "~/features/pages/ContactDetails";
import { contactPageSchema } from "~/features/pages/schema";
import { sectionPage } from "~/features/pages/section-page.server";
import { withSectionCode } from "~/features/sections/interactive";
import { SectionRenderer } from "~/features/sections/SectionRenderer";
import { getCompany } from "~/features/site/company.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

/** Contact: content/pages/contact.md's sections, the panel, map and form filled from the company file. */
export async function loader() {
  const { phone, email, address, mapEmbedUrl, mapDirectionsUrl } = getCompany();
  return { ...(await sectionPage("contact", contactPageSchema, "/contact", CONTACT_ICONS)), company: { phone, email, address, mapEmbedUrl, mapDirectionsUrl } };
}
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withSectionCode(serverLoader);

export const meta: Route.MetaFunction = ({ data }) => (data ? seo(data.meta) : []);

export default function Contact({ loaderData: { sections, data, company } }: Route.ComponentProps) {
  return <SectionRenderer sections={sections} data={data} renderBlock={(block) => <ContactDetails block={block} company={company} />} />;
}
