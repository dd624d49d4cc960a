import { describe, expect, it } from "vitest";
import { splitPages } from "../../scripts/build/split-pages";

// Decision 157: the last worker renders fewer pages, by the search index's share, so that it ends
// first and the index runs on its core while the others finish.
describe("the pages each prerender worker renders", () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `/blog/p${i}`);

  it("gives each page to one worker, in turn, the last one `lighter` fewer than each other", () => {
    const lists = splitPages(pages(10_000), 2, 1_000);
    expect(lists.map((l) => l.length)).toEqual([5_500, 4_500]);
    expect(lists.flat().sort()).toEqual(pages(10_000).sort());
    expect(lists[1]!.slice(0, 3)).toEqual(["/blog/p1", "/blog/p3", "/blog/p5"]);
    expect(splitPages(pages(10_000), 4, 1_000).map((l) => l.length)).toEqual([2_750, 2_750, 2_750, 1_750]);
  });

  it("splits evenly with nothing to spare, and gives a lone worker every page", () => {
    expect(splitPages(pages(9), 2).map((l) => l.length)).toEqual([5, 4]);
    expect(splitPages(pages(9), 1, 500)).toEqual([pages(9)]);
  });

  it("leaves the last worker no page when its share is more than it would have", () => {
    const lists = splitPages(pages(10), 2, 50);
    expect(lists.map((l) => l.length)).toEqual([10, 0]);
  });
});
