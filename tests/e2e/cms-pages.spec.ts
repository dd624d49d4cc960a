import fs from "node:fs";
import path from "node:path";
import { cleanArticleTitle, displayTitle, formatPostDate } from "../../app/lib/text";
import type { Page } from "@playwright/test";
import { LIST_RETURN_LIMIT_MS } from "../../scripts/build/hydration";
import { company } from "./content";
import { builtPages, expect, holdHydrationUntilInteraction, holdRequests, test, urlFor } from "./fixtures";

type Rec = { id: number; slug: string; date: string; title: string; excerpt: string; content: string; categories: number[]; featuredImage: unknown; author: string | null; attachments?: unknown[] };
const read = (f: string): Rec[] => {
  const p = path.resolve("content/cms", f);
  return fs.existsSync(p) ? (JSON.parse(fs.readFileSync(p, "utf8")) as Rec[]) : [];
};
const posts = read("posts.json");
const portfolio = read("portfolio.json");
const faq = read("faq.json");
const TEAM = company().teamName;

test.describe("prerendered CMS pages", () => {
  test("the built detail pages are exactly the snapshot's records", () => {
    const built = builtPages();
    for (const [prefix, records] of [["/blog/", posts], ["/portfolio/", portfolio], ["/faq/", faq]] as const) {
      expect(built.filter((p) => p.startsWith(prefix)).sort(), prefix).toEqual(records.map((r) => `${prefix}${r.slug}`).sort());
    }
  });

  // One test per record (issue 23): the work grows with the snapshot.
  for (const r of posts) {
    test(`/blog/${r.slug} has its cleaned title, date and author in the HTML before JavaScript`, async ({ request }) => {
      const html = await (await request.get(urlFor(`/blog/${r.slug}`))).text();
      expect(html).toContain(`>${cleanArticleTitle(r.title)}</h1>`);
      expect(html).toContain(formatPostDate(r.date));
      expect(html).toContain((r.author ? displayTitle(r.author) : TEAM).replace(/&/g, "&amp;"));
    });
  }

  for (const r of portfolio) {
    test(`/portfolio/${r.slug} has its page with its title`, async ({ request }) => {
      const html = await (await request.get(urlFor(`/portfolio/${r.slug}`))).text();
      expect(html).toContain((displayTitle(r.title) || "Untitled Project").replace(/&/g, "&amp;"));
      if ((r.attachments ?? []).length) expect(html).toContain("Project Images");
    });
  }

  for (const r of faq) {
    test(`/faq/${r.slug} has its page with its title`, async ({ request }) => {
      const html = await (await request.get(urlFor(`/faq/${r.slug}`))).text();
      expect(html).toContain(displayTitle(r.title).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    });
  }

  test("detail pages have their own title, canonical URL and share image", async ({ request }) => {
    const r = posts[0]!;
    const html = await (await request.get(urlFor(`/blog/${r.slug}`))).text();
    expect(html).toContain(`<link rel="canonical" href="${company().siteUrl}${urlFor(`/blog/${r.slug}`)}"/>`);
    expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/_img\/[^"]+-share\.jpg"\/>/);
  });
});

// Decision 156: a detail page has no `.data` in the build; opened from a page with React, it loads
// as a document (its own HTML, no React), never in the client.
test.describe("a detail page opened from a page with React", () => {
  /** Goes to `from`, waits for React, runs `go`, and returns the landed page's state, any `.data` asked for and the detail route's code if it was loaded. */
  async function follow(page: import("@playwright/test").Page, from: string, to: string, go: () => Promise<unknown>) {
    const data: string[] = [];
    const code: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith(".data")) data.push(pathname);
      if (/^\/assets\/cms-detail-/.test(pathname)) code.push(pathname);
    });
    await page.goto(from);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await go();
    await expect.poll(() => new URL(page.url()).pathname).toBe(urlFor(to));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const landed = await page.evaluate(() => ({ sameDocument: "before" in window, react: "__reactRouterContext" in window }));
    return { ...landed, data, code };
  }

  test("a blog card and a portfolio card open their page as a document, without loading the detail route's code", async ({ page }) => {
    const post = posts[0]!;
    expect(await follow(page, "/blog", `/blog/${post.slug}`, () => page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link").click())).toEqual({ sameDocument: false, react: false, data: [], code: [] });
    const project = portfolio[0]!;
    expect(await follow(page, "/portfolio", `/portfolio/${project.slug}`, () => page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link").click())).toEqual({ sameDocument: false, react: false, data: [], code: [] });
  });

  test("a link to a post that React Router follows in the browser (a section an editor wrote) loads the post as a document too", async ({ page }) => {
    // A slug with a letter to encode where the demo has one: the hash is kept all the same.
    const post = posts.find((p) => /[^\x00-\x7f]/.test(p.slug)) ?? posts[1]!;
    const navigate = () => page.evaluate((to) => void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), `/blog/${post.slug}#top`);
    // The route's code runs (it is what sends the browser on), but asks for no data; the link's hash goes along.
    expect(await follow(page, "/", `/blog/${post.slug}`, navigate)).toEqual({ sameDocument: false, react: false, data: [], code: [expect.stringMatching(/^\/assets\/cms-detail-/)] });
    expect(new URL(page.url()).hash).toBe("#top");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cleanArticleTitle(post.title));
  });
});

