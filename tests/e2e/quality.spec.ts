import fs from "node:fs";
import path from "node:path";
import { parsedScripts, sha256 } from "../../scripts/build/csp";
import { walk } from "../../scripts/build/files";
import { company } from "./content";
import { BUILD_DIR, builtPages, expect, test, urlFor } from "./fixtures";

const pages = builtPages();

test.describe("security", () => {
  // Every built page is watched for violations in its one load per width (every-page.spec.ts);
  // here, the app shell where it opens a slug published after the build, and /preview.
  for (const p of ["/blog/published-after-the-build", "/preview?type=post&id=1"]) {
    test(`${p} reports no Content-Security-Policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(urlFor(p));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The images scrolling brought into view have loaded (or been refused).
      await page.waitForFunction(() =>
        [...document.images].filter((i) => { const r = i.getBoundingClientRect(); return r.width > 0 && r.bottom > 0 && r.top < innerHeight; }).every((i) => i.complete),
      );
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    });
  }

  test("every HTML file the build writes, app shells, /preview, 404s and the editor included, declares its character set within its first 1024 bytes, before its CSP (decision 173)", () => {
    const files = walk(BUILD_DIR).filter((f) => f.endsWith(".html"));
    expect(files.length).toBeGreaterThan(pages.length);
    const late: string[] = [];
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      const html = bytes.toString("utf8");
      // A redirect stub (React Router's) has no character set: it is plain ASCII.
      if (html.includes('http-equiv="refresh"') && bytes.every((b) => b < 0x80)) continue;
      const head = bytes.subarray(0, 1024).toString("latin1");
      const charset = head.search(/<meta charset="utf-8"\s*\/?>/i);
      const csp = html.indexOf('http-equiv="Content-Security-Policy"');
      if (charset < 0 || (csp >= 0 && csp < charset)) late.push(path.relative(BUILD_DIR, file));
    }
    expect(late).toEqual([]);
  });

  for (const p of pages) {
    test(`${p} has its CSP meta tag first in <head> after the character set (in the first 1024 bytes), with script hashes and no unsafe-inline scripts; the hashes are of the scripts an HTML parser finds`, async ({ request }) => {
      const html = await (await request.get(urlFor(p))).text();
      const csp = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1];
      expect(csp).toBeTruthy();
      expect(Buffer.from(html).subarray(0, 1024).toString("latin1")).toContain('<meta charSet="utf-8"/>');
      const scriptSrc = csp!.split("; ").find((d) => d.startsWith("script-src "))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      // Most pages' scripts are found by a scan, not the parser (decision 149): the CSP is the parser's all the same.
      const hashes = scriptSrc.split(" ").filter((t) => t.startsWith("'sha256-")).sort();
      expect(hashes).toEqual([...new Set(parsedScripts(html).map(sha256))].sort());
    });
  }

  test("npm start sends the site-wide headers, long caching for hashed assets and short for HTML", async ({ request }) => {
    const html = await request.get("/contact");
    const h = html.headers();
    expect(h["strict-transport-security"]).toContain("max-age=");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(h["cache-control"]).toBe("public, max-age=300, must-revalidate");
    const asset = /\/assets\/[^"]+\.js/.exec(await html.text())![0];
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const notFound = await request.get("/nope");
    expect(notFound.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("_headers carries the same rules for the static host", () => {
    const file = fs.readFileSync(path.join(BUILD_DIR, "_headers"), "utf8");
    expect(file).toContain("Strict-Transport-Security:");
    expect(file).toMatch(/\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});

test.describe("SEO files", () => {
  test("sitemap.xml lists every prerendered page that may be indexed, in its canonical form; robots.txt names it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // Pages marked noindex (an offer that has ended, decision 082) stay out of it.
    const file = (p: string) => path.join(BUILD_DIR, p === "/" ? "index.html" : `${decodeURIComponent(p)}.html`);
    const noindex = pages.filter((p) => fs.readFileSync(file(p), "utf8").includes('<meta name="robots" content="noindex"/>'));
    expect(noindex).toContain("/offers/spring-sale-living-room");
    expect(noindex.filter((p) => !p.startsWith("/offers/"))).toEqual([]);
    expect(locs.sort()).toEqual(pages.filter((p) => !noindex.includes(p)).map((p) => (p === "/" ? company().siteUrl : `${company().siteUrl}${urlFor(p)}`)).sort());
    expect(locs.some((l) => l.endsWith("/"))).toBe(false);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${company().siteUrl}/sitemap.xml`);
  });

  test("the blog has an RSS feed of its posts", async ({ request }) => {
    const rss = await (await request.get("/rss.xml")).text();
    const posts = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as { slug: string; date: string; dateGmt: string }[];
    expect(rss).toContain('<rss version="2.0"');
    expect((rss.match(/<item>/g) ?? []).length).toBe(posts.length);
    // Each post's pubDate is its GMT time (decision 184): 14:00 GMT for 10:00 in Mississauga, not 10:00 GMT.
    const items = [...rss.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    for (const p of posts) {
      const item = items.find((i) => i.includes(`<link>${company().siteUrl}/blog/${encodeURIComponent(p.slug)}</link>`));
      expect(item, p.slug).toContain(`<pubDate>${new Date(`${p.dateGmt}Z`).toUTCString()}</pubDate>`);
      expect(p.dateGmt, p.slug).not.toBe(p.date);
    }
    const home = await (await request.get("/")).text();
    expect(home).toContain('<link rel="alternate" type="application/rss+xml" title="Blog" href="/rss.xml"/>');
  });

  test("JSON-LD: the business on every page, Article on posts, FAQPage on /faq, breadcrumbs on nested pages", async ({ request }) => {
    const ld = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string; [k: string]: unknown });
    for (const p of ["/", "/about", "/contact"]) {
      const types = ld(await (await request.get(p)).text()).map((d) => d["@type"]);
      expect(types, p).toContain("HomeAndConstructionBusiness");
    }
    const business = ld(await (await request.get("/")).text()).find((d) => d["@type"] === "HomeAndConstructionBusiness")!;
    expect(business["telephone"]).toBe(company().phone);
    expect((business["address"] as { addressLocality: string }).addressLocality).toBe(company().address.city);
    const service = ld(await (await request.get("/services/residential/interior-design")).text());
    const crumbs = service.find((d) => d["@type"] === "BreadcrumbList")!;
    expect((crumbs["itemListElement"] as { name: string }[]).map((i) => i.name).slice(0, 3)).toEqual(["Home", "Services", "Residential Services"]);
    const post = pages.find((p) => p.startsWith("/blog/"));
    if (post) expect(ld(await (await request.get(urlFor(post))).text()).map((d) => d["@type"])).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    // A post's times carry the studio's offset and name the instant of its GMT time (decision 184), and so does its <time datetime>.
    const [first] = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as { slug: string; date: string; dateGmt: string; modified: string; modifiedGmt: string }[];
    const html = await (await request.get(urlFor(`/blog/${first!.slug}`))).text();
    const article = ld(html).find((d) => d["@type"] === "Article")!;
    const offset = (local: string, gmt: string) => {
      const m = (Date.parse(`${local}Z`) - Date.parse(`${gmt}Z`)) / 60_000;
      return `${m < 0 ? "-" : "+"}${String(Math.floor(Math.abs(m) / 60)).padStart(2, "0")}:${String(Math.abs(m) % 60).padStart(2, "0")}`;
    };
    expect(article["datePublished"]).toBe(`${first!.date}${offset(first!.date, first!.dateGmt)}`);
    expect(article["dateModified"]).toBe(`${first!.modified}${offset(first!.modified, first!.modifiedGmt)}`);
    expect(Date.parse(article["datePublished"] as string)).toBe(Date.parse(`${first!.dateGmt}Z`));
    expect(html.toLowerCase()).toContain(`<time datetime="${String(article["datePublished"]).toLowerCase()}">`);
    // An article by a person names a Person; one by the studio's team names the business, the
    // publisher's node under its name (one @id, one name), never a person called "… Team".
    const posts = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as { slug: string; author: string | null }[];
    const byTeam = posts.find((p) => (p.author ?? company().teamName) === company().teamName);
    const byPerson = posts.find((p) => p.author && p.author !== company().teamName);
    expect(byTeam && byPerson, "the demo snapshot has posts by a person and by the team").toBeTruthy();
    const articleOf = async (slug: string) => ld(await (await request.get(urlFor(`/blog/${slug}`))).text()).find((d) => d["@type"] === "Article")!;
    expect((await articleOf(byPerson!.slug))["author"]).toEqual({ "@type": "Person", name: byPerson!.author });
    const team = await articleOf(byTeam!.slug);
    expect(team["author"]).toEqual({ "@id": `${company().siteUrl}/#business`, "@type": "Organization", name: company().name });
    expect(team["publisher"]).toEqual(team["author"]);
    expect(business["@id"]).toBe(`${company().siteUrl}/#business`);
    const faq = ld(await (await request.get("/faq")).text());
    if (pages.some((p) => p.startsWith("/faq/"))) expect(faq.map((d) => d["@type"])).toContain("FAQPage");
  });
});
