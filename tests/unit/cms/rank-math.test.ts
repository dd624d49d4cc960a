/**
 * Rank Math's SEO fields (scripts/snapshot/rank-math.ts, decision 113): the head HTML its
 * headless endpoint `rankmath/v1/getHead` answers → Yoast's shape → the same checks as Yoast's
 * (app/cms/seo-fields.ts): the five fields, one problem per bad field, no markup kept, Yoast first.
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCmsRecord } from "~/cms/normalise";
import type { WpRecord } from "~/cms/wp-schemas";
import { createNodeHtml, type NodeHtml } from "../../../scripts/snapshot/html";
import { rankMathFields } from "../../../scripts/snapshot/rank-math";

let html: NodeHtml;
beforeAll(async () => {
  html = await createNodeHtml();
});
afterAll(() => html?.close());
const parser = new new JSDOM("").window.DOMParser();

/** What Rank Math 1.0 prints for a post (its head, trimmed), as getHead's `head` carries it. */
const HEAD = `<title>Kitchen Islands That Work - Maple &amp; Mortar</title>
<meta name="description" content="How to size, light and seat a kitchen island."/>
<meta name="robots" content="follow, noindex"/>
<link rel="canonical" href="https://cms.example.com/2025/07/kitchen-islands/" />
<meta property="og:locale" content="en_US" />
<meta property="og:title" content="Kitchen Islands That Work" />
<meta property="og:image" content="https://cms.example.com/wp-content/uploads/2025/07/island.jpg" />
<meta property="og:image" content="https://cms.example.com/wp-content/uploads/2025/07/second.jpg" />
<script type="application/ld+json" class="rank-math-schema">{"@context":"https://schema.org"}</script>`;

const record = (extra: Partial<WpRecord>): WpRecord => ({ id: 7, slug: "kitchen-islands", date: "2025-07-01T10:00:00", link: "https://cms.example.com/2025/07/kitchen-islands/", ...extra });
function normalise(extra: Partial<WpRecord>) {
  const out = toCmsRecord(record(extra), html, "/posts");
  return { seo: out.value?.seo, problems: out.problems.map((p) => `${p.field}: ${p.message}`) };
}

describe("Rank Math's head → the record's SEO fields", () => {
  it("reads title, description, noindex, canonical and the first share image, nothing else", () => {
    expect(rankMathFields(HEAD, parser)).toEqual({
      title: "Kitchen Islands That Work - Maple & Mortar",
      description: "How to size, light and seat a kitchen island.",
      robots: { index: "noindex" },
      canonical: "https://cms.example.com/2025/07/kitchen-islands/",
      og_image: [{ url: "https://cms.example.com/wp-content/uploads/2025/07/island.jpg" }],
    });
    expect(rankMathFields('<meta name="robots" content="index, follow"/>', parser)).toEqual({ robots: { index: "index" } });
    expect(rankMathFields("", parser)).toEqual({});
  });

  it("takes the same path as Yoast's fields: sanitised, validated, one problem per bad field", () => {
    const { seo, problems } = normalise({ rankmath_head: rankMathFields(HEAD, parser) });
    expect(seo).toEqual({
      title: "Kitchen Islands That Work - Maple & Mortar",
      description: "How to size, light and seat a kitchen island.",
      canonical: "https://cms.example.com/2025/07/kitchen-islands/",
      noindex: true,
      image: "https://cms.example.com/wp-content/uploads/2025/07/island.jpg",
    });
    expect(problems).toEqual([]);
  });

  it("hostile head: a script in the title never survives, a javascript: image and a canonical that is no URL are one problem each", () => {
    const hostile = `<title>&lt;script&gt;alert(1)&lt;/script&gt;Islands<script>alert(2)</script></title>
      <meta name="description" content="<img src=x onerror=alert(3)>Plain words"/>
      <link rel="canonical" href="not a url"/>
      <meta property="og:image" content="javascript:alert(4)"/>`;
    const { seo, problems } = normalise({ rankmath_head: rankMathFields(hostile, parser) });
    expect(seo?.title).toBe("Islands");
    expect(JSON.stringify(seo)).not.toMatch(/alert|<script|onerror/);
    expect(seo?.description).toBe("Plain words");
    expect(problems).toEqual(["rankmath_head.canonical: not an absolute http(s) URL (ignored)", "rankmath_head.og_image[0].url: not an absolute http(s) URL (ignored)"]);
  });

  it("Yoast's fields win when a record has both", () => {
    const { seo } = normalise({ yoast_head_json: { title: "From Yoast" }, rankmath_head: { title: "From Rank Math" } });
    expect(seo).toEqual({ title: "From Yoast" });
  });
});
