import fs from "node:fs";
import path from "node:path";
import { decodeEntities } from "../../app/lib/text";
import { company, escapeRegExp, frontmatter } from "./content";
import { BUILD_DIR, builtPages, expect, test, urlFor } from "./fixtures";

const { name: SITE_NAME, siteUrl: SITE_URL } = company();

test.describe("host rules", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page, request }) => {
    const res = await request.get("/no/such/page");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");

    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    const nav = await page.goto("/no/such/page");
    expect(nav?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(scripts, "the not-found page loads no script file").toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    // SPEC's message, once: the page's inline script writes it (no React on the page, decision 186).
    expect(messages.filter((m) => m.includes("/no/such/page"))).toEqual(["404 Error: User attempted to access non-existent route: /no/such/page"]);
  });

  test("a built page answers 200 without a redirect", async ({ request }) => {
    for (const p of ["/about", "/services/residential/interior-design", "/gallary"]) {
      const res = await request.get(p, { maxRedirects: 0 });
      expect(res.status(), p).toBe(200);
    }
  });

  test("/gallery redirects permanently to /gallary and a trailing slash is dropped", async ({ request }) => {
    const g = await request.get("/gallery", { maxRedirects: 0 });
    expect(g.status()).toBe(301);
    expect(g.headers()["location"]).toBe("/gallary");
    const a = await request.get("/about/", { maxRedirects: 0 });
    expect(a.status()).toBe(301);
    expect(a.headers()["location"]).toBe("/about");
  });

  test("responses are compressed; scripts come from the build's Zopfli files", async ({ request }) => {
    // /contact ships React (its form); /about ships no script at all (decision 116).
    const res = await request.get("/contact", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers()["content-encoding"]).toBe("gzip");
    const html = await res.text();
    const script = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(html)![1]!;
    const gz = await request.get(script, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
    expect(gz.headers()["content-type"]).toContain("javascript");
    expect(Number(gz.headers()["content-length"])).toBe(fs.statSync(path.join(BUILD_DIR, `${script}.gz`)).size);
    const plain = await request.get(script, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(await plain.text()).toBe(fs.readFileSync(path.join(BUILD_DIR, script), "utf8"));
  });

  test("an unbuilt blog slug gets the app shell, which says the article does not exist", async ({ page, request }) => {
    const res = await request.get("/blog/a-post-published-after-the-build");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("window.__reactRouterContext");
    expect(html).not.toContain("Oops! Page not found");

    await page.goto("/blog/a-post-published-after-the-build");
    await expect(page.getByRole("heading", { name: "Sorry, we couldn't find this article." })).toBeVisible();
  });

  test("unbuilt portfolio and FAQ slugs get the shell too", async ({ request }) => {
    for (const p of ["/portfolio/new-project", "/faq/new-question"]) {
      const res = await request.get(p);
      expect(res.status(), p).toBe(200);
      expect(await res.text()).toContain("window.__reactRouterContext");
    }
  });
});

test.describe("a shared page's picture", () => {
  type Picture = { src: string; alt: string };
  const settings = frontmatter<{ shareImages: Record<"default" | "blog" | "portfolio" | "faq", Picture> }>("site/settings.md").shareImages;
  const firstPicture = (rel: string) => /\{ src: (\S+), alt: "([^"]+)" \}/.exec(fs.readFileSync(path.resolve("content", rel), "utf8"))!;
  const post = (JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as { slug: string; featuredImage: Picture | null; seo?: { image?: string } }[]).find((p) => p.featuredImage?.alt && !p.seo?.image)!;
  const head = async (request: import("@playwright/test").APIRequestContext, p: string) => {
    const html = await (await request.get(p)).text();
    const tag = (property: string) => [...html.matchAll(new RegExp(`<meta (?:property|name)="${escapeRegExp(property)}" content="([^"]*)"/>`, "g"))].map((m) => decodeEntities(m[1]!));
    return { tag, html };
  };
  // Decision 212: a shared link reads out its own picture, not the settings' living room.
  const cases: [string, () => string][] = [
    ["/faq", () => settings.faq.alt],
    ["/blog", () => settings.blog.alt],
    ["/portfolio", () => settings.portfolio.alt],
    ["/certificate", () => firstPicture("pages/certificate.md")[2]!],
    ["/contact", () => firstPicture("pages/contact.md")[2]!],
    ["/services/commercial/retail-space-development", () => frontmatter<{ meta: { shareImage: Picture } }>("services/commercial/retail-space-development.md").meta.shareImage.alt],
    [`/blog/${post.slug}`, () => decodeEntities(post.featuredImage!.alt)],
  ];
  for (const [p, alt] of cases) {
    test(`${p} is described as the picture it shares, 1200×630`, async ({ request }) => {
      const { tag } = await head(request, p);
      expect(tag("og:image:alt")).toEqual([alt()]);
      expect(tag("twitter:image:alt")).toEqual([alt()]);
      expect(tag("og:image:width")).toEqual(["1200"]);
      expect(tag("og:image:height")).toEqual(["630"]);
      expect(tag("og:locale")).toEqual(["en_CA"]);
    });
  }

  test("an article says when it was published and changed; the 404 page names no address of its own", async ({ request }) => {
    const { tag } = await head(request, `/blog/${post.slug}`);
    const ld = /"datePublished":"([^"]+)","dateModified":"([^"]+)"/;
    const { html } = await head(request, `/blog/${post.slug}`);
    const [, published, modified] = ld.exec(html)!;
    expect(tag("article:published_time")).toEqual([published]);
    expect(tag("article:modified_time")).toEqual([modified]);
    const notFound = await head(request, "/no/such/page");
    expect(notFound.tag("og:url")).toEqual([]);
    expect(notFound.html).not.toContain("__not-found");
  });
});

test.describe("every built page", () => {
  const pages = builtPages();

  test("the build has the pages of SPEC's route list", () => {
    for (const p of ["/", "/about", "/services", "/services/residential", "/services/commercial", "/portfolio", "/blog", "/faq", "/contact", "/certificate", "/offers", "/gallary"]) {
      expect(pages).toContain(p);
    }
  });

  // One test per page (issue 23): the work grows with the pages, so no single budget holds it.
  for (const p of pages) {
    test(`${p} has the title form, canonical URL and social tags`, async ({ request }) => {
      const html = await (await request.get(urlFor(p))).text();
      const canonical = p === "/" ? SITE_URL : `${SITE_URL}${urlFor(p)}`;
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      expect(title).toMatch(new RegExp(`^(.+ \\| )?${escapeRegExp(SITE_NAME)}$`));
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      for (const tag of ['name="description"', 'name="keywords"', 'property="og:title"', 'property="og:description"', 'property="og:image"', 'name="twitter:title"', 'name="twitter:description"', 'name="twitter:image"']) {
        expect(html, tag).toMatch(new RegExp(`<meta ${tag} content="[^"]+"/>`));
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="${escapeRegExp(SITE_URL)}/_img/[^"]+\\.jpg"/>`));
    });
  }
});
