import { describe, expect, it } from "vitest";
import { matchesQuery, NO_DESCRIPTION, postCard, projectCard, searchMessage, TITLE_FALLBACK, type CardSource } from "./cards";
import { GENERIC_EXCERPT } from "../../lib/text";
import { articleView, detailPageTitle, faqItemView, metaDescription, NOT_FOUND_TEXT, portfolioItemView } from "./views";

const image = { src: "/x.jpg", alt: "x" };
const record = (over: Partial<CardSource> = {}): CardSource => ({
  id: 7,
  slug: "warm-minimalism",
  date: "2025-09-05T10:30:00",
  title: "Warm Minimalism &#8211; A Guide",
  excerpt: "<p>Soft textures &amp; natural light.</p>",
  content: "<p>Body paragraph.</p>",
  author: "Olivia Chen",
  categories: [3],
  ...over,
});
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(" ");

describe("blog cards", () => {
  it("show date, author, title and excerpt, linking to /blog/{slug}", () => {
    expect(postCard(record(), { teamName: "Studio Team", image })).toMatchObject({
      href: "/blog/warm-minimalism",
      title: "Warm Minimalism – A Guide",
      date: "September 05, 2025",
      author: "Olivia Chen",
      excerpt: "Soft textures & natural light.",
    });
  });
  it("default the author to the team name, the excerpt to the first paragraph then the generic sentence", () => {
    const noAuthor = postCard(record({ author: null }), { teamName: "Studio Team", image });
    expect(noAuthor.author).toBe("Studio Team");
    expect(postCard(record({ excerpt: "" , content: "<h2>Hi</h2><p>First para.</p>" }), { teamName: "T", image }).excerpt).toBe("First para.");
    expect(postCard(record({ excerpt: "", content: "" }), { teamName: "T", image }).excerpt).toBe(GENERIC_EXCERPT);
  });
  it("cut excerpts at 25 words with an ellipsis", () => {
    const card = postCard(record({ excerpt: `<p>${words(40)}</p>` }), { teamName: "T", image });
    expect(card.excerpt).toBe(`${words(25)}...`);
  });
  it("fall back to SPEC's Design Insights for a post without a title, and link by id when there is no slug", () => {
    const card = postCard(record({ title: "", slug: "" }), { teamName: "T", image });
    expect(card.title).toBe(TITLE_FALLBACK.post);
    expect(card.title).toBe("Design Insights");
    expect(card.href).toBe("/blog/7");
    expect(postCard(record({ title: "<em> </em>&nbsp;" }), { teamName: "T", image }).title).toBe("Design Insights");
  });
  it("show the raw date when it cannot be formatted", () => {
    expect(postCard(record({ date: "not a date" }), { teamName: "T", image }).date).toBe("not a date");
  });
});

describe("portfolio cards", () => {
  it("fall back to Untitled Project and No description available", () => {
    const card = projectCard(record({ title: "", excerpt: "", content: "" }), { image });
    expect(card.title).toBe(TITLE_FALLBACK.portfolio);
    expect(card.title).toBe("Untitled Project");
    expect(card.description).toBe(NO_DESCRIPTION);
    expect(card.description).toBe("No description available");
  });
  it("clean descriptions to letters, digits, whitespace and . , ! ? \" ' - and cut at 25 words", () => {
    expect(projectCard(record({ excerpt: "<p>Walnut &amp; stone (2024): 100% custom!</p>" }), { image }).description).toBe("Walnut stone 2024 100 custom!");
    expect(projectCard(record({ excerpt: `<p>${words(30)}</p>` }), { image }).description).toBe(`${words(25)}...`);
  });
  it("home's Featured Projects use 50 words and the title Featured Project", () => {
    const card = projectCard(record({ title: "", excerpt: `<p>${words(60)}</p>` }), { image, words: 50, titleFallback: TITLE_FALLBACK.homeProject });
    expect(card.title).toBe("Featured Project");
    expect(card.description).toBe(`${words(50)}...`);
    expect(card.href).toBe("/portfolio/warm-minimalism");
  });
});

describe("search", () => {
  it("matches title or excerpt case-insensitively; blank matches everything", () => {
    const card = postCard(record(), { teamName: "T", image });
    expect(matchesQuery(card.searchText, "WARM")).toBe(true);
    expect(matchesQuery(card.searchText, "natural light")).toBe(true);
    expect(matchesQuery(card.searchText, "soft textures & natural")).toBe(true);
    expect(matchesQuery(card.searchText, "Body paragraph")).toBe(false);
    expect(matchesQuery(card.searchText, "   ")).toBe(true);
  });
  it("uses SPEC's messages", () => {
    expect(searchMessage(" kitchen ", 2)).toBe('Showing results for "kitchen"');
    expect(searchMessage("zebra", 0)).toBe('No results found for "zebra"');
  });
});

