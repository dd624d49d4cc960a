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


export function serviceFileRoutes(root = contentDir()): FileRoute[] {
  return SERVICE_GROUPS.flatMap((group) =>
    mdFiles(path.join(root, "services", group)).map((f) => {
      const slug = f.replace(/\.md$/, "");
      return { path: `services/${group}/${slug}`, file: `services/${group}/${f}` };
    }),
  );
}

export function offerFileRoutes(root = contentDir()): FileRoute[] {
  return mdFiles(path.join(root, "offers")).map((f) => ({ path: `offers/${f.replace(/\.md$/, "")}`, file: `offers/${f}` }));
}

/** Paths of the pages made from content files (service and offer pages), with a leading slash: CMS links may name them (decision 111). */
export function sitePagePaths(root = contentDir()): string[] {
  return [...serviceFileRoutes(root), ...offerFileRoutes(root)].map((r) => `/${r.path}`);
}
