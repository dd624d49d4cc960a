import type { z } from "zod";
import type { ContentArea } from "~/content/entries";
import { ContentError, type ContentProblem } from "~/content/errors";
import { cached, listContentFiles, readCollection, readContentFile } from "~/content/read.server";
import { hubPageSchema, serviceSchema, servicesPageSchema, SERVICE_GROUPS, type ListingName, type ServiceCard, type ServiceEntry, type ServiceGroup, type ServiceMenuGroup } from "./schema";

/* ───────────────────────────── readers ───────────────────────────── */


/** A valid service file as the site uses it: its group, address and data. */
function serviceEntry(group: ServiceGroup, f: { slug: string; file: string; data: ServiceEntry["data"] }): ServiceEntry {
  return { group, slug: f.slug, path: `/services/${group}/${f.slug}`, file: f.file, data: f.data };
}

/** Every service file of every group, validated; listing positions are checked across files. */
export const getServices = cached((): ServiceEntry[] => {
  const problems: ContentProblem[] = [];
  const entries: ServiceEntry[] = [];
  for (const group of SERVICE_GROUPS) {
    try {
      for (const f of readCollection(`services/${group}`, serviceSchema)) {
        entries.push(serviceEntry(group, f));
      }
    } catch (err) {
      if (err instanceof ContentError) problems.push(...err.problems);
      else throw err;
    }
  }
  problems.push(...listingProblems(entries));
  if (problems.length) throw new ContentError(problems);
  return entries;
});

/** Two services of one group at the same position of one listing is an error. */
export function listingProblems(entries: ServiceEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Map<string, ServiceEntry>();
  for (const e of entries) {
    for (const [listing, pos] of Object.entries(e.data.listings)) {
      if (pos === undefined) continue;
      const key = `${e.group}:${listing}:${pos}`;
      const other = seen.get(key);
      if (other) {
        problems.push({
          file: e.file,
          field: `listings.${listing}`,
          message: `position ${pos} is already taken by ${other.file}`,
        });
      } else seen.set(key, e);
    }
  }
  return problems;
}

/** The services of a group in one listing, in listing order. */
export function serviceListing(group: ServiceGroup, listing: ListingName): ServiceEntry[] {
  return getServices()
    .filter((s) => s.group === group && s.data.listings[listing] !== undefined)
    .sort((a, b) => (a.data.listings[listing] ?? 0) - (b.data.listings[listing] ?? 0));
}

/** The cards of one listing, as the services section draws them. */
export function serviceCards(group: ServiceGroup, listing: ListingName): ServiceCard[] {
  return serviceListing(group, listing).map((e) => ({
    slug: e.slug,
    path: e.path,
    title: e.data.name,
    summary: e.data.card.summary,
    features: e.data.card.features,
    image: e.data.card.image,
  }));
}

/** The service page at a URL path such as /services/residential/interior-design. */
export function readServiceAt(pathname: string): ServiceEntry {
  const path = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  const entry = getServices().find((s) => s.path === path);
  if (!entry) throw new Error(`No service file for ${path}`);
  return entry;
}

// Read once per build: the header's Services menu asks for the hubs on every page.
export const readServicesPage = cached(() => readContentFile("pages/services.md", servicesPageSchema).data);

const hubPages = Object.fromEntries(
  SERVICE_GROUPS.map((group) => [group, cached(() => readContentFile(`pages/services-${group}.md`, hubPageSchema).data)]),
) as Record<ServiceGroup, () => z.output<typeof hubPageSchema>>;

export function readHubPage(group: ServiceGroup) {
  return hubPages[group]();
}


/** The header's Services dropdown: each group's hub and its services, from the service files. */
export const serviceMenu = cached((): ServiceMenuGroup[] =>
  SERVICE_GROUPS.map((group) => ({
    name: readHubPage(group).menuLabel,
    path: `/services/${group}`,
    children: serviceListing(group, "menu").map((s) => ({ name: s.data.name, path: s.path })),
  })),
);

/** Services: one file per page under content/services/<group>/, and the overview and hub pages. */
export const servicesContent: ContentArea = {
  entries: SERVICE_GROUPS.map((g) => ({ files: () => listContentFiles(`services/${g}`), schema: () => serviceSchema })),
  // The content check reports two services at one position as the build would, once (the files' own problems are reported apart).
  crossCheck: (valid) =>
    listingProblems(
      SERVICE_GROUPS.flatMap((group) =>
        [...valid]
          .filter(([rel]) => rel.startsWith(`services/${group}/`))
          .map(([, f]) => serviceEntry(group, f as { slug: string; file: string; data: ServiceEntry["data"] })),
      ),
    ),
  pages: {
    services: servicesPageSchema,
    "services-residential": hubPageSchema,
    "services-commercial": hubPageSchema,
  },
};
