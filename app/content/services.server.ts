import { z } from "zod";
import { readContentFile } from "./read.server";
import { pageMetaSchema, text } from "./schemas";

/** content/services/{group}/{slug}.md — one service page. */
export const serviceSchema = z.strictObject({
  name: text(),
  meta: pageMetaSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** The service page at a URL path such as /services/residential/interior-design. */
export function readServiceAt(pathname: string) {
  const rel = pathname.replace(/^\/+|\/+$/g, "");
  return readContentFile(`${rel}.md`, serviceSchema);
}
