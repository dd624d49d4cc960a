import { z } from "zod";
import type { ContentArea } from "./entries";
import { listContentFiles, readContentFile } from "./read.server";
import { SERVICE_GROUPS } from "./route-files.server";
import { pageMetaSchema, simplePageSchema, text } from "./schemas";

/** content/services/{group}/{slug}.md — one service page. */
export const serviceSchema = z.strictObject({
  name: text(),
  meta: pageMetaSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** The service page at a URL path such as /services/residential/interior-design. */
export function readServiceAt(pathname: string) {
  const rel = pathname.replace(/^\/+|\/+$/g, "");
  return readContentFile(`${rel}.md`, serviceSchema);
}

/** Services: one file per page under content/services/<group>/, and the overview and hub pages. */
export const servicesContent: ContentArea = {
  entries: SERVICE_GROUPS.map((g) => ({ files: () => listContentFiles(`services/${g}`), schema: () => serviceSchema })),
  pages: {
    services: simplePageSchema,
    "services-residential": simplePageSchema,
    "services-commercial": simplePageSchema,
  },
};
