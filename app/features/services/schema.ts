/** Service files and the overview and hub pages (browser-safe: zod only). */
import { z } from "zod";
import { definePage, image, pageMetaSchema, text } from "~/content/schemas";
import { list, sectionsSchema } from "~/features/sections/schema";
import { SERVICE_GROUPS, type ServiceGroup } from "./groups";

export { SERVICE_GROUPS, type ServiceGroup };

/* ───────────────────────────── service files ───────────────────────────── */

const position = () => z.number().int().min(1);

/** content/services/{group}/{slug}.md — one service page. */
export const serviceSchema = z.strictObject({
  /** The service's name in the header menu and the listings. */
  name: text(),
  meta: pageMetaSchema,
  /** How the service appears on the overview and hub cards. */
  card: z.strictObject({
    summary: text(),
    features: list().min(3).max(6),
    image: image(),
  }),
  /** Where the service is listed, and its position there (1 = first). Absent: not listed. */
  listings: z
    .strictObject({
      menu: position().optional(),
      overview: position().optional().describe("Its card's place on /services: 1 is first; empty, no card there."),
      hub: position().optional().describe("Its card's place on its group's page (/services/residential or /services/commercial): 1 is first; empty, no card there."),
    })
    .default({}),
  sections: sectionsSchema,
});
export type Service = z.infer<typeof serviceSchema>;
export type ListingName = keyof Service["listings"];

/** The overview (/services) and hub pages: metadata and sections. */
export const servicesPageSchema = definePage({ sections: sectionsSchema });
export const hubPageSchema = definePage({
  /** The group's name in the header's Services dropdown. */
  menuLabel: text(),
  sections: sectionsSchema,
});

export interface ServiceEntry {
  group: ServiceGroup;
  slug: string;
  /** URL path, e.g. /services/residential/interior-design */
  path: string;
  file: string;
  data: Service;
}

export interface ServiceMenuGroup {
  name: string;
  path: string;
  children: { name: string; path: string }[];
}

export type { ServiceCard } from "./card";
