import { describe, expect, it } from "vitest";
import {
  blogExcerpt,
  cleanArticleTitle,
  cleanPortfolioText,
  cleanSummary,
  displayTitle,
  formatPostDate,
  GENERIC_EXCERPT,
  truncateWords,
} from "./text";

describe("article titles keep letters, digits and spaces", () => {
  it.each([
    ["Don&#8217;t Miss These 5 Trends!", "Dont Miss These 5 Trends"],
    ["Don’t Miss These 5 Trends!", "Dont Miss These 5 Trends"],
    ["Caf&eacute;-Style Kitchens &#8211; What&#8217;s Trending in 2025?", "Café Style Kitchens Whats Trending in 2025"],
    ["Layered lighting: a room-by-room guide", "Layered lighting a room by room guide"],
    ["Non&#8209;toxic finishes for 2024&#8211;2025", "Non toxic finishes for 2024 2025"],
    ["Open‐plan — or not?", "Open plan or not"],
    ["Warm—minimal, cool–classic", "Warm minimal cool classic"],
    ["Trends - then and now -", "Trends then and now"],
    ["<em>Ökologische</em> Materialien &amp; Farben", "Ökologische Materialien Farben"],
    ["Small&nbsp;Spaces:&nbsp;Big Ideas", "Small Spaces Big Ideas"],
    ["日本の和室 &#8220;Wa&#8221; Rooms", "日本の和室 Wa Rooms"],
  ])("%s → %s", (input, expected) => {
    expect(cleanArticleTitle(input)).toBe(expected);
  });
});

describe("summaries keep basic punctuation", () => {
  it("decodes entities, removes tags, turns typographic marks into ASCII", () => {
    expect(cleanSummary("<p>Don&#8217;t &#8220;over-style&#8221; &#8212; keep it simple&hellip; &amp; warm.</p>")).toBe(
      `Don't "over-style" - keep it simple... & warm.`,
    );
  });
  it("drops other symbols but keeps letters of any script", () => {
    expect(cleanSummary("<p>Crème brûlée tones ★ for Ökologie™ rooms #design @studio</p>")).toBe("Crème brûlée tones for Ökologie rooms design studio");
  });
  it("removes scripts entirely", () => {
    expect(cleanSummary("Hello<script>alert(1)</script> world")).toBe("Hello world");
  });
});

describe("portfolio text keeps only . , ! ? \" ' -", () => {
  it("applies its narrower set", () => {
    expect(cleanPortfolioText("<p>A 1,200 sq.ft loft &#8211; open &amp; bright (2024): “lovely”; 100% done!</p>")).toBe(
      `A 1,200 sq.ft loft - open bright 2024 "lovely" 100 done!`,
    );
  });
});

describe("excerpts", () => {
  it("cuts at 25 words with an ellipsis, and not when shorter", () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i + 1}`).join(" ");
    expect(truncateWords(words, 25)).toBe(`${Array.from({ length: 25 }, (_, i) => `w${i + 1}`).join(" ")}...`);
    expect(truncateWords("one two three", 25)).toBe("one two three");
    expect(truncateWords("a b c, d", 3)).toBe("a b c...");
  });
  it("falls back to the first paragraph, then to the generic sentence", () => {
    expect(blogExcerpt("", "<h2>Intro</h2><p></p><p>First real paragraph.</p><p>Second.</p>")).toBe("First real paragraph.");
    expect(blogExcerpt("", "")).toBe(GENERIC_EXCERPT);
    expect(blogExcerpt("<p>The excerpt&#8230;</p>", "<p>Body</p>")).toBe("The excerpt...");
  });
});

describe("dates", () => {
  it('formats as "MMMM dd, yyyy"', () => {
    expect(formatPostDate("2025-09-05T10:30:00")).toBe("September 05, 2025");
  });
  it("shows the raw value when it cannot be parsed", () => {
    expect(formatPostDate("sometime in May")).toBe("sometime in May");
  });
});

describe("display titles", () => {
  it("decode entities and drop tags but keep punctuation", () => {
    expect(displayTitle("Caf&eacute; <b>Kitchens</b> &#8211; What&#8217;s New?")).toBe("Café Kitchens – What’s New?");
  });
});
