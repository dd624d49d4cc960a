import type { z } from "zod";
import type { ContentProblem } from "./errors";
import type { ContentFile } from "./read.server";

/** One kind of content file: which files, and the schema that validates each. */
export interface ContentEntry {
  files: () => string[];
  schema: (rel: string) => z.ZodType | undefined;
}

/** A kind of content with exactly one file. */
export const singleFile = (rel: string, schema: z.ZodType): ContentEntry => ({ files: () => [rel], schema: () => schema });

/**
 * What one area of the site (services, offers, gallery, …) contributes to the content check:
 * its content folders, and the schemas of its files in content/pages/ by page name.
 */
export interface ContentArea {
  entries: ContentEntry[];
  pages: Record<string, z.ZodType>;
  /** Rules across this area's files (two services at one menu position), over the files valid on their own (by path under content/). */
  crossCheck?: (valid: ReadonlyMap<string, ContentFile<unknown>>) => ContentProblem[];
}
