/**
 * SEO fields a studio set in WordPress (decision 112): Yoast's `yoast_head_json`, as its REST
 * integration adds it to every record, or Rank Math's head (decision 113: the snapshot asks its
 * headless endpoint `rankmath/v1/getHead` and reads the same five fields out of the head HTML into
 * this shape, as `rankmath_head`). Each field is validated on its own with zod and made plain
 * text with the sanitiser's text pass (no markup survives; entities stay as sent, decoded when
 * shown); a bad field is one problem (a warning) and is left out, never a failed record or build.
 * Browser-safe: the snapshot and the live layer both call it (through normalise.ts).
 */
import { z } from "zod";
import type { Sanitizer } from "./sanitize";

/** Longest title and description kept; longer ones are a WordPress mistake, not SEO. */
export const SEO_LIMITS = { title: 300, description: 1000 } as const;

/** A record's SEO fields as the site keeps them (every one optional). */
export const cmsSeoSchema = z.strictObject({
  /** The whole document title as the plugin wrote it (site name included); tag-free text. */
  title: z.string().min(1).max(SEO_LIMITS.title).optional(),
  /** Tag-free text. */
  description: z.string().min(1).max(SEO_LIMITS.description).optional(),
  /** Absolute http(s) URL, or a site path once the snapshot has mapped a CMS permalink (decision 111). */
  canonical: z.string().min(1).optional(),
  /** Keep the page out of search results, the sitemap and the feed. */
  noindex: z.literal(true).optional(),
  /** The share image: its source URL when fetched, `cms/media/<file>` in the snapshot. */
  image: z.string().min(1).optional(),
});
export type CmsSeo = z.infer<typeof cmsSeoSchema>;

const text = z.string();
const yoastFields = {
  title: text,
  description: text,
  canonical: text,
  robots: z.object({ index: z.enum(["index", "noindex"]) }),
  og_image: z.array(z.object({ url: z.string() })).min(1),
} as const;

const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();

function httpUrl(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/** Where a record's SEO fields came from, as problems name it. */
export type SeoSource = "yoast_head_json" | "rankmath_head";

/**
 * The SEO fields of a raw record's `yoast_head_json` (or Rank Math's head in the same shape;
 * absent or null: none). `problem` is called once per field that is there but unusable, which is
 * then left out.
 */
export function seoFields(raw: unknown, sanitizer: Sanitizer, problem: (field: string, message: string) => void, source: SeoSource = "yoast_head_json"): CmsSeo | undefined {
  if (raw === undefined || raw === null) return undefined;
  const at = (f: string) => `${source}.${f}`;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    problem(source, "not an object (SEO fields ignored)");
    return undefined;
  }
  const o = raw as Record<string, unknown>;
  const out: CmsSeo = {};
  const field = <K extends keyof typeof yoastFields>(k: K): z.infer<(typeof yoastFields)[K]> | undefined => {
    if (o[k] === undefined || o[k] === null) return undefined;
    const p = yoastFields[k].safeParse(o[k]);
    if (!p.success) {
      problem(at(k), `${p.error.issues[0]?.message ?? "invalid"} (ignored)`);
      return undefined;
    }
    return p.data as z.infer<(typeof yoastFields)[K]>;
  };
  for (const k of ["title", "description"] as const) {
    const v = field(k);
    if (v === undefined) continue;
    const clean = oneLine(sanitizer.text(v));
    if (!clean) problem(at(k), "no text once markup is removed (ignored)");
    else if (clean.length > SEO_LIMITS[k]) problem(at(k), `longer than ${SEO_LIMITS[k]} characters (ignored)`);
    else out[k] = clean;
  }
  const canonical = field("canonical");
  if (canonical !== undefined) {
    const url = httpUrl(canonical.trim());
    if (url) out.canonical = url;
    else problem(at("canonical"), "not an absolute http(s) URL (ignored)");
  }
  if (field("robots")?.index === "noindex") out.noindex = true;
  const image = field("og_image")?.[0]?.url;
  if (image !== undefined) {
    const url = httpUrl(image.trim());
    if (url) out.image = url;
    else problem(at("og_image[0].url"), "not an absolute http(s) URL (ignored)");
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
