/**
 * /admin/admin.js — runs after Decap's own bundle (/admin/decap-cms.js, which defines
 * `window.CMS` and waits because the page sets `CMS_MANUAL_INIT`). Registers the file format
 * that keeps each file's own layout and the rules across fields checked before a save
 * (save-rules.ts), then starts the editor with /admin/config.yml and the site's address.
 */
import { fromFile, KEPT_FORMAT, toFile } from "./kept-format";
import { SaveRefused, saveProblems } from "./save-rules";

interface ImmutableEntry {
  get(key: string): unknown;
}
interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(raw: string): unknown; toFile(data: Record<string, unknown>): string }): void;
  registerEventListener(listener: { name: string; handler: (args: { entry: ImmutableEntry }) => unknown }): void;
  init(options?: unknown): void;
}

const cms = (window as unknown as { CMS: DecapCms }).CMS;

/** An Immutable.js map (Decap's entry data) as a plain object. */
const toPlain = (v: unknown): Record<string, unknown> =>
  v && typeof (v as { toJS?: unknown }).toJS === "function" ? (v as { toJS(): Record<string, unknown> }).toJS() : ((v as Record<string, unknown>) ?? {});

/**
 * The file as it was loaded, for the save in progress: Decap calls `preSave` with the entry
 * (which carries the loaded `raw` text) just before it asks the format to write the file.
 */
let loaded: string | undefined;

cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    // A rule across fields stops the save here: Decap then shows the sentence and writes nothing.
    const problems = saveProblems(String(entry.get("collection")), toPlain(entry.get("data")));
    if (problems.length > 0) throw new SaveRefused(problems.join(" "));
    const raw = entry.get("raw");
    loaded = typeof raw === "string" && raw !== "" ? raw : undefined;
    return entry.get("data");
  },
});

cms.registerCustomFormat(KEPT_FORMAT, "md", {
  fromFile,
  toFile: (data) => toFile(data, loaded),
});

/** The site's address (the company file's `siteUrl`), set when this script is bundled (host.server.ts). */
declare const __SITE_URL__: string;

// Decap merges this into config.yml: each entry's "View Live" opens its page on the site (the
// collections' `preview_path`, config.server.ts). Not in config.yml, which is committed: an
// editor's change to the company's address would otherwise leave it out of date.
cms.init({ config: { site_url: __SITE_URL__ } });
