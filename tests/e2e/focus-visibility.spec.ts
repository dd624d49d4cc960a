import type { Locator, Page } from "@playwright/test";
import { frontmatter } from "./content";
import { expect, test } from "./fixtures";

/**
 * What a keyboard user needs to see (decision 200): a focus ring of 3:1 or more against what is
 * beside it, on the site's dark surfaces as on its light ones (WCAG 1.4.11, 2.4.7); text fields
 * whose edges can be found (3:1 against white); and, in a forced-colours mode (Windows High
 * Contrast), the pressed filter, the chosen tab and the current page still told apart.
 */

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const m = /rgba?\(([^)]+)\)/.exec(color);
  if (!m) throw new Error(`not an rgb colour: ${color}`);
  const [r, g, b, a = "1"] = m[1]!.split(/[,\s/]+/).filter(Boolean);
  return [Number(r), Number(g), Number(b), Number(a)];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function ratio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focused element's outline colour and the solid background its outline is drawn against (its parent's, or further up). */
async function ringAndGround(target: Locator): Promise<{ ring: string; ground: string; width: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    let node: Element | null = el.parentElement;
    let ground = "rgb(246, 241, 234)";
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      if (!/rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
        ground = bg;
        break;
      }
      node = node.parentElement;
    }
    return { ring: style.outlineColor, ground, width: style.outlineWidth };
  });
}

/** Focuses `target` as a keyboard does (a key pressed first, so the browser draws :focus-visible). */
async function keyboardFocus(page: Page, target: Locator) {
  await page.keyboard.press("Shift");
  await target.focus();
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
}

test.describe("focus rings", () => {
  /** `ground`: the colour to measure against where the element stands on a photograph (the scrim's ink). */
  const cases: { where: string; path: string; target: (page: Page) => Locator; ground?: string }[] = [
    { where: "the footer (ink)", path: "/about", target: (p) => p.getByRole("contentinfo").getByRole("link", { name: "About" }) },
    { where: "the contact page's dark Get In Touch card", path: "/contact", target: (p) => p.getByRole("main").getByRole("link", { name: /@/ }).first() },
    { where: "a dark closing band's button", path: "/services/commercial/retail-spaces", target: (p) => p.getByRole("region", { name: "Elevate Your Retail Experience" }).getByRole("link", { name: "Get Started" }) },
    { where: "home's hero slideshow (a photograph under a scrim): its pause button", path: "/", target: (p) => p.getByRole("button", { name: /slideshow$/ }), ground: "rgb(29, 26, 23)" },
    { where: "a light surface (clay): a blog card's title", path: "/blog", target: (p) => p.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link") },
    {
      where: "the newsletter's sage panel: its link to the privacy policy (decision 219)",
      path: "/blog",
      target: (p) => p.getByRole("link", { name: frontmatter<{ newsletter: { privacyLink: string } }>("pages/blog.md").newsletter.privacyLink, exact: true }),
    },
  ];
  for (const c of cases) {
    test(`on ${c.where}: 2 px, and 3:1 or more against what is beside it`, async ({ page }) => {
      await page.goto(c.path);
      const target = c.target(page);
      await target.scrollIntoViewIfNeeded();
      await keyboardFocus(page, target);
      const measured = await ringAndGround(target);
      const { ring, width } = measured;
      const ground = c.ground ?? measured.ground;
      expect(width).toBe("2px");
      expect(ratio(parse(ring), parse(ground)), `${ring} on ${ground}`).toBeGreaterThanOrEqual(3);
    });
  }
});

test("the contact form's fields have edges of 3:1 or more against white, and a focus ring as every other control's", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  for (const name of ["Name", "Email", "Phone (optional)", "Subject", "Message"]) {
    const field = form.getByRole("textbox", { name, exact: true });
    const border = await field.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(ratio(parse(border), [255, 255, 255, 1]), `${name}: ${border}`).toBeGreaterThanOrEqual(3);
  }
  const name = form.getByRole("textbox", { name: "Name", exact: true });
  await name.focus();
  const { ring, width } = await ringAndGround(name);
  expect(width).toBe("2px");
  expect(ratio(parse(ring), [255, 255, 255, 1])).toBeGreaterThanOrEqual(3);
});

test.describe("in a forced-colours mode", () => {
  test.use({ colorScheme: "light" });

  test("the pressed category and the current page are drawn in the system's highlight colours, whatever the site's own; buttons and fields keep their edges", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/portfolio");
    /** The colours an element is drawn in, and the system's highlight pair resolved in the same page. */
    const colours = (l: Locator) =>
      l.evaluate((el) => {
        const probe = document.createElement("span");
        probe.style.cssText = "forced-color-adjust:none;background:Highlight;color:HighlightText";
        document.body.append(probe);
        const system = { bg: getComputedStyle(probe).backgroundColor, fg: getComputedStyle(probe).color };
        probe.remove();
        return { bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color, system };
      });
    const filters = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button");
    const pressed = await colours(filters.first());
    expect(pressed).toMatchObject({ bg: pressed.system.bg, fg: pressed.system.fg });
    expect((await colours(filters.nth(1))).bg).not.toBe(pressed.system.bg);
    // The header's link to this page (clay in the site's colours): the highlight pair, not clay on it.
    const current = await colours(page.getByRole("banner").getByRole("link", { name: "Portfolio", exact: true }).first());
    expect(current).toMatchObject({ bg: current.system.bg, fg: current.system.fg });
    // A primary button (no border of its own) and a field whose border is 0 keep an edge.
    await page.goto("/blog");
    const edge = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(await edge(page.getByRole("button", { name: "Search", exact: true }))).not.toBe("0px");
    expect(await edge(page.getByRole("searchbox", { name: "Search articles" }))).not.toBe("0px");
  });
});