describe("detail views", () => {
  it("article titles keep letters, digits and spaces; author defaults to the team", () => {
    const v = articleView(record({ title: "Don&#8217;t Skip the Mock-Up!", author: null }), { teamName: "Studio Team", image: null });
    expect(v.title).toBe("Dont Skip the Mock Up");
    expect(v.author).toBe("Studio Team");
    expect(v.date).toBe("September 05, 2025");
  });
  it("portfolio items default their title", () => {
    expect(portfolioItemView(record({ title: "" }), { teamName: "T", image: null, attachments: [] }).title).toBe("Untitled Project");
  });
  it("FAQ entries without a title or content cannot be shown", () => {
    expect(faqItemView(record({ title: "" }))).toBeNull();
    expect(faqItemView(record({ content: "<p> </p>" }))).toBeNull();
    expect(faqItemView(record({ title: "<b>Do you&nbsp;handle permits?</b>" }))?.title).toBe("Do you handle permits?");
  });
  it("has SPEC's not-found texts", () => {
    expect(NOT_FOUND_TEXT).toEqual({
      posts: "Sorry, we couldn't find this article.",
      portfolio: "Sorry, we couldn't find this portfolio item.",
      faq: "Sorry, we couldn't find this FAQ.",
    });
  });
  it("meta descriptions are plain text of about 160 characters", () => {
    expect(metaDescription({ excerpt: `<p>${words(60)}</p>`, content: "" }, "fallback").length).toBeLessThanOrEqual(160);
    expect(metaDescription({ excerpt: "", content: "" }, "fallback")).toBe("fallback");
    // The cut falls right after a whole sentence (155 characters, then " More…"): it ends with that sentence, not "needs....".
    const sentence = `${"Calm ".repeat(23)}rooms; we add only what each room needs.`;
    expect(metaDescription({ excerpt: "", content: `<p>${sentence} More words follow here.</p>` }, "fallback")).toBe(sentence);
    // The cut falls right after a comma: "..." alone, not ",...".
    const list = `${"Bring ".repeat(21)}photos, plans, a rough range,`;
    expect(metaDescription({ excerpt: "", content: `<p>${list} even if it is only a starting point.</p>` }, "fallback")).toBe(`${list.slice(0, -1)}...`);
    // After an abbreviation, a dash or a closing quote (each cut right after it: 155 characters,
    // then " More…"; plain text has ASCII quotes): no sentence's end, and no stray mark before "...".
    for (const [tail, ending] of [[" by Dr.", " by Dr..."], [" —", "..."], [" “why?”", " \"why..."]] as const) {
      const fill = 155 - "rooms".length - tail.length;
      const head = `${"Calm ".repeat(Math.floor(fill / 5))}${"o".repeat(fill % 5)}rooms`;
      expect(`${head}${tail}`).toHaveLength(155);
      expect(metaDescription({ excerpt: "", content: `<p>${head}${tail} More words follow here.</p>` }, "fallback"), tail).toBe(`${head}${ending}`);
    }
  });
});

describe("untitled records", () => {
  it("an article without a title is headed and titled Design Insights", () => {
    expect(articleView(record({ title: "" }), { teamName: "T", image: null }).title).toBe("Design Insights");
    expect(articleView(record({ title: "&#8212; !" }), { teamName: "T", image: null }).title).toBe("Design Insights");
    expect(detailPageTitle("posts", "")).toBe("Design Insights");
    expect(detailPageTitle("portfolio", "")).toBe("Untitled Project");
    expect(detailPageTitle("faq", "")).toBe("FAQ");
    expect(detailPageTitle("posts", "Warm &amp; Bright")).toBe("Warm & Bright");
  });
});

describe("which collection a detail page belongs to (one route module for the three)", () => {
  it("reads the collection from the address, whatever its case, as React Router matches it", async () => {
    const { collectionAt } = await import("./table");
    expect(collectionAt("/blog/warm-minimalism")).toBe("posts");
    expect(collectionAt("/Portfolio/lorne-park")).toBe("portfolio");
    expect(collectionAt("/FAQ/how-long")).toBe("faq");
    expect(() => collectionAt("/blogs/x")).toThrow("/blogs/x is no collection's page");
  });
});
