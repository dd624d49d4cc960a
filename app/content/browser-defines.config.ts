import { detailLabelsDefine } from "../features/collections/labels.config";
import { getCompany } from "../features/site/company.server";

/**
 * What the browser bundle is given at build time, as Vite's `define` (vite.config.ts): the site's
 * details and endpoints from the company file, and each collection's detail labels from its list
 * page's content file. The app build cache (scripts/build/app-build.ts) keys on the same values,
 * so a label or address edited in content/ builds the bundles again.
 */
export async function browserDefines(): Promise<Record<string, string>> {
  const c = getCompany();
  const site = { name: c.name, url: c.siteUrl, teamName: c.teamName, cmsApiUrl: c.cmsApiUrl, leadsApiUrl: c.leadsApiUrl ?? null };
  return { __SITE__: JSON.stringify(site), __DETAIL_LABELS__: await detailLabelsDefine() };
}
