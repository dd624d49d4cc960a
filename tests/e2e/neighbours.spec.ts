/**
 * The links at an article's and a project's end to the next newer and the next older one in its
 * list (decision 214): a reader goes on reading, and every article and project is reached by a
 * link from the home page, not only through the sitemap (the lists show their first cards, and
 * Load More is a button).
 */
import fs from "node:fs";
import path from "node:path";
import { decodeEntities, displayTitle } from "../../app/lib/text";
import { frontmatter } from "./content";
import { expect, test, urlFor } from "./fixtures";

type Record = { slug: string; title: string };
const records = (file: string) => JSON.parse(fs.readFileSync(path.resolve("content/cms", file), "utf8")) as Record[];
const posts = records("posts.json");
const projects = records("portfolio.json");
const words = {
  posts: frontmatter<{ article: { neighbours: { label: string; newer: string; older: string } } }>("pages/blog.md").article.neighbours,
  portfolio: frontmatter<{ item: { neighbours: { label: string; newer: string; older: string } } }>("pages/portfolio.md").item.neighbours,
};
const title = (r: Record) => displayTitle(r.title);

for (const [kind, list, prefix] of [["posts", posts, "/blog"], ["portfolio", projects, "/portfolio"]] as const) {
  test.describe(`${kind}: the newer and the older one`, () => {
    test.skip(list.length < 3, "fewer than three records in the snapshot");
    const w = words[kind];

    test("in the middle of the list, both, by their titles, to their pages; followed, the newer one links back", async ({ page }) => {
      await page.goto(urlFor(`${prefix}/${list[1]!.slug}`));
      const nav = page.getByRole("navigation", { name: w.label });
      const newer = nav.getByRole("link", { name: `${w.newer} ${title(list[0]!)}` });
      const older = nav.getByRole("link", { name: `${w.older} ${title(list[2]!)}` });
      await expect(newer).toHaveAttribute("href", urlFor(`${prefix}/${list[0]!.slug}`));
      await expect(older).toHaveAttribute("href", urlFor(`${prefix}/${list[2]!.slug}`));
      await expect(nav.getByRole("link")).toHaveCount(2);
      await newer.click();
      await expect(page).toHaveURL(new RegExp(`${urlFor(`${prefix}/${list[0]!.slug}`)}$`));
      await expect(page.getByRole("navigation", { name: w.label }).getByRole("link", { name: `${w.older} ${title(list[1]!)}` })).toBeVisible();
    });

    test("at the ends, only the one there is", async ({ page }) => {
      await page.goto(urlFor(`${prefix}/${list[0]!.slug}`));
      const first = page.getByRole("navigation", { name: w.label }).getByRole("link");
      await expect(first).toHaveCount(1);
      // One item in the list, not an empty one beside it.
      await expect(page.getByRole("navigation", { name: w.label }).getByRole("listitem")).toHaveCount(1);
      await expect(first).toHaveAccessibleName(`${w.older} ${title(list[1]!)}`);
      await page.goto(urlFor(`${prefix}/${list.at(-1)!.slug}`));
      const last = page.getByRole("navigation", { name: w.label }).getByRole("link");
      await expect(last).toHaveCount(1);
      await expect(last).toHaveAccessibleName(`${w.newer} ${title(list.at(-2)!)}`);
    });

    test("at 375 px the two stack, each the column's width; at 1280 px they sit side by side", async ({ page }) => {
      for (const [width, sideBySide] of [[375, false], [1280, true]] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(urlFor(`${prefix}/${list[1]!.slug}`));
        const links = page.getByRole("navigation", { name: w.label }).getByRole("link");
        const [a, b] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
        if (sideBySide) {
          expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
          expect(b.x).toBeGreaterThan(a.x + a.width);
        } else {
          expect(b.y).toBeGreaterThan(a.y + a.height);
          expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
        }
      }
    });
  });
}

test("every article and every project is reached by links from the home page", async ({ request }) => {
  // The pages' own links, followed from / as a crawler does without a sitemap.
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length) {
    const res = await request.get(queue.shift()!);
    if (!res.ok() || !(res.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    for (const m of (await res.text()).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const to = urlFor(decodeURIComponent(decodeEntities(m[1]!)).replace(/\/+$/, "") || "/");
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  const pages = [...posts.map((r) => `/blog/${r.slug}`), ...projects.map((r) => `/portfolio/${r.slug}`)].map(urlFor);
  expect(pages.filter((p) => !seen.has(p))).toEqual([]);
});
