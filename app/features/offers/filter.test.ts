import { describe, expect, it } from "vitest";
import { filterOffers, resultsMessage } from "./filter";

const offers = [
  { slug: "spring", title: "Spring Sale: 25% Off Living Room Sets", excerpt: "Refresh the room you live in most." },
  { slug: "bedroom", title: "Bedroom Bundle: Save $300", excerpt: "A bed frame, two nightstands and a dresser." },
  { slug: "bogo", title: "Buy One, Get One on Home Accessories", excerpt: "Cushions, throws, vases and lamps." },
];
const templates = { showingResults: 'Showing results for "{text}"', noResults: 'No results found for "{text}"' };
const slugs = (q: string) => filterOffers(offers, q).map((o) => o.slug);

describe("offers filter (SPEC: case-insensitive over title or excerpt, blank shows all)", () => {
  it("shows every offer, in order, for a blank search", () => {
    expect(slugs("")).toEqual(["spring", "bedroom", "bogo"]);
    expect(slugs("   ")).toEqual(["spring", "bedroom", "bogo"]);
  });

  it("matches the title or the excerpt, ignoring case", () => {
    expect(slugs("SPRING")).toEqual(["spring"]);
    expect(slugs("nightSTANDS")).toEqual(["bedroom"]);
    expect(slugs("room")).toEqual(["spring", "bedroom"]);
    expect(slugs("  lamps ")).toEqual(["bogo"]);
  });

  it("takes the text literally (no pattern syntax)", () => {
    expect(slugs("$300")).toEqual(["bedroom"]);
    expect(slugs("25%")).toEqual(["spring"]);
    expect(slugs(".*")).toEqual([]);
  });

  it("finds nothing for words in neither field", () => {
    expect(slugs("wallpaper")).toEqual([]);
    expect(slugs("spring-sale")).toEqual([]);
  });
});

describe("results message", () => {
  it("is SPEC's text with the trimmed search, or nothing for a blank search", () => {
    expect(resultsMessage("Spring ", 1, templates)).toBe('Showing results for "Spring"');
    expect(resultsMessage("wallpaper", 0, templates)).toBe('No results found for "wallpaper"');
    expect(resultsMessage("", 3, templates)).toBeNull();
    expect(resultsMessage("  ", 3, templates)).toBeNull();
  });

  it("quotes the text as typed, even with replacement patterns in it", () => {
    expect(resultsMessage("$& $1 $$", 0, templates)).toBe('No results found for "$& $1 $$"');
  });
});
