/**
 * The studio's own redirects (content/site/redirects.md, decision 228): what the file accepts,
 * what the build writes from it, and how they sit beside the snapshot's old addresses.
 */
import { describe, expect, it } from "vitest";
import { redirectsSchema } from "~/features/site/schema";
import { studioRedirects } from "~/features/site/redirects.server";
import { oldAddresses } from "~/features/collections/old-addresses";
import { mergeRedirects } from "../../scripts/build/old-addresses";

const BUILT = new Set(["/", "/about", "/contact", "/offers", "/blog", "/services/residential/interior-design"]);
const isBuilt = (p: string) => BUILT.has(p.replace(/(.)\/+$/, "$1"));
const FILE = "content/site/redirects.md";

describe("content/site/redirects.md", () => {
  it("accepts plain paths of the site, and names the entry and field of one that is not", () => {
    expect(redirectsSchema.parse({}).redirects).toEqual([]);
    expect(redirectsSchema.parse({ redirects: [{ from: "/our-process/", to: "/about", note: "Old WordPress page" }] }).redirects).toHaveLength(1);
    const bad = redirectsSchema.safeParse({
      redirects: [
        { from: "https://www.example.com/x", to: "/about" },
        { from: "/ok", to: "//evil.example/" },
        { from: "/", to: "/about" },
        { from: "/a?b=1", to: "/about" },
        { from: "/ok2", to: "/about#team" },
        { from: "/ok3", to: "https://evil.example/" },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["redirects.0.from", "redirects.1.to", "redirects.2.from", "redirects.3.from", "redirects.4.to", "redirects.5.to"]);
  });
});

describe("the studio's redirects the build writes", () => {
  it("one rule each, its From without a trailing slash and its To the page's own address", () => {
    const { rules, warnings } = studioRedirects([{ from: "/free-consultation/", to: "/contact/" }, { from: "/open-house", to: "/blog?category=kitchens" }], isBuilt);
    expect(rules).toEqual([{ from: "/free-consultation", to: "/contact" }, { from: "/open-house", to: "/blog?category=kitchens" }]);
    expect(warnings).toEqual([]);
  });

  it("a From that is a page, a To that is not, and a second entry for one From: one warning each naming the entry, and no rule", () => {
    const { rules, warnings } = studioRedirects(
      [
        { from: "/about", to: "/contact" },
        { from: "/team", to: "/our-team" },
        { from: "/flyer", to: "/offers" },
        { from: "/Flyer/", to: "/contact" },
      ],
      isBuilt,
    );
    expect(rules).toEqual([{ from: "/flyer", to: "/offers" }]);
    expect(warnings).toEqual([
      `${FILE}: redirects[0]: /about is a page of the site, which stays (no redirect)`,
      `${FILE}: redirects[1]: /our-team is not a page of the site (no redirect)`,
      `${FILE}: redirects[3]: /Flyer is already redirected above (this one is ignored)`,
    ]);
  });
});

describe("beside the snapshot's old addresses", () => {
  const CMS = "https://cms.example.com";
  const old = oldAddresses({
    apiUrl: `${CMS}/wp-json/wp/v2`,
    records: [{ type: "posts", id: 1, slug: "interior-design-ideas", date: "2021-03-05T10:00:00", link: `${CMS}/our-process/` }],
    wpPages: [
      { id: 7, slug: "our-process", link: `${CMS}/our-process-page/` },
      { id: 8, slug: "careers", link: `${CMS}/careers/` },
      { id: 9, slug: "about-us", link: `${CMS}/about/` },
    ],
    isBuilt: (p) => isBuilt(p) || p === "/blog/interior-design-ideas",
  });

  it("a WordPress page the site has no page for is one warning, unless the studio redirects its address", () => {
    expect(old.unmapped).toEqual([
      { path: "/our-process-page", by: 'page id 7 (slug "our-process")' },
      { path: "/careers", by: 'page id 8 (slug "careers")' },
    ]);
    const merged = mergeRedirects(studioRedirects([{ from: "/our-process-page", to: "/about" }], isBuilt), old);
    expect(merged.warnings).toEqual([`page id 8 (slug "careers"): WordPress's page has no page on the site, so its address /careers will answer 404 (redirect it in content/site/redirects.md)`]);
    expect(merged.rules[0]).toEqual({ from: "/our-process-page", to: "/about" });
  });

  it("when WordPress moved (company.md oldSiteUrl), the warning names both addresses, and stays for the one not redirected", () => {
    const moved = oldAddresses({ apiUrl: `${CMS}/blog/wp-json/wp/v2`, records: [], wpPages: [{ id: 8, slug: "careers", link: `${CMS}/blog/careers/` }], isBuilt, oldHome: "" });
    expect(moved.unmapped).toEqual([{ path: "/blog/careers", oldPath: "/careers", by: 'page id 8 (slug "careers")' }]);
    const warnings = (from: string[]) => mergeRedirects(studioRedirects(from.map((f) => ({ from: f, to: "/contact" })), isBuilt), moved).warnings;
    const said = (them: string) => `page id 8 (slug "careers"): WordPress's page has no page on the site, so its ${them} will answer 404 (redirect ${them.startsWith("addresses") ? "them" : "it"} in content/site/redirects.md)`;
    expect(warnings([])).toEqual([said("addresses /careers and /blog/careers")]);
    expect(warnings(["/careers"])).toEqual([said("address /blog/careers")]);
    expect(warnings(["/Blog/Careers/"])).toEqual([said("address /careers")]);
    expect(warnings(["/careers", "/blog/careers"])).toEqual([]);
  });

  it("the studio's rule comes first and wins over an old address at the same path, whatever its case; query rules stay", () => {
    const merged = mergeRedirects(studioRedirects([{ from: "/Our-Process", to: "/services/residential/interior-design" }], isBuilt), old);
    expect(old.rules.filter((r) => r.from === "/our-process")).toEqual([{ from: "/our-process", to: "/blog/interior-design-ideas" }]);
    expect(merged.rules[0]).toEqual({ from: "/Our-Process", to: "/services/residential/interior-design" });
    expect(merged.rules.filter((r) => r.from.toLowerCase() === "/our-process")).toHaveLength(1);
    expect(merged.rules.filter((r) => r.query)).toEqual(old.rules.filter((r) => r.query));
    expect(merged.rules).toContainEqual({ from: "/", query: { name: "p", value: "1" }, to: "/blog/interior-design-ideas" });
  });
});
