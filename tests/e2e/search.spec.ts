import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { displayTitle, plainText } from "../../app/lib/text";
import { expect, hydratedIfReact, test } from "./fixtures";

/**
 * The blog's archive search (decision 133), against the built site. The CMS host is unreachable
 * here (every non-local request is aborted), so what is found comes from the archive's index
 * alone; tests/e2e/live.spec.ts covers posts newer than the snapshot.
 */
type Snap = { id: number; slug: string; title: string; excerpt: string; content: string };
const posts = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as Snap[];

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);

/**
 * A word of `post`'s body whose stem (all but its last three letters, more than the index's word
 * forms take off) appears in no title or excerpt and in no other post at all.
 */
function bodyOnlyWord(post: Snap): string {
  const lower = (p: Snap, body: boolean) => `${displayTitle(p.title)} ${plainText(p.excerpt)} ${body ? plainText(p.content) : ""}`.toLowerCase();
  const own = lower(post, false);
  const others = posts.filter((p) => p.id !== post.id).map((p) => lower(p, true)).join(" ");
  const stem = (w: string) => w.slice(0, w.length - 3);
  const word = [...words(plainText(post.content))].find((w) => w.length >= 7 && !own.includes(stem(w)) && !others.includes(stem(w)));
  if (!word) throw new Error(`posts.json: post ${post.id} has no word of its own in its body`);
  return word;
}

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("article");
const box = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });

/** Records every Content-Security-Policy violation the page (or its worker) reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test("finds an article by a word only its body has, though its card was never loaded", async ({ page }) => {
  const target = posts[posts.length - 1]!;
  const word = bodyOnlyWord(target);
  const title = displayTitle(target.title);
  await page.goto("/blog");
  await expect(cards(page).getByRole("heading", { name: title })).toHaveCount(0);
  await box(page).fill(word.toUpperCase());
  await expect(page.getByRole("status")).toHaveText(`Showing results for "${word.toUpperCase()}"`);
  await expect(cards(page).getByRole("heading")).toHaveText([title]);
  await expect(cards(page).getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `/blog/${target.slug}`);
  await expect(page.getByRole("button", { name: "Load More Articles" })).toHaveCount(0);
});

test("a word no article has: SPEC's empty state and no cards; blank shows the first page again", async ({ page }) => {
  await page.goto("/blog");
  await box(page).fill("zqxjvwk");
  await expect(page.getByRole("status")).toHaveText('No results found for "zqxjvwk"');
  await expect(cards(page)).toHaveCount(0);
  await box(page).fill("   ");
  await expect(cards(page)).toHaveCount(Math.min(9, posts.length));
});

test("a search that found nothing offers Clear search, which empties the box, keeps the focus there and shows the first page (decision 181)", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);
  await box(page).fill("zqxjvwk");
  await expect(page.getByText("Try another word, or clear the search to see every article.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(box(page)).toHaveValue("");
  await expect(box(page)).toBeFocused();
  await expect(cards(page)).toHaveCount(Math.min(9, posts.length));
  await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);
});

test("the archive's index unreachable: SPEC's message for the cards on screen, and a note that only they were searched", async ({ page, context }) => {
  const note = "The full archive could not be searched just now, so only the articles on this page were. Please try again in a moment.";
  const target = posts[posts.length - 1]!;
  const word = bodyOnlyWord(target);
  // Reachable: found, and no note.
  await page.goto("/blog");
  await box(page).fill(word);
  await expect(cards(page).getByRole("heading")).toHaveText([displayTitle(target.title)]);
  await expect(page.getByText(note)).toHaveCount(0);
  // Unreachable (offline, or a deploy half done): the same word finds nothing on screen, and says why.
  await context.route("**/_data/search.json", (route) => route.abort());
  const fresh = await context.newPage();
  await fresh.goto("/blog");
  await fresh.waitForFunction(hydratedIfReact);
  await box(fresh).fill(word);
  await expect(fresh.getByRole("status")).toHaveText(`No results found for "${word}"`);
  await expect(fresh.getByText(note)).toBeVisible();
  // A word the cards on screen have: found among them, with the note still saying the archive was not searched.
  const shown = displayTitle(posts[0]!.title).split(/\s+/).find((w) => w.length > 4)!;
  await box(fresh).fill(shown);
  await expect(fresh.getByRole("status")).toHaveText(`Showing results for "${shown}"`);
  await expect(fresh.getByText(note)).toBeVisible();
  await box(fresh).fill("");
  await expect(fresh.getByText(note)).toHaveCount(0);
});

test("nothing of the archive's index loads before the first search; typing loads the manifest, a shard and the cards", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    const p = new URL(r.url()).pathname;
    if (p === "/_data/search.json" || p.startsWith("/_search/")) asked.push(p);
  });
  await page.goto("/blog");
  await page.mouse.wheel(0, 3000);
  await page.getByRole("button", { name: "Load More Articles" }).hover();
  await box(page).focus();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await box(page).fill("kitchen");
  await expect(page.getByRole("status")).toContainText('results for "kitchen"');
  await expect.poll(() => asked).toContain("/_data/search.json");
  await expect.poll(() => asked.filter((p) => /^\/_search\/[0-9a-f]{16}\/s\/(?:[0-9a-f]+|_)\.json$/.test(p)).length).toBeGreaterThan(0);
  // One card file per post with a word starting "kitchen" (at most 27), no more.
  const having = posts.filter((p) => /(^|[^\p{L}\p{N}])kitchen/iu.test(plainText(`${p.title} ${p.excerpt} ${p.content}`))).length;
  await expect.poll(() => asked.filter((p) => /\/c\/\d+\.json$/.test(p)).length).toBe(Math.min(having, 27));
});

test("searching raises no CSP violation, on /blog and after arriving at /blog by a link", async ({ page }) => {
  const seen = await watchCsp(page);
  await page.goto("/blog");
  await box(page).fill(bodyOnlyWord(posts[0]!));
  await expect(cards(page)).toHaveCount(1);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page).toHaveURL("/blog");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await box(page).fill(bodyOnlyWord(posts[1]!));
  await expect(cards(page)).toHaveCount(1);
  expect(seen).toEqual([]);
});

test("/blog's CSP is every page's: no wasm, no worker, no eval", async ({ request }) => {
  const csp = async (p: string) => {
    const html = await (await request.get(p)).text();
    return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
  };
  const withoutHashes = (c: string) => c.replace(/ 'sha256-[^']+'/g, "");
  const blog = await csp("/blog");
  expect(blog).not.toMatch(/unsafe-eval|worker-src/);
  for (const other of ["/", "/about", `/blog/${posts[0]!.slug}`, "/offers", "/404"]) {
    expect(withoutHashes(await csp(other)), other).toBe(withoutHashes(blog));
  }
});
