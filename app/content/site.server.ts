import type { z } from "zod";
import { shareImage } from "~/lib/images.server";
import type { PageMeta } from "~/lib/seo";
import { getCompany } from "./company.server";
import { cached, readContentFile } from "./read.server";
import {
  navigationSchema,
  settingsSchema,
  simplePageSchema,
  type Navigation,
  type PageMetaFields,
  type Settings,
} from "./schemas";

export const NAVIGATION_FILE = "site/navigation.md";
export const SETTINGS_FILE = "site/settings.md";

export const getNavigation = cached((): Navigation => readContentFile(NAVIGATION_FILE, navigationSchema).data);
export const getSettings = cached((): Settings => readContentFile(SETTINGS_FILE, settingsSchema).data);

/** Reads `content/pages/{name}.md` with the page's own schema. */
export function readPage<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  return readContentFile(`pages/${name}.md`, schema).data;
}

/** A page that so far has only its metadata and heading. */
export function readSimplePage(name: string) {
  return readPage(name, simplePageSchema);
}

type ShareKind = keyof Settings["shareImages"];

/**
 * Builds the PageMeta a route's `meta` renders with `seo()`: site name and URL from the
 * company file, the share image processed to 1200×630 (the page's own, else the default).
 */
export async function pageMeta(
  fields: PageMetaFields & { path: string; type?: PageMeta["type"]; noindex?: boolean },
  share: { image?: string | null; alt?: string; kind?: ShareKind } = {},
): Promise<PageMeta> {
  const company = getCompany();
  const settings = getSettings();
  const ref = share.image ?? fields.shareImage ?? settings.shareImages[share.kind ?? "default"];
  return {
    title: fields.title,
    description: fields.description,
    path: fields.path,
    keywords: fields.keywords,
    socialTitle: fields.socialTitle,
    socialDescription: fields.socialDescription,
    siteName: company.name,
    siteUrl: company.siteUrl,
    image: await shareImage(ref),
    imageAlt: share.alt ?? settings.shareImageAlt,
    type: fields.type,
    noindex: fields.noindex,
  };
}

/** What every page's shell (header, footer) needs, from the root loader. */
export function getShellData() {
  const company = getCompany();
  const navigation = getNavigation();
  return { company, navigation };
}
export type ShellData = ReturnType<typeof getShellData>;
