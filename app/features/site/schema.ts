/** The site's own files — company, navigation, settings — and what the shell renders (browser-safe: zod only). */
import { z } from "zod";
import { mapDirectionsUrl, mapEmbedUrl } from "../../lib/map-embed";
import { image, internalPath, sharePicture, text, url } from "../../content/schema-helpers";
import { safeSourcePath } from "../../lib/plain-path";

/** content/site/company.md — the company's identity, the only place it lives. */
const companyFileSchema = z.strictObject({
  name: text(),
  teamName: text(),
  tagline: text(),
  phone: z.string().regex(/^\+?[0-9 ()-]{7,}$/, { message: "must be a phone number such as +1 (905) 555-0142" }),
  email: z.email(),
  address: z.strictObject({
    street: text(),
    city: text(),
    region: text(),
    regionCode: text(),
    postalCode: text(),
    country: text(),
    countryCode: z.string().length(2),
  }),
  social: z.strictObject({ instagram: url(), facebook: url(), linkedin: url() }),
  reviewsUrl: url().describe("The full address of the page with all your reviews (Google, Houzz…): the home page's reviews link to it."),
  siteUrl: url().refine((u) => !u.endsWith("/"), { message: "must not end with a slash" }),
  cmsApiUrl: url().refine((u) => !u.endsWith("/"), { message: "must not end with a slash" }),
  /** Hosts besides the CMS's that snapshot images may come from, e.g. a CDN (decision 073). */
  mediaHosts: z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { message: "must be a host name such as images.example-cdn.com" })).optional(),
  /**
   * The WordPress site's address before it moved to cmsApiUrl's, when its home path there was
   * another (decision 226): its old addresses under that path redirect too.
   */
  oldSiteUrl: url()
    .describe("Only if WordPress moved: its address before the move, e.g. https://www.example.com while WordPress now answers at https://cms.example.com/blog. Its old addresses (articles, pages, categories, the feed) then lead to the pages here.")
    .optional(),
  /** The Studio Companion plugin's REST base; with it the forms send there (decision 095). */
  leadsApiUrl: url().refine((u) => !u.endsWith("/"), { message: "must not end with a slash" }).optional(),
});
/** The contact map is made from the address (decision 084), never written separately. */
export const companySchema = companyFileSchema.transform((c) => ({ ...c, mapEmbedUrl: mapEmbedUrl(c.address), mapDirectionsUrl: mapDirectionsUrl(c.address) }));
export type Company = z.infer<typeof companySchema>;

/** A header menu entry, with an optional dropdown of groups. */
const navChild = z.strictObject({ name: text(), path: internalPath() });
const navGroup = z.strictObject({ name: text(), path: internalPath(), children: z.array(navChild).default([]) });
export const navigationSchema = z.strictObject({
  header: z
    .array(
      z.strictObject({
        name: text(),
        path: internalPath(),
        dropdown: z.array(navGroup).optional(),
        /** The dropdown lists the service pages (content/services/), grouped Residential / Commercial. */
        serviceMenu: z.boolean().optional(),
      }),
    )
    .min(1),
  footer: z.strictObject({
    quickLinks: z.array(navChild).min(1),
    services: z.array(navChild).min(1),
    /** Pages no menu of SPEC's names, linked in the footer's last line so a visitor can reach them (decision 181). */
    more: z.array(navChild).default([]).describe("Pages in the footer's last line, such as the offers and the gallery, which no menu lists."),
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** content/site/settings.md — site-wide defaults that are not company identity. */
export const settingsSchema = z.strictObject({
  /** Each with what it shows: a shared link's description of its picture is that picture's own. */
  shareImages: z.strictObject({
    default: sharePicture(),
    blog: sharePicture(),
    portfolio: sharePicture(),
    faq: sharePicture(),
  }),
  /** Shown on cards and pages of CMS records that have no featured image. */
  defaultImages: z.strictObject({
    blog: image(),
    portfolio: image(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * content/site/redirects.md — the studio's own permanent redirects (decision 228): an old page of
 * WordPress the site has no page for, an address printed on a flyer. Each `from` is a plain path
 * of this site; the build checks that no page answers it and that `to` is a page (a warning and no
 * rule otherwise), and writes it for every host beside the snapshot's old addresses, before them.
 */
export const redirectsSchema = z.strictObject({
  redirects: z
    .array(
      z.strictObject({
        from: z
          .string()
          .refine((p) => safeSourcePath(p.length > 1 ? p.replace(/\/+$/, "") : p), { message: "must be a path of this site such as /our-process: one slash at the start, no domain, no ? or #, no spaces, not / itself" })
          .describe("The old address, without the domain, e.g. /our-process (with or without the slash at its end: both are answered)."),
        to: internalPath()
          .refine((t) => !t.includes("#"), { message: "must be a page's address without a # part" })
          .describe("The page it leads to, e.g. /about or /blog?category=kitchens-baths."),
        note: text().optional().describe("Why it is here, for the next editor (not shown on the site)."),
      }),
    )
    .default([])
    .describe("Addresses that lead to a page of the site: old WordPress pages the site has no page for, addresses printed on flyers or cards."),
});
export type StudioRedirects = z.infer<typeof redirectsSchema>;

/** A header entry as the shell draws it: the Services entry's dropdown filled from the service files. */
export type HeaderItem = Omit<Navigation["header"][number], "serviceMenu">;

/** What every page's shell (header, footer) needs, from the root loader. */
export interface ShellData {
  company: Company;
  navigation: Omit<Navigation, "header"> & { header: HeaderItem[] };
}
