/**
 * WordPress's core blocks in an article, as the editor laid them out (decision 201). The site is
 * built again from a copy of content/ with one more post: WordPress 6.1's own rendering of every
 * common block (tests/fixtures/wp-blocks/rendered.html, read back from a real WordPress by
 * tests/contract/blocks.test.ts), sanitised and localised as the snapshot stores it. Without
 * the styles of app/features/collections/wp-blocks/ a gallery is a stack of photos, columns stack, an
 * aligned picture does not float, buttons are links and the wide table pushes a phone's page sideways.
 */
import type { Locator, Page } from "@playwright/test";
import { BLOCK_POST, writeBlockContent } from "../fixtures/wp-blocks/site-content";
import { expect, serveSiteBuiltFrom, test } from "./fixtures";

let site = "";

test.describe.configure({ mode: "serial" });

serveSiteBuiltFrom("wp-blocks", writeBlockContent, (url) => (site = url));

async function openPost(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${site}/blog/${BLOCK_POST.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: BLOCK_POST.title })).toBeVisible();
  return page.getByRole("article");
}

const box = async (l: Locator) => (await l.boundingBox())!;

test("at 1280 px a three-column gallery shows its first three pictures in one row, a third of its width each", async ({ page }) => {
  const article = await openPost(page, 1280);
  const gallery = article.getByRole("figure", { name: "A three-column gallery of materials" });
  const g = await box(gallery);
  const pictures = await Promise.all(["Zellige tiles behind the range", "Brass tap on a honed marble counter", "Recessed finger pulls in oak"].map((alt) => box(gallery.getByRole("img", { name: alt }))));
  for (const p of pictures) {
    expect(Math.abs(p.y - pictures[0]!.y)).toBeLessThan(2);
    expect(p.width).toBeGreaterThan(g.width / 3 - 20);
    expect(p.width).toBeLessThan(g.width / 3);
  }
  expect(pictures[1]!.x).toBeGreaterThan(pictures[0]!.x + pictures[0]!.width);
  expect(pictures[2]!.x).toBeGreaterThan(pictures[1]!.x + pictures[1]!.width);
  // The fourth starts the next row.
  expect((await box(gallery.getByRole("img", { name: "Limewashed wall in the hallway" }))).y).toBeGreaterThan(pictures[0]!.y + pictures[0]!.height);
});

test("at 1280 px columns sit side by side; at 375 px they stack", async ({ page }) => {
  const article = await openPost(page, 1280);
  const before = () => box(article.getByRole("heading", { name: "Before", exact: true }));
  const after = () => box(article.getByRole("heading", { name: "After", exact: true }));
  let [b, a] = [await before(), await after()];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(a.x).toBeGreaterThan(b.x + 200);
  const weeks = await Promise.all(["Weeks 1–3", "Weeks 4–8", "Weeks 9–12"].map((name) => box(article.getByRole("heading", { name }))));
  expect(new Set(weeks.map((w) => Math.round(w.y))).size).toBe(1);

  await page.setViewportSize({ width: 375, height: 900 });
  [b, a] = [await before(), await after()];
  expect(a.y).toBeGreaterThan(b.y + b.height);
  expect(Math.abs(a.x - b.x)).toBeLessThan(2);
});

test("at 1280 px a right-aligned picture floats right with the paragraph's first lines beside it; at 375 px it takes the column's width", async ({ page }) => {
  const article = await openPost(page, 1280);
  const picture = article.getByRole("img", { name: "Oak joinery along the party wall" });
  const paragraph = article.getByText("The joinery runs the full length of the party wall");
  const column = await box(paragraph);
  const p = await box(picture);
  expect(p.x + p.width).toBeGreaterThan(column.x + column.width - 2);
  expect(p.width).toBeLessThan(column.width / 2);
  // The paragraph's first line sits left of the picture, at its height.
  const firstLine = await paragraph.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.firstChild!, 0);
    range.setEnd(el.firstChild!, 3);
    const r = range.getBoundingClientRect();
    return { right: r.right, top: r.top + window.scrollY };
  });
  expect(firstLine.right).toBeLessThan(p.x);
  expect(firstLine.top).toBeLessThan(p.y + p.height);
  expect(firstLine.top + 40).toBeGreaterThan(p.y);

  const left = await box(article.getByRole("img", { name: "The bench seat by the window wall" }));
  expect(left.x).toBeLessThan(column.x + 2);

  await page.setViewportSize({ width: 375, height: 900 });
  const phone = await box(picture);
  const phoneColumn = await box(paragraph);
  expect(Math.abs(phone.width - phoneColumn.width)).toBeLessThan(2);
  expect(phone.y + phone.height).toBeLessThan(phoneColumn.y);
});

test("at 1280 px a list beside a left-aligned picture starts right of it, bullets and all; a list beside none keeps its spacing", async ({ page }) => {
  const article = await openPost(page, 1280);
  const figure = article.getByRole("figure").filter({ has: page.getByRole("img", { name: "The bench seat by the window wall" }) });
  // A list right after the floated picture, as an editor adds one under it.
  await figure.evaluate((f) => {
    const list = document.createElement("ul");
    list.innerHTML = "<li>Bench 45 cm deep</li><li>Wool bouclé cushions</li>";
    f.closest(".wp-block-image")!.after(list);
  });
  const list = article.getByRole("list").filter({ hasText: "Bench 45 cm deep" });
  const f = await box(figure);
  const marginRight = await figure.evaluate((el) => parseFloat(getComputedStyle(el).marginRight));
  const l = await box(list);
  expect(l.y).toBeLessThan(f.y + f.height);
  // The list's box (its bullets hang in its padding) starts at the picture's margin, not under it.
  expect(l.x).toBeGreaterThanOrEqual(f.x + f.width + marginRight - 1);

  // The editor's own list, beside no picture: its items sit exactly where a plain list puts them.
  const own = article.getByRole("list").filter({ hasText: "Opened the wall between kitchen and dining room" });
  const items = () => own.getByRole("listitem").evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top + window.scrollY)));
  const next = () => own.evaluate((el) => Math.round(el.nextElementSibling!.getBoundingClientRect().top + window.scrollY));
  const asFlowRoot = { items: await items(), next: await next() };
  // As a plain list: a block, its first and last items with the middle one's margins.
  await own.evaluate((el) => {
    const middle = getComputedStyle(el.children[1]!);
    el.style.display = "block";
    for (const li of [el.firstElementChild, el.lastElementChild] as HTMLElement[]) li.style.margin = `${middle.marginTop} 0 ${middle.marginBottom}`;
  });
  expect({ items: await items(), next: await next() }).toEqual(asFlowRoot);
});

