import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { singleFile, type ContentArea, type ContentEntry } from "./entries";
import { ContentError, type ContentProblem } from "./errors";
import { contentDir } from "./environment.server";
import { readSnapshot } from "../features/collections/snapshot.server";
import { galleryContent } from "~/features/gallery/gallery.server";
import { offersContent } from "~/features/offers/offers.server";
import { corePagesContent } from "../features/pages/pages.server";
import { displayPath, listContentFiles, parseContentFile, type ContentFile } from "./read.server";
import { companySchema, navigationSchema, redirectsSchema, settingsSchema } from "~/features/site/schema";
import { servicesContent } from "~/features/services/services.server";

/**
 * Every kind of content file and the schema that validates it. `npm run check:content`
 * and the build check all of them and list every problem; a page file that no area claims
 * is a problem too, so nothing is silently ignored. Each area of the site declares its own
 * files in its `*.server.ts` module.
 */
const AREAS: ContentArea[] = [corePagesContent, servicesContent, offersContent, galleryContent];

export const PAGE_SCHEMAS: Record<string, z.ZodType> = Object.assign({}, ...AREAS.map((a) => a.pages));

export const CONTENT_ENTRIES: ContentEntry[] = [
  singleFile("site/company.md", companySchema),
  singleFile("site/navigation.md", navigationSchema),
  singleFile("site/settings.md", settingsSchema),
  singleFile("site/redirects.md", redirectsSchema),
  { files: () => listContentFiles("pages"), schema: (rel) => PAGE_SCHEMAS[path.basename(rel, ".md")] },
  ...AREAS.flatMap((a) => a.entries),
];

/** Validates every content file; returns every problem found (empty when all is well). */
export function checkAllContent(): { files: number; problems: ContentProblem[] } {
  const root = contentDir();
  const problems: ContentProblem[] = [];
  // The files valid on their own, by path under content/: what the areas' rules across files read.
  const valid = new Map<string, ContentFile<unknown>>();
  let files = 0;
  for (const entry of CONTENT_ENTRIES) {
    for (const rel of entry.files()) {
      files++;
      const abs = path.join(root, rel);
      const schema = entry.schema(rel);
      if (!schema) {
        problems.push({ file: displayPath(abs), field: "(file)", message: "no page uses this file (unknown page name)" });
        continue;
      }
      const res = parseContentFile(abs, schema);
      if (!res.ok) problems.push(...res.problems);
      else valid.set(rel.split(path.sep).join("/"), res.value);
    }
  }
  for (const area of AREAS) problems.push(...(area.crossCheck?.(valid) ?? []));
  for (const name of Object.keys(PAGE_SCHEMAS)) {
    if (!fs.existsSync(path.join(root, "pages", `${name}.md`))) {
      problems.push({ file: `${displayPath(path.join(root, "pages", name))}.md`, field: "(file)", message: "file not found" });
    }
  }
  // The committed CMS snapshot is checked against its own schemas too.
  try {
    readSnapshot();
  } catch (err) {
    if (err instanceof ContentError) problems.push(...err.problems);
    else throw err;
  }
  return { files, problems };
}
