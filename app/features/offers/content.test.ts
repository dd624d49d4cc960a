import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { scratchContent } from "../../../tests/fixtures/scratch-content";
import { galleryFileSchema, galleryPageSchema } from "~/features/gallery/schema";
import { readGallery } from "~/features/gallery/gallery.server";
import { formatOfferDate, readOffers } from "./offers.server";
import { offerSchema, offersPageSchema } from "./schema";
import { listContentFiles } from "../../content/read.server";

const realContent = path.resolve("content");
const scratch = scratchContent("offers-", { noCache: true });
const { write, problems } = scratch;

beforeEach(() => {
  fs.mkdirSync(path.join(scratch.dir, "media"), { recursive: true });
  fs.writeFileSync(path.join(scratch.dir, "media", "a.jpg"), "");
});

const offer = (extra = "", body = "body:\n  - type: paragraph\n    text: Hello\n") =>
  `---\ntitle: T\nexcerpt: E\ndate: 2026-03-14\nvalidFrom: 2026-03-14\nvalidUntil: 2026-04-30\nimage:\n  src: media/a.jpg\n  alt: A\n${body}${extra}---\n`;

describe("the committed offers and gallery", () => {
  it("has SPEC's three offers, newest first, and about forty gallery images (not a multiple of five)", () => {
    delete process.env.CONTENT_DIR;
    expect(listContentFiles("offers").map((f) => path.basename(f, ".md")).sort()).toEqual([
      "bedroom-bundle-deal",
      "bogo-home-accessories",
      "spring-sale-living-room",
    ]);
    const offers = readOffers();
    expect(offers.map((o) => o.slug)).toEqual(["bogo-home-accessories", "bedroom-bundle-deal", "spring-sale-living-room"]);
    expect(offers[0]!.title).toMatch(/Buy One, Get One/i);
    expect(offers[1]!.title).toMatch(/\$300/);
    expect(offers[2]!.title).toMatch(/25%/);
    const images = readGallery();
    expect(images.length).toBeGreaterThanOrEqual(35);
    expect(images.length).toBeLessThanOrEqual(45);
    expect(images.length % 5).not.toBe(0);
    expect(new Set(images.map((i) => i.title)).size).toBe(images.length);
  });

  it("the page files match their schemas", () => {
    delete process.env.CONTENT_DIR;
    expect(problems(path.join(realContent, "pages/offers.md"), offersPageSchema)).toEqual([]);
    expect(problems(path.join(realContent, "pages/gallery.md"), galleryPageSchema)).toEqual([]);
  });
});

describe("offer files", () => {
  it("accept a quoted or an unquoted date and keep it as YYYY-MM-DD", () => {
    write("offers/a.md", offer());
    write("offers/b.md", offer().replace("2026-03-14", '"2026-03-20"'));
    expect(readOffers().map((o) => [o.slug, o.date])).toEqual([
      ["b", "2026-03-20"],
      ["a", "2026-03-14"],
    ]);
  });

  it("name each wrong field", () => {
    const abs = write(
      "offers/x.md",
      offer("badge: \"\"\nprice: 10\n", "body:\n  - type: quote\n    text: Hi\n  - type: list\n    items: []\n").replace(
        "2026-03-14",
        "March 14",
      ),
    );
    expect(problems(abs, offerSchema)).toMatchInlineSnapshot(`
      [
        "offers/x.md: date: must be a date written as YYYY-MM-DD, for example 2026-03-14",
        "offers/x.md: badge: must not be empty",
        "offers/x.md: body[0].type: unknown type "quote"",
        "offers/x.md: body[1].items: must have at least 1 item",
        "offers/x.md: (file): unknown field "price" (check the spelling)",
      ]
    `);
    expect(problems(write("offers/y.md", offer().replace("date: 2026-03-14", 'date: "2026-02-30"')), offerSchema)).toEqual([
      "offers/y.md: date: is not a real calendar date",
    ]);
  });

  it("need a validity window whose end is not before its start", () => {
    expect(problems(write("offers/z.md", offer().replace("validUntil: 2026-04-30", "validUntil: 2026-03-13")), offerSchema)).toEqual([
      "offers/z.md: validUntil: must not be before validFrom",
    ]);
    expect(problems(write("offers/s.md", offer().replace("validUntil: 2026-04-30", "validUntil: 2026-03-14")), offerSchema)).toEqual([]);
    expect(problems(write("offers/w.md", offer().replace("validFrom: 2026-03-14\n", "").replace("validUntil: 2026-04-30", "validUntil: April 30")), offerSchema)).toEqual([
      "offers/w.md: validFrom: is required but missing",
      "offers/w.md: validUntil: must be a date written as YYYY-MM-DD, for example 2026-03-14",
    ]);
  });

  it("refuse Markdown text below the frontmatter, which the site would not show", () => {
    write("offers/a.md", `${offer()}\nSome Markdown text.\n`);
    expect(() => readOffers()).toThrowError(/offers\/a\.md: \(body\): text below the frontmatter is not shown/);
  });

  it("format dates as SPEC's posts do", () => {
    expect(formatOfferDate("2026-03-07")).toBe("March 07, 2026");
    expect(formatOfferDate("not a date")).toBe("not a date");
  });
});

describe("page and gallery files", () => {
  it("require {text} in the search messages", () => {
    const page = fs.readFileSync(path.join(realContent, "pages/offers.md"), "utf8").replace(
      `noResults: 'No results found for "{text}"'`,
      `noResults: "No results found"`,
    ).replace(/src: media\/\S+/g, "src: media/a.jpg");
    expect(problems(write("pages/offers.md", page), offersPageSchema)).toEqual([
      "pages/offers.md: search.noResults: must contain {text}, where the searched words go",
    ]);
  });

  it("name a gallery image without a title or alt text", () => {
    const abs = write("gallery/images.md", "---\nimages:\n  - src: media/a.jpg\n    alt: A\n  - src: media/a.jpg\n    title: T\n    caption: C\n---\n");
    expect(problems(abs, galleryFileSchema)).toMatchInlineSnapshot(`
      [
        "gallery/images.md: images[0].title: is required but missing",
        "gallery/images.md: images[1].alt: is required but missing",
        "gallery/images.md: images[1]: unknown field "caption" (check the spelling)",
      ]
    `);
  });
});
