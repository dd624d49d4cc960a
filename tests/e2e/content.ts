/**
 * What the tests expect, read from the content files the site is built from (content/), so an
 * editor's change to the company's details, the reviews or a page's copy does not fail a test
 * that checks the site shows them. Values SPEC fixes stay literal in the specs themselves.
 * Read with gray-matter, as the build reads them; each file once per test worker.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { initials } from "../../app/lib/initials";
export { telHref } from "../../app/lib/phone";
import type { Company } from "../../app/features/site/schema";
import type { Review } from "../../app/features/pages/schema";

const once = <T>(read: () => T): (() => T) => {
  let value: { v: T } | undefined;
  return () => (value ??= { v: read() }).v;
};

/** The frontmatter of `content/<rel>` (e.g. `site/company.md`). */
export function frontmatter<T>(rel: string): T {
  return matter(fs.readFileSync(path.resolve("content", rel), "utf8")).data as T;
}

/** content/site/company.md: the company's name, phone, e-mail, address, links and URLs. */
export const company = once(() => frontmatter<Omit<Company, "mapEmbedUrl" | "mapDirectionsUrl">>("site/company.md"));

/**
 * content/reviews/*.md in the order the home page shows them (by `order`), each with its initials
 * as the site derives them and its day as YYYY-MM-DD (YAML reads an unquoted day as a Date).
 */
export const reviews = once((): Omit<Review, "dateLabel">[] =>
  fs
    .readdirSync(path.resolve("content/reviews"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => frontmatter<Omit<Review, "initials" | "dateLabel" | "date"> & { initials?: string; date: string | Date }>(`reviews/${f}`))
    .map((r) => ({ ...r, date: r.date instanceof Date ? r.date.toISOString().slice(0, 10) : r.date, initials: r.initials ?? initials(r.author) }))
    .sort((a, b) => a.order - b.order),
);

type Section = { type: string; [k: string]: unknown };

/** The sections of type `type` in a page's or service's content file (e.g. `pages/contact.md`), in order. */
export function sectionsOf<T>(rel: string, type: string): (Section & T)[] {
  return frontmatter<{ sections?: Section[] }>(rel).sections?.filter((s): s is Section & T => s.type === type) ?? [];
}

/** The authors of the testimonials in a page's or service's content file, in order. */
export const testimonialAuthors = (rel: string): string[] =>
  sectionsOf<{ items: { author: string }[] }>(rel, "testimonials").flatMap((s) => s.items.map((i) => i.author));

/** The Get In Touch panel of content/pages/contact.md (its title, the map's title…). */
export const contactPanel = once(() => sectionsOf<{ panel: { title: string; mapTitle: string; directions: string } }>("pages/contact.md", "contact")[0]!.panel);


/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
