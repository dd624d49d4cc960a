/**
 * /admin/admin.js — runs after Decap's own bundle (/admin/decap-cms.js, which defines
 * `window.CMS` and waits because the page sets `CMS_MANUAL_INIT`). Registers the file format
 * that keeps each file's own layout, then starts the editor with /admin/config.yml.
 */
import { fromFile, KEPT_FORMAT, toFile } from "./kept-format";

interface ImmutableEntry {
  get(key: string): unknown;
}
interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(raw: string): unknown; toFile(data: Record<string, unknown>): string }): void;
  registerEventListener(listener: { name: string; handler: (args: { entry: ImmutableEntry }) => unknown }): void;
  init(options?: unknown): void;
}

const cms = (window as unknown as { CMS: DecapCms }).CMS;

/**
 * The file as it was loaded, for the save in progress: Decap calls `preSave` with the entry
 * (which carries the loaded `raw` text) just before it asks the format to write the file.
 */
let loaded: string | undefined;

cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const raw = entry.get("raw");
    loaded = typeof raw === "string" && raw !== "" ? raw : undefined;
    return entry.get("data");
  },
});

cms.registerCustomFormat(KEPT_FORMAT, "md", {
  fromFile,
  toFile: (data) => toFile(data, loaded),
});

cms.init();