for (const width of [320, 375]) test(`at ${width} px the page never scrolls sideways: the wide table scrolls inside its own box`, async ({ page }) => {
  const article = await openPost(page, width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Nothing in the article reaches past the screen, except inside a box that scrolls.
  const outside = await article.evaluate((root) =>
    [...root.querySelectorAll("*")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || (r.left >= -1 && r.right <= innerWidth + 1)) return false;
        for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return false;
        return true;
      })
      .map((el) => `<${el.localName} class="${el.getAttribute("class") ?? ""}"> ${Math.round(el.getBoundingClientRect().right)} px`),
  );
  expect(outside).toEqual([]);
  const table = article.getByRole("figure", { name: "A wide table: the finishes schedule" });
  const scroll = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(scroll.right).toBeLessThanOrEqual(width);
  expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth + 100);
  await table.evaluate((el) => el.scrollBy(200, 0));
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(table.getByRole("columnheader", { name: "Supplier" })).toBeAttached();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the YouTube embed is 16:9 and the column's width`, async ({ page }) => {
    const article = await openPost(page, width);
    const frame = article.locator("iframe[title='A walk through the finished house']");
    const f = await box(frame);
    const column = await box(article.getByText("For the joinery schedule we send"));
    expect(Math.abs(f.width - column.width)).toBeLessThan(2);
    expect(Math.abs(f.width / f.height - 16 / 9)).toBeLessThan(0.02);
  });
}

test("the Buttons block's links look like the site's buttons: filled, outlined, padded, not underlined", async ({ page }) => {
  const article = await openPost(page, 1280);
  const style = (name: string) =>
    article.getByRole("link", { name, exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, border: parseFloat(s.borderTopWidth), borderColor: s.borderTopColor, radius: parseFloat(s.borderTopLeftRadius), height: el.getBoundingClientRect().height, underline: s.textDecorationLine };
    });
  const filled = await style("Book a consultation");
  expect(filled.bg).toBe("rgb(154, 79, 44)");
  const outline = await style("See more projects");
  expect(outline.bg).toBe("rgb(255, 255, 255)");
  expect(outline.border).toBeGreaterThanOrEqual(1);
  expect(outline.borderColor).not.toMatch(/rgba\(.*, 0\)$/);
  for (const s of [filled, outline]) {
    expect(s.height).toBeGreaterThanOrEqual(40);
    expect(s.radius).toBeGreaterThanOrEqual(20);
    expect(s.underline).toBe("none");
  }
});

test("the Details block is a disclosure: its answer shows when its question is pressed", async ({ page }) => {
  const article = await openPost(page, 375);
  const answer = article.getByText("About 6 % of the budget");
  await expect(answer).toBeHidden();
  await article.getByText("What did the steel beam cost?").click();
  await expect(answer).toBeVisible();
});

test("the Details block's question is read as written: its drawn + is no part of its name", async ({ page }) => {
  const article = await openPost(page, 375);
  await expect(article.locator("summary")).toHaveAccessibleName("What did the steel beam cost?");
});

test("everything an editor writes in a cover is light on its dark scrim: bold and italic white, a link sand and underlined", async ({ page }) => {
  const article = await openPost(page, 1280);
  const cover = article.getByText("Cover: a calm house on a Tuesday evening");
  // The fixture's cover holds one plain line; what else an editor may put there, added to it.
  await cover.evaluate((p) => p.insertAdjacentHTML("beforeend", ' <strong>Bold</strong> <em>said</em> <a href="/contact">a link</a>'));
  const colour = (text: string) => article.getByText(text, { exact: true }).evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).textDecorationLine]);
  expect(await colour("Bold")).toEqual(["rgb(255, 255, 255)", "none"]);
  expect(await colour("said")).toEqual(["rgb(255, 255, 255)", "none"]);
  expect(await colour("a link")).toEqual(["rgb(246, 241, 234)", "underline"]);
});

test("a link in a body that opens a new tab says so: an arrow to the eye, the words to a screen reader", async ({ page }) => {
  const article = await openPost(page, 1280);
  // WordPress's "Open in new tab" on a link to another site, added to a paragraph of the post.
  await article.getByText("For the joinery schedule we send").evaluate((p) => p.insertAdjacentHTML("beforeend", ' <a href="https://supplier.example.org/oak" target="_blank" rel="noopener noreferrer">our oak supplier</a>'));
  await expect(article.getByRole("link", { name: "our oak supplier (opens in a new tab)" })).toBeVisible();
  const arrow = await article.getByRole("link", { name: /^our oak supplier/ }).evaluate((a) => getComputedStyle(a, "::after").content);
  expect(arrow).toContain("↗");
  // A link that stays in the tab has neither.
  await expect(article.getByRole("link", { name: "Book a consultation", exact: true })).toBeVisible();
});
