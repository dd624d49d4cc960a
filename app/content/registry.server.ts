import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { ContentProblem } from "./errors";
import { contentRoot, displayPath, listContentFiles, parseContentFile } from "./read.server";
import { SERVICE_GROUPS } from "./route-files.server";
import { companySchema, navigationSchema, settingsSchema, simplePageSchema } from "./schemas";
import { serviceSchema } from "./services.server";

/**
 * Every kind of content file and the schema that validates it. `npm run check:content`
 * and the build check all of them and list every problem; a file in a content folder
 * that no entry claims is a problem too, so nothing is silently ignored.
 */
export const PAGE_SCHEMAS: Record<string, z.ZodType> = {
  home: simplePageSchema,
  about: simplePageSchema,
  services: simplePageSchema,
  "services-residential": simplePageSchema,
  "services-commercial": simplePageSchema,
  portfolio: simplePageSchema,
  blog: simplePageSchema,
  faq: simplePageSchema,
  contact: simplePageSchema,
  certificate: simplePageSchema,
  offers: simplePageSchema,
  gallery: simplePageSchema,
  "not-found": simplePageSchema,
};

interface Entry {
  files: () => string[];
  schema: (rel: string) => z.ZodType | undefined;
}

const single = (rel: string, schema: z.ZodType): Entry => ({ files: () => [rel], schema: () => schema });
const folder = (dir: string, schema: z.ZodType): Entry => ({ files: () => listContentFiles(dir), schema: () => schema });

export const CONTENT_ENTRIES: Entry[] = [
  single("site/company.md", companySchema),
  single("site/navigation.md", navigationSchema),
  single("site/settings.md", settingsSchema),
  {
    files: () => listContentFiles("pages"),
    schema: (rel) => PAGE_SCHEMAS[path.basename(rel, ".md")],
  },
  ...SERVICE_GROUPS.map((g) => folder(`services/${g}`, serviceSchema)),
];

/** Validates every content file; returns every problem found (empty when all is well). */
export function checkAllContent(): { files: number; problems: ContentProblem[] } {
  const root = contentRoot();
  const problems: ContentProblem[] = [];
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
    }
  }
  for (const name of Object.keys(PAGE_SCHEMAS)) {
    if (!fs.existsSync(path.join(root, "pages", `${name}.md`))) {
      problems.push({ file: `${displayPath(path.join(root, "pages", name))}.md`, field: "(file)", message: "file not found" });
    }
  }
  return { files, problems };
}