/**
 * Decision 170: on `list`, Load More, then the last card's page opened (a document), then Back.
 * Returns the card's title and the cards' locator, the Back made.
 */
async function loadMoreOpenLastAndBack(page: Page, list: "/blog" | "/portfolio", button: string, expected: number) {
  await page.goto(list);
  const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
  await page.getByRole("button", { name: button }).click();
  await expect(cards).toHaveCount(expected);
  const last = cards.last().getByRole("heading").getByRole("link");
  const title = (await last.textContent())!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${list}/[^/]+$`));
  await page.goBack();
  await expect(page).toHaveURL(list);
  return { title, cards };
}

/** The site's own scripts (decision 172's tests hold them: the page's code still loading). */
const PAGE_CODE = /\/assets\/.+\.js$/;

/**
 * Load More, the last card, Back, then that card again and Back with the page's code held: the
 * page below the header stays hidden (the first page is parsed, not shown) until the kept cards
 * are back where the visitor was (decision 172).
 */
async function backWithCodeHeld(page: Page, list: "/blog" | "/portfolio", button: string, expected: number) {
  const { title, cards } = await loadMoreOpenLastAndBack(page, list, button, expected);
  const card = page.getByRole("main").getByRole("link", { name: title, exact: true });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${list}/[^/]+$`));
  const release = await holdRequests(page, PAGE_CODE);
  await page.goBack({ waitUntil: "commit" });
  await expect(page.getByRole("main", { includeHidden: true }).getByRole("article", { includeHidden: true })).toHaveCount(Math.min(9, expected));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await release();
  await expect(cards).toHaveCount(expected);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(card).toBeInViewport();
  return cards;
}

