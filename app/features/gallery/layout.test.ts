import { describe, expect, it } from "vitest";
import { blocksOnPage, fill, pageCount, parsePage, toBlocks } from "./layout";

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("gallery blocks (SPEC: blocks of 5, numbered from 0 across the gallery)", () => {
  it("alternates large-left and large-right, and makes a short final block a plain grid", () => {
    const blocks = toBlocks(items(43));
    expect(blocks.map((b) => b.layout)).toEqual([
      "large-left", "large-right", "large-left", "large-right", "large-left", "large-right", "large-left", "large-right", "grid",
    ]);
    expect(blocks.map((b) => b.start)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(blocks.at(-1)!.items).toEqual([40, 41, 42]);
  });

  it("has no grid block when the count is a multiple of five", () => {
    expect(toBlocks(items(10)).map((b) => b.layout)).toEqual(["large-left", "large-right"]);
    expect(toBlocks(items(3)).map((b) => b.layout)).toEqual(["grid"]);
    expect(toBlocks([])).toEqual([]);
  });

  it("puts three blocks on a page, numbering continuing across pages", () => {
    const blocks = toBlocks(items(43));
    expect(pageCount(43)).toBe(3);
    expect(blocksOnPage(blocks, 1).map((b) => b.index)).toEqual([0, 1, 2]);
    expect(blocksOnPage(blocks, 2).map((b) => b.layout)).toEqual(["large-right", "large-left", "large-right"]);
    expect(blocksOnPage(blocks, 3).map((b) => b.layout)).toEqual(["large-left", "large-right", "grid"]);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(46)).toBe(4);
    expect(pageCount(0)).toBe(1);
  });
});

describe("?page= parsing", () => {
  it("keeps the page between 1 and the page count", () => {
    expect(parsePage(null, 3)).toBe(1);
    expect(parsePage("2", 3)).toBe(2);
    expect(parsePage("3", 3)).toBe(3);
    expect(parsePage("99", 3)).toBe(3);
    expect(parsePage("0", 3)).toBe(1);
  });

  it("treats anything but a whole number as page 1", () => {
    for (const v of ["", "abc", "-2", "1.5", "2e1", "0x2"]) expect(parsePage(v, 3), v).toBe(1);
  });
});

describe("fill", () => {
  it("replaces known placeholders and leaves others", () => {
    expect(fill("Images {from}–{to} of {total}", { from: 1, to: 5, total: 43 })).toBe("Images 1–5 of 43");
    expect(fill("Page {page} of {pages}", { page: 2 })).toBe("Page 2 of {pages}");
  });
});
