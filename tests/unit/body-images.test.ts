import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeHtml, type NodeHtml } from "../../scripts/snapshot/html";
import { BODY_IMAGE_SIZES, responsiveBodyImages } from "../../app/features/collections/body-images.server";

// A picture the snapshot downloaded (content/cms/media), as the sanitiser writes it into a body.
const file = fs.readdirSync(path.resolve("content/cms/media")).find((f) => /^[a-f0-9]{16}\.jpg$/.test(f))!;
const IMG = `<img src="/_cms/media/${file}" alt="A kitchen &quot;before&quot;" class="wp-image-7" width="1280" height="800" loading="lazy" decoding="async">`;

describe("pictures in a WordPress body (decision 179)", () => {
  it("become responsive AVIF and WebP pictures sized for the article column, keeping their alt text, class and lazy loading", async () => {
    const html = await responsiveBodyImages(`<figure class="wp-block-image">${IMG}<figcaption>Before</figcaption></figure>`);
    const picture = /<picture>(.*)<\/picture>/.exec(html)?.[1];
    expect(picture, html).toBeDefined();
    const [avif, webp] = [...picture!.matchAll(/<source type="image\/(avif|webp)" srcset="([^"]+)" sizes="([^"]+)">/g)];
    expect(avif![1]).toBe("avif");
    expect(webp![1]).toBe("webp");
    for (const s of [avif!, webp!]) {
      expect(s[3]).toBe(BODY_IMAGE_SIZES);
      const widths = s[2]!.split(", ").map((c) => Number(/ (\d+)w$/.exec(c)![1]));
      expect(widths[0]).toBe(400);
      expect(Math.max(...widths)).toBeLessThanOrEqual(1600);
      expect(s[2]).toMatch(/^\/_img\//);
    }
    const img = /<img [^>]+>/.exec(picture!)![0];
    expect(img).toMatch(/ src="\/_img\/[^"]+\.webp"/);
    expect(img).toContain(' alt="A kitchen &quot;before&quot;"');
    expect(img).toContain(' class="wp-image-7"');
    expect(img).toContain(' loading="lazy"');
    expect(img).not.toContain("/_cms/media/");
    expect(html).toContain("<figcaption>Before</figcaption></figure>");
  });

  it("leaves other pictures as they are: another host's, a missing file, one outside the media folder", async () => {
    const others = [
      '<img src="https://images.example.com/a.jpg" alt="Elsewhere">',
      '<img src="/_cms/media/0000000000000000.jpg" alt="Gone">',
      '<img src="/_img/kitchen-01-abc.webp" alt="Already a variant">',
      '<img src="/_cms/media/../../secrets.jpg" alt="Outside">',
    ];
    for (const tag of others) expect(await responsiveBodyImages(`<p>${tag}</p>`)).toBe(`<p>${tag}</p>`);
    expect(await responsiveBodyImages("<p>No pictures</p>")).toBe("<p>No pictures</p>");
  });

  describe("with the sanitiser's own output", () => {
    let sanitiser: NodeHtml;
    beforeAll(async () => {
      sanitiser = await createNodeHtml();
    });
    afterAll(() => sanitiser?.close());

    it("reads a tag to its real end: a > or a tag written inside an attribute stays text, never markup", async () => {
      // The serializer leaves < and > in attribute values as they are.
      const body = sanitiser.html(`<p><img src="/_cms/media/${file}" alt="Before &gt; after&gt;&lt;iframe src=https://evil.net&gt;" class="wp-image-7"></p>`);
      expect(body).toContain('alt="Before > after><iframe src=https://evil.net>"');
      const out = await responsiveBodyImages(body);
      const doc = new JSDOM(`<body>${out}</body>`).window.document;
      expect(doc.querySelectorAll("iframe")).toHaveLength(0);
      expect(doc.querySelectorAll("picture > img")).toHaveLength(1);
      expect(doc.querySelector("img")!.getAttribute("alt")).toBe("Before > after><iframe src=https://evil.net>");
      expect(doc.body.textContent).toBe("");
    });

    it("keeps the width and height WordPress gave a picture shown smaller than the column, and sizes it so", async () => {
      const out = await responsiveBodyImages(sanitiser.html(`<img src="/_cms/media/${file}" alt="Small" width="300" height="188">`));
      const img = new JSDOM(`<body>${out}</body>`).window.document.querySelector("picture > img")!;
      expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("sizes")]).toEqual(["300", "188", "(min-width: 340px) 300px, 100vw"]);
    });
  });
});