test.describe("blog list", () => {
  test("shows the first nine posts as cards, newest first, with Load More Articles", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards).toHaveCount(Math.min(9, posts.length));
    await expect(cards.getByRole("heading")).toHaveText(posts.slice(0, 9).map((p) => displayTitle(p.title)));
    await expect(cards.first().getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", urlFor(`/blog/${posts[0]!.slug}`));
    const more = page.getByRole("button", { name: "Load More Articles" });
    if (posts.length >= 9) await expect(more).toBeVisible();
    else await expect(more).toHaveCount(0);
  });

  test("uses 1, 2 or 3 columns by width", async ({ page }) => {
    const columns = async () =>
      page.getByRole("main").getByRole("list").first().evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(" ").length);
    for (const [width, cols] of [[375, 1], [800, 2], [1280, 3]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      expect(await columns(), `${width}px`).toBe(cols);
    }
  });

  test("search filters as you type, with SPEC's messages; blank shows all again", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    const word = displayTitle(posts[0]!.title).split(/\s+/).find((w) => w.length > 4)!;
    await box.fill(word.toUpperCase());
    await expect(page.getByText(`Showing results for "${word.toUpperCase()}"`)).toBeVisible();
    await expect(cards.first()).toContainText(word);
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(0);
    await box.fill("zzzqqq");
    await expect(page.getByText('No results found for "zzzqqq"')).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await box.fill("");
    await expect(cards).toHaveCount(Math.min(9, posts.length));
  });

  test("?category= shows that category's posts, titled, a page at a time from the archive's index, never a file of every post (where CMS category archives lead)", async ({ page }) => {
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; slug: string; name: string }[];
    const counts = new Map<number, number>();
    for (const p of posts) for (const c of p.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
    const cat = cats.filter((c) => c.slug !== "uncategorized").sort((x, y) => (counts.get(y.id) ?? 0) - (counts.get(x.id) ?? 0))[0]!;
    const expected = posts.filter((p) => p.categories.includes(cat.id));
    expect(expected.length, "the demo snapshot files posts under categories").toBeGreaterThan(1);
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (["fetch", "xhr"].includes(r.resourceType())) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/blog?category=${cat.slug}`);
    await expect(page.getByRole("heading", { name: `Articles in ${displayTitle(cat.name)}` })).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText(expected.slice(0, 9).map((p) => displayTitle(p.title)));
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(expected.length > 9 ? 1 : 0);
    // The index's manifest, the shard of the category's entry and one file per card shown (decision 135).
    expect(fetched.filter((p) => p.startsWith("/_data/"))).toEqual(["/_data/search.json"]);
    expect(fetched.filter((p) => p.startsWith("/_search/") && p.includes("/c/"))).toHaveLength(Math.min(9, expected.length));
    await expect(page.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  });

  test("a WordPress category archive's old address, as a search result or a bookmark has it, lands on the blog's list of that category in one hop (decision 216)", async ({ page, request }) => {
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; slug: string; name: string; link?: string }[];
    // The blog's list is where a category on more posts than projects leads; the one on most posts.
    const on = (list: Rec[], id: number) => list.filter((r) => r.categories.includes(id)).length;
    const cat = cats.filter((c) => c.slug !== "uncategorized" && on(posts, c.id) > on(portfolio, c.id)).sort((x, y) => on(posts, y.id) - on(posts, x.id))[0]!;
    const old = new URL(cat.link!).pathname;
    expect(old, "WordPress's archive address").toMatch(/\/category\/.+\/$/);
    const res = await request.get(old, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe(`/blog?category=${cat.slug}`);
    // WordPress's plain form, on its home (the path before `/category/`).
    const cmsId = await request.get(`${old.slice(0, old.indexOf("/category/"))}/?cat=${cat.id}`, { maxRedirects: 0 });
    expect(cmsId.headers()["location"]).toBe(`/blog?category=${cat.slug}`);
    await page.goto(old);
    await expect(page).toHaveURL(`/blog?category=${cat.slug}`);
    await expect(page.getByRole("heading", { name: `Articles in ${displayTitle(cat.name)}` })).toBeVisible();
  });

  test("?category= with more than 9 posts: 9 newest first, then Load More Articles shows the next ones from the index", async ({ page }) => {
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; slug: string; name: string }[];
    const cat = cats.find((c) => posts.some((p) => p.categories.includes(c.id)) && !["uncategorized", "portfolio", "faq"].includes(c.slug))!;
    expect(posts.length, "the demo snapshot has more than a page of posts").toBeGreaterThan(9);
    // The index's entry for the category, as a build would write it had every post that category (ranks count from the oldest).
    await page.route(/\/_search\/[0-9a-f]{16}\/s\/[^/]+\.json$/, async (route) => {
      const shard = (await (await route.fetch()).json()) as Record<string, string>;
      const term = `#${cat.id}`;
      if (term in shard) shard[term] = posts.map(() => "0").join(".");
      await route.fulfill({ json: shard });
    });
    await page.goto(`/blog?category=${cat.slug}`);
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    const titles = posts.map((p) => displayTitle(p.title));
    await expect(cards.getByRole("heading")).toHaveText(titles.slice(0, 9));
    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect(cards.getByRole("heading")).toHaveText(titles.slice(0, 18));
    await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(posts.length > 18 ? 1 : 0);
    // Back from an article: the category's cards as they were, not its first page again (decision 170).
    await cards.last().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await page.goBack();
    await expect(page.getByRole("heading", { name: /^Articles in / })).toBeVisible();
    await expect(cards.getByRole("heading")).toHaveText(titles.slice(0, 18));
  });

  // Decision 170. This browser keeps no page in a back-forward cache: Back loads /blog again
  // (the navigation's type says so), as a phone that dropped the page would.
  test("Back from an article loaded anew shows the cards Load More added, where the visitor was; a new visit starts at the first page", async ({ page }) => {
    const { title, cards } = await loadMoreOpenLastAndBack(page, "/blog", "Load More Articles", Math.min(18, posts.length));
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe("back_forward");
    await expect(cards).toHaveCount(Math.min(18, posts.length));
    await expect(page.getByRole("link", { name: title, exact: true })).toBeInViewport();
    // A new visit: another history entry, opened from the home page.
    await page.goto("/");
    await page.goto("/blog");
    await expect(cards).toHaveCount(9);
    await expect(page.getByRole("button", { name: "Load More Articles" })).toBeVisible();
  });

  test("Back to a list that kept Load More's cards hydrates at once: the gate does not wait for a paint or a tap", async ({ page }) => {
    await holdHydrationUntilInteraction(page);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    // Held, the page hydrates on a visitor's first key press.
    await page.keyboard.press("Shift");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect(cards).toHaveCount(Math.min(18, posts.length));
    await cards.last().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await page.goBack();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(cards).toHaveCount(Math.min(18, posts.length));
  });

  test("Back from a page the header opened in the app shows the cards Load More added, where the visitor was", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/blog");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await page.getByRole("button", { name: "Load More Articles" }).click();
    await expect(cards).toHaveCount(Math.min(18, posts.length));
    // Read on, three cards past where the button was, then leave by the menu (no document load).
    const last = cards.last().getByRole("heading").getByRole("link");
    const title = (await last.textContent())!;
    await last.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await page.goBack();
    await expect(page).toHaveURL("/blog");
    await expect(cards).toHaveCount(Math.min(18, posts.length));
    await expect(page.getByRole("link", { name: title, exact: true })).toBeInViewport();
  });

  // Decision 172: until React brings the kept cards back, the first page would show at the old
  // scroll height and then jump.
  test("Back to a list that kept Load More's cards shows nothing of its first page while its code loads, then the kept cards where the visitor was", async ({ page }) => {
    const cards = await backWithCodeHeld(page, "/blog", "Load More Articles", Math.min(18, posts.length));
    // A new visit is shown at once, its code held as long as it takes.
    const release = await holdRequests(page, PAGE_CODE);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    await expect(cards).toHaveCount(Math.min(9, posts.length));
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await release();
  });

  test("Back to a kept list whose code fails to load shows its first page at once, never an empty page", async ({ page }) => {
    const { title, cards } = await loadMoreOpenLastAndBack(page, "/blog", "Load More Articles", Math.min(18, posts.length));
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    // The first script's time limit taken away: what shows the page is the gate, when the boot
    // script fails to load, not the limit.
    await page.addInitScript((limit) => {
      const later = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => (ms === limit ? 0 : later(fn, ms, ...args))) as typeof window.setTimeout;
    }, LIST_RETURN_LIMIT_MS);
    await page.route(PAGE_CODE, (route) => route.abort());
    await page.goBack({ waitUntil: "commit" });
    await expect(page.getByRole("main")).toBeVisible();
    await expect(cards).toHaveCount(Math.min(9, posts.length));
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("?category= naming no category of the blog shows the first page as usual", async ({ page }) => {
    await page.goto("/blog?category=no-such-category");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards).toHaveCount(Math.min(9, posts.length));
    await expect(page.getByRole("link", { name: "All articles" })).toHaveCount(0);
  });

  test("the newsletter e-mail is required by the browser and nothing is sent", async ({ page }) => {
    await page.goto("/blog");
    const requests: string[] = [];
    // The list's own read of WordPress (posts published since the build, decision 189) is no sending.
    const liveRead = (r: { method(): string; url(): string }) => r.method() === "GET" && r.url().startsWith(`${company().cmsApiUrl}/posts?`);
    page.on("request", (r) => {
      if ((r.method() !== "GET" || ["fetch", "xhr", "document"].includes(r.resourceType())) && !liveRead(r)) requests.push(`${r.method()} ${r.url()}`);
    });
    const email = page.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email.fill("ana@example.com");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL("/blog");
    expect(requests).toEqual([]);
  });
});

