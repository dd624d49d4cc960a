import path from "node:path";
import { writeFile } from "./files";

/**
 * The snapshot's lists as static JSON (Load More and search fall back to them; see
 * app/cms/static-data.ts). Returns how many files were written.
 */
export async function writeStaticData(out: string): Promise<number> {
  const { staticDataFiles } = await import("../../app/features/collections/cms-pages.server");
  const files = await staticDataFiles();
  for (const [sitePath, value] of files) writeFile(path.join(out, sitePath), JSON.stringify(value));
  return files.size;
}
