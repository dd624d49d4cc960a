import fs from "node:fs";
import path from "node:path";
import { contentDir } from "./environment.server";
import { SERVICE_GROUPS } from "../features/services/groups";

/**
 * Content folders whose files each become one route (service pages, offers). routes.ts
 * reads this so adding a page is adding a file, and an unknown path under these folders
 * reaches the not-found page instead of a dynamic route.
 */
export interface FileRoute {
  /** URL path without leading slash, e.g. services/residential/interior-design */
  path: string;
  /** Content file relative to content/ */
  file: string;
}

function mdFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f.toLowerCase() !== "readme.md")
    .sort();
}


/** The folders whose files are pages: each file `<folder>/<slug>.md` is the page `/<folder>/<slug>`. */
export const PAGE_FOLDERS: readonly string[] = [...SERVICE_GROUPS.map((group) => `services/${group}`), "offers"];

/** The pages of one of PAGE_FOLDERS, a file each. */
function folderRoutes(folder: string, root: string): FileRoute[] {
  return mdFiles(path.join(root, ...folder.split("/"))).map((f) => ({ path: `${folder}/${f.replace(/\.md$/, "")}`, file: `${folder}/${f}` }));
}

export function serviceFileRoutes(root = contentDir()): FileRoute[] {
  return PAGE_FOLDERS.filter((f) => f.startsWith("services/")).flatMap((folder) => folderRoutes(folder, root));
}

export function offerFileRoutes(root = contentDir()): FileRoute[] {
  return folderRoutes("offers", root);
}

/** Paths of the pages made from content files (service and offer pages), with a leading slash: CMS links may name them (decision 111). */
export function sitePagePaths(root = contentDir()): string[] {
  return [...serviceFileRoutes(root), ...offerFileRoutes(root)].map((r) => `/${r.path}`);
}
