import type { z } from "zod";
import { SHARE_SIZE, shareImage } from "~/content/images.server";
import type { PageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, businessJsonLd } from "~/lib/structured-data";
import { getCompany } from "./company.server";
import { serviceMenu } from "~/features/services/services.server";
import { contentDir, contentNoCache } from "../../content/environment.server";
import { cached, readContentFile } from "../../content/read.server";
import { captureInputs, replayInputs, type Inputs } from "../../content/inputs.server";
import { navigationSchema, settingsSchema, type Navigation, type Settings, type ShellData } from "./schema";
import { simplePageSchema, type PageMetaFields, type sharePicture } from "~/content/schemas";

export const NAVIGATION_FILE = "site/navigation.md";
export const SETTINGS_FILE = "site/settings.md";

export const getNavigation = cached((): Navigation => readContentFile(NAVIGATION_FILE, navigationSchema).data);
export const getSettings = cached((): Settings => readContentFile(SETTINGS_FILE, settingsSchema).data);

/** Reads `content/pages/{name}.md` with the page's own schema. */
const pageCache = new Map<string, { schema: z.ZodType; data: unknown; inputs: Inputs }>();

/**
 * A page's copy from content/pages/<name>.md, read once per build (every blog post's loader asks
 * for the blog page's labels: 10,000 posts must not mean 10,000 YAML parses). CONTENT_NO_CACHE
 * (dev) reads it every time.
 */
export function readPage<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  if (contentNoCache()) return readContentFile(`pages/${name}.md`, schema).data;
  const key = `${contentDir()}\0${name}`;
  const hit = pageCache.get(key);
  if (hit && hit.schema === schema) {
    replayInputs(hit.inputs);
    return hit.data as z.output<S>;
  }
  const { value: data, inputs } = captureInputs(() => readContentFile(`pages/${name}.md`, schema).data);
  pageCache.set(key, { schema, data, inputs });
  return data;
}

/** A page that so far has only its metadata and heading. */
export function readSimplePage(name: string) {
  return readPage(name, simplePageSchema);
}

type ShareKind = keyof Settings["shareImages"];

/**
 * A picture to share a page with, and what it shows: a content file's `sharePicture()`, or a
 * picture the page shows; without a known description (an SEO plugin's picture), none is given.
 */
export type SharePicture = Omit<z.infer<ReturnType<typeof sharePicture>>, "alt"> & { alt?: string };

/**
 * Builds the PageMeta a route's `meta` renders with `seo()`: site name and URL from the
 * company file, the share image processed to 1200×630: the page file's own `meta.shareImage`,
 * else the route's picture (`share.image`, one the page shows), else the settings' picture of its
 * kind. Its description is that picture's own, never another's: a shared certificate is not
 * "a living room" (decision 212).
 */
export async function pageMeta(
  fields: PageMetaFields & { path: string; type?: PageMeta["type"]; noindex?: boolean; jsonLd?: Record<string, unknown>[]; published?: string; modified?: string },
  share: { image?: SharePicture | null; kind?: ShareKind } = {},
): Promise<PageMeta> {
  const company = getCompany();
  const settings = getSettings();
  const picture: SharePicture = fields.shareImage ?? share.image ?? settings.shareImages[share.kind ?? "default"];
  const image = await shareImage(picture.src);
  const trail = breadcrumbTrail(fields.path, fields.title);
  const jsonLd = [
    businessJsonLd({
      name: company.name,
      siteUrl: company.siteUrl,
      phone: company.phone,
      email: company.email,
      tagline: company.tagline,
      address: company.address,
      sameAs: Object.values(company.social),
      logo: "/favicon.svg",
      image: await shareImage(settings.shareImages.default.src),
    }),
    ...(trail.length > 2 && !fields.noindex ? [breadcrumbJsonLd(company.siteUrl, trail)] : []),
    ...(fields.jsonLd ?? []),
  ];
  return {
    jsonLd,
    title: fields.title,
    description: fields.description,
    path: fields.path,
    keywords: fields.keywords,
    socialTitle: fields.socialTitle,
    socialDescription: fields.socialDescription,
    siteName: company.name,
    siteUrl: company.siteUrl,
    image,
    imageAlt: picture.alt?.trim() || undefined,
    imageSize: { ...SHARE_SIZE },
    published: fields.published,
    modified: fields.modified,
    type: fields.type,
    noindex: fields.noindex,
  };
}

/**
 * Home › section › … › page, named from the header menu (and its dropdown groups) where the
 * path is a menu entry; used for BreadcrumbList on nested pages.
 */
export function breadcrumbTrail(path: string, title: string): { name: string; path: string }[] {
  const nav = getShellData().navigation.header;
  const names = new Map<string, string>();
  for (const item of nav) {
    names.set(item.path, item.name);
    for (const group of item.dropdown ?? []) names.set(group.path, `${group.name} ${item.name}`);
  }
  const segments = path.split("/").filter(Boolean);
  const trail = [{ name: "Home", path: "/" }];
  segments.forEach((seg, i) => {
    const p = `/${segments.slice(0, i + 1).join("/")}`;
    const last = i === segments.length - 1;
    trail.push({ name: last ? title : (names.get(p) ?? seg.charAt(0).toUpperCase() + seg.slice(1).replace(/-/g, " ")), path: p });
  });
  return trail;
}

/** What every page's shell (header, footer) needs, from the root loader. */
export function getShellData(): ShellData {
  const company = getCompany();
  const nav = getNavigation();
  const header = nav.header.map(({ serviceMenu: withServices, ...item }) => (withServices ? { ...item, dropdown: serviceMenu() } : item));
  return { company, navigation: { ...nav, header } };
}
