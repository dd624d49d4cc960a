import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_IMAGE_SIZES, responsiveBodyImages } from "./body-images.server";

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
});
