/**
 * The editor's configuration (Decap CMS `config.yml`), generated from the content registry:
 * every file `npm run check:content` validates is editable with the schema that validates it,
 * and nothing else (the CMS snapshot under content/cms/ and content/cms-demo/ is never listed).
 *
 *   npm run admin:config            writes app/features/admin/config.yml
 *   npm run admin:config -- --check fails when the committed file is stale
 */
import path from "node:path";
import { stringify } from "yaml";
import { CONTENT_ENTRIES } from "~/content/registry.server";
import { PAGE_FOLDERS } from "~/content/route-files.server";
import { labelOf, objectFields, shapeOf, type DecapField } from "./fields.server";
import { GIT_ONLY_FIELDS } from "./git-only";
import { KEPT_FORMAT } from "./kept-format";

/** Where the committed configuration lives (copied to /admin/config.yml by the build). */
export const CONFIG_FILE = "app/features/admin/config.yml";

/** The repository the hosted editor writes to; `ADMIN_REPO` at build time overrides it. */
export const DEFAULT_REPO = "maple-and-mortar/website";

/**
 * Folders holding one item per file: editors may add and delete files there. The label and
 * the field that names an item are editorial choices; the fields come from the schema.
 */
const FOLDERS: Record<string, { label: string; singular: string; identifier: string }> = {
  offers: { label: "Offers", singular: "Offer", identifier: "title" },
  "services/residential": { label: "Services: residential", singular: "Residential service", identifier: "name" },
  "services/commercial": { label: "Services: commercial", singular: "Commercial service", identifier: "name" },
  reviews: { label: "Reviews", singular: "Review", identifier: "author" },
};

/**
 * The page of the site each single file is shown on (its path below the site's address, without
 * the leading slash): the editor's "View Live" link opens it (Decap's `preview_path` below
 * `site_url`, which /admin's script sets from the company file, admin-entry.ts). Files shown
 * everywhere (company, navigation, settings) or nowhere of their own (not-found) open the home page.
 */
const FILE_PAGES: Record<string, string> = {
  "pages/about": "about",
  "pages/blog": "blog",
  "pages/certificate": "certificate",
  "pages/contact": "contact",
  "pages/faq": "faq",
  "pages/gallery": "gallary",
  "gallery/images": "gallary",
  "pages/offers": "offers",
  "pages/portfolio": "portfolio",
  "pages/privacy": "privacy",
  "pages/services": "services",
  "pages/services-residential": "services/residential",
  "pages/services-commercial": "services/commercial",
};

/** Labels of the collections of single files, by folder (others get their folder's name). */
const FILE_GROUPS: Record<string, string> = { pages: "Pages", site: "Company and site", gallery: "Gallery" };

/** Folders never offered to editors, whatever the registry says. */
const NEVER_EDITABLE = /^(cms|cms-demo)(\/|$)/;

interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  extension: string;
  format: string;
  summary?: string;
  preview_path?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; preview_path?: string; fields: DecapField[] }[];
}

const posix = (p: string) => p.split(path.sep).join("/");
const collectionName = (dir: string) => dir.replace(/[^a-z0-9]+/gi, "-");

/** Every content file the registry knows, with its schema's fields. */
function editableFiles(): { rel: string; fields: DecapField[] }[] {
  const out: { rel: string; fields: DecapField[] }[] = [];
  for (const entry of CONTENT_ENTRIES) {
    for (const rel of entry.files().map(posix)) {
      const schema = entry.schema(rel);
      if (!schema || NEVER_EDITABLE.test(rel)) continue;
      const shape = shapeOf(schema);
      if (!shape) throw new Error(`${rel}: its schema is not an object, so the editor cannot show it`);
      // Security settings stay in git (decision 103): not a field of the editor's form.
      const gitOnly = GIT_ONLY_FIELDS[`content/${rel}`] ?? [];
      out.push({ rel, fields: objectFields(shape).filter((f) => !gitOnly.includes(f.name)) });
    }
  }
  return out;
}

export function collections(): Collection[] {
  const files = editableFiles();
  const folders: Collection[] = [];
  for (const [dir, info] of Object.entries(FOLDERS)) {
    const inDir = files.filter((f) => path.posix.dirname(f.rel) === dir);
    // A folder's schema comes from any of its files (one schema per folder); an empty folder is skipped.
    if (inDir.length === 0) continue;
    folders.push({
      name: collectionName(dir),
      label: info.label,
      label_singular: info.singular,
      folder: `content/${dir}`,
      create: true,
      identifier_field: info.identifier,
      slug: "{{slug}}",
      extension: "md",
      format: KEPT_FORMAT,
      summary: `{{${info.identifier}}}`,
      // Each file of a page folder is its page (route-files.server.ts); reviews show on the home page (the site's address).
      ...(PAGE_FOLDERS.includes(dir) ? { preview_path: `${dir}/{{slug}}` } : {}),
      fields: inDir[0]!.fields,
    });
  }
  const singles = new Map<string, Collection>();
  for (const f of files) {
    const dir = path.posix.dirname(f.rel);
    if (dir in FOLDERS) continue;
    const group = singles.get(dir) ?? { name: collectionName(dir), label: FILE_GROUPS[dir] ?? labelOf(dir), extension: "md", format: KEPT_FORMAT, files: [] };
    const base = path.posix.basename(f.rel, ".md");
    const page = FILE_PAGES[`${dir}/${base}`];
    group.files!.push({ name: base, label: labelOf(base), file: `content/${f.rel}`, ...(page !== undefined ? { preview_path: page } : {}), fields: f.fields });
    singles.set(dir, group);
  }
  return [...folders, ...singles.values()];
}

/** The whole configuration as committed (the hosted editor: GitHub, a pull request per change). */
export function adminConfig() {
  return {
    // base_url: the OAuth proxy. The least-privilege sign-in is a GitHub App behind it, installed
    // on the site's repository only: its user tokens ignore scopes (README "Editing in the
    // browser", decision 103). auth_scope public_repo (not Decap's default `repo`) is only passed
    // to the proxy; it narrows the token only if the proxy forwards `scope` to GitHub, which
    // sveltia-cms-auth does not (it always asks for `repo,user`).
    backend: { name: "github", repo: DEFAULT_REPO, branch: "main", base_url: "https://auth.example.com", auth_scope: "public_repo", squash_merges: true },
    publish_mode: "editorial_workflow",
    // File names of uploads (and new entries' file names) in plain ASCII, accents dropped:
    // "Küche Café.jpg" → kuche-cafe.jpg; the content check refuses other characters in a
    // picture's path (imageRef), so an accented name failed only later, on GitHub (decision 188).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: "content/media/library",
    public_folder: "media/library",
    editor: { preview: false },
    collections: collections(),
  };
}

const HEADER =
  "# Generated by `npm run admin:config` from the zod content schemas (app/features/admin/config.server.ts).\n" +
  "# Do not edit by hand: change the schema and run the command again.\n";

export function configYaml(): string {
  return HEADER + stringify(adminConfig(), { lineWidth: 0, aliasDuplicateObjects: false });
}
