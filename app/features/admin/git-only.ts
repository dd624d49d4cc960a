/**
 * Fields /admin never offers and never writes (issue 26, decision 103): the settings of
 * content/site/company.md that decide where data and passwords go or what the pages' CSP
 * allows. A routine-looking content pull request from the editor could otherwise send every
 * lead (leadsApiUrl), every preview password (cmsApiUrl) or the snapshot's downloads
 * (mediaHosts) to another host, or move the canonical site (siteUrl). They are changed in git,
 * where .github/CODEOWNERS asks an owner's review. Browser-safe: the editor's format reads it.
 */
export const GIT_ONLY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "content/site/company.md": ["siteUrl", "cmsApiUrl", "mediaHosts", "leadsApiUrl"],
};

/** Every git-only field name (top-level front matter keys; no other content file uses them). */
export const GIT_ONLY_KEYS: ReadonlySet<string> = new Set(Object.values(GIT_ONLY_FIELDS).flat());