test.describe("portfolio list", () => {
  test("has All plus categories, cards linking to their items, and Start Your Project", async ({ page }) => {
    await page.goto("/portfolio");
    const filters = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button");
    await expect(filters.first()).toHaveText("All");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards).toHaveCount(Math.min(9, portfolio.length));
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", urlFor(`/portfolio/${portfolio[0]!.slug}`));
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  });

  test("choosing a category shows only its projects and restarts the list", async ({ page }) => {
    await page.goto("/portfolio");
    const filters = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button");
    const n = await filters.count();
    expect(n, "the demo snapshot files portfolio items under categories").toBeGreaterThan(1);
    const second = filters.nth(1);
    const name = (await second.textContent())!;
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; name: string }[];
    const id = cats.find((c) => displayTitle(c.name) === name)!.id;
    const expected = portfolio.filter((p) => p.categories.includes(id)).slice(0, 9);
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards).toHaveCount(expected.length);
    await filters.first().click();
    await expect(cards).toHaveCount(Math.min(9, portfolio.length));
  });
});

test.describe("portfolio list, back from a project (decision 170)", () => {
  test("Back after Load More and a project shows every card loaded, the project's card in view", async ({ page }) => {
    expect(portfolio.length, "the demo snapshot has more than a page of projects").toBeGreaterThan(9);
    const { title, cards } = await loadMoreOpenLastAndBack(page, "/portfolio", "Load More Projects", Math.min(18, portfolio.length));
    await expect(cards).toHaveCount(Math.min(18, portfolio.length));
    await expect(page.getByRole("main").getByRole("link", { name: title, exact: true })).toBeInViewport();
    await expect(page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("Back with the page's code still loading shows nothing of the first page, then every card loaded (decision 172)", async ({ page }) => {
    await backWithCodeHeld(page, "/portfolio", "Load More Projects", Math.min(18, portfolio.length));
  });
});

test.describe("portfolio list by address", () => {
  test("?category= presses that category and shows only its projects; choosing another writes it to the address", async ({ page }) => {
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; slug: string; name: string }[];
    const cat = cats.find((c) => c.slug === "residential")!;
    const expected = portfolio.filter((p) => p.categories.includes(cat.id)).slice(0, 9);
    await page.goto(`/portfolio?category=${cat.slug}`);
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await expect(filters.getByRole("button", { name: displayTitle(cat.name), exact: true })).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText(expected.map((p) => displayTitle(p.title) || "Untitled Project"));
    await filters.getByRole("button", { name: "All", exact: true }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(cards).toHaveCount(Math.min(9, portfolio.length));
  });
});

test.describe("portfolio list by address, CMS down", () => {
  test("?category= shows the snapshot's projects of that category at once while the CMS never answers (as the blog does)", async ({ page }) => {
    const cms = new URL(company().cmsApiUrl);
    const asked: string[] = [];
    // The CMS takes every request and never answers: only the snapshot can fill the list.
    await page.route((url) => url.host === cms.host, (route) => void asked.push(route.request().url()));
    const cats = JSON.parse(fs.readFileSync(path.resolve("content/cms/categories.json"), "utf8")) as { id: number; slug: string; name: string }[];
    const cat = cats.find((c) => c.slug === "residential")!;
    const expected = portfolio.filter((p) => p.categories.includes(cat.id)).slice(0, 9);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`/portfolio?category=${cat.slug}`);
    const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
    // Well inside the live layer's first timeout (8 s) and fallback (5 s): the cards come from the snapshot.
    await expect(cards.getByRole("heading")).toHaveText(
      expected.map((p) => displayTitle(p.title) || "Untitled Project"),
      { timeout: 2_000 },
    );
    await expect(page.getByText("Loading...")).toHaveCount(0);
    expect(asked.filter((u) => u.includes("/portfolio") || u.includes("/posts")), "the first page never waits on the CMS").toEqual([]);
  });
});

test.describe("FAQ", () => {
  test("accordion: at most one open, clicking the open one closes it", async ({ page }) => {
    expect(faq.length, "the demo snapshot has FAQ entries").toBeGreaterThan(1);
    await page.goto("/faq");
    // Each entry is a <details> (a group) with its question as a heading in the summary (decision 116).
    const entries = page.getByRole("main").getByRole("group");
    const [first, second] = [entries.nth(0), entries.nth(1)];
    await expect(first).toHaveJSProperty("open", false);
    await first.getByRole("heading", { level: 2 }).click();
    await expect(first).toHaveJSProperty("open", true);
    await second.getByRole("heading", { level: 2 }).click();
    await expect(second).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
    await second.getByRole("heading", { level: 2 }).click();
    await expect(second).toHaveJSProperty("open", false);
    await expect(page.getByRole("main").locator("details[open]")).toHaveCount(0);
  });

  test("lists at most twenty entries, questions decoded", async ({ page }) => {
    await page.goto("/faq");
    const shown = faq.slice(0, 20).filter((r) => displayTitle(r.title) && r.content.replace(/<[^>]*>/g, "").trim());
    await expect(page.getByRole("main").getByRole("group").getByRole("heading", { level: 2 })).toHaveText(shown.map((r) => displayTitle(r.title)));
  });

  test("an FAQ detail page has a back link to /faq", async ({ page }) => {
    await page.goto(urlFor(`/faq/${faq[0]!.slug}`));
    await expect(page.getByRole("link", { name: "Back to FAQs" })).toHaveAttribute("href", "/faq");
  });

  test("an unknown FAQ says so, with Back to FAQs", async ({ page }) => {
    await page.goto("/faq/no-such-question");
    // The live lookup (no CMS here: every try fails) answers within its 8 s deadline (decision 080).
    await expect(page.getByRole("heading", { name: "Sorry, we couldn't find this FAQ." })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Back to FAQs" })).toHaveAttribute("href", "/faq");
  });
});

test.describe("home's CMS sections", () => {
  test("Featured Projects: three portfolio records and View All Projects", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Featured Projects" }) });
    const links = section.getByRole("article").getByRole("heading").getByRole("link");
    await expect(links).toHaveCount(Math.min(3, portfolio.length));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(portfolio.slice(0, 3).map((r) => urlFor(`/portfolio/${r.slug}`)));
    await expect(section.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/portfolio");
  });

  test("Design Insights: the three latest posts and View All Articles", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Design Insights" }) });
    const headings = section.getByRole("article").getByRole("heading");
    await expect(headings).toHaveText(posts.slice(0, 3).map((r) => displayTitle(r.title) || "Design Insights"));
    await expect(section.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");
  });
});
