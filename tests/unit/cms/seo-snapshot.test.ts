/**
 * SEO fields through a whole snapshot run (decision 112): a fixture WordPress that sends Yoast's
 * `yoast_head_json` → posts.json keeps tag-free text, the share image as a stored copy, a canonical
 * naming the record's own permalink as its site path; a bad field is one warning, the run succeeds.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsPostsFileSchema, type CmsRecord } from "../../../app/cms/snapshot-schema";
import type { WpServer } from "../../fixtures/wp-server/server";
import { FAST, readJson, runCli, startSite, tmpDir, type CliRun } from "./helpers";

const DATE = "2025-07-01T09:00:00";
let server: WpServer;
let out: string;
let run: CliRun;

beforeAll(async () => {
  server = await startSite({
    users: [{ id: 1, name: "Studio Editor", slug: "editor" }],
    categories: [{ id: 2, slug: "kitchens", name: "Kitchens" }],
    media: [{ id: 1, slug: "island", title: "Island", file: "2025/07/island.jpg", date: DATE, width: 64, height: 48 }],
    posts: [
      {
        id: 10,
        slug: "islands",
        date: DATE,
        title: "Islands",
        excerpt: "Derived.",
        content: "<p>Body.</p>",
        yoast: {
          title: '<script>alert("x")</script>Kitchen Islands That Work | Studio',
          description: "Set in Yoast.",
          canonical: "{{link}}",
          robots: { index: "noindex", follow: "follow" },
          og_image: [{ url: "{{uploads}}/2025/07/island.jpg", width: 64, height: 48 }],
        },
      },
      { id: 11, slug: "plain", date: "2025-06-01T09:00:00", title: "Plain", excerpt: "No Yoast here.", content: "<p>Plain.</p>" },
      {
        id: 12,
        slug: "bad-fields",
        date: "2025-05-01T09:00:00",
        title: "Bad Fields",
        content: "<p>x</p>",
        yoast: { title: "Kept Title", description: 5, canonical: "https://elsewhere.example.org/bad-fields/", og_image: [{ url: "{{uploads}}/2025/07/missing.jpg" }] },
      },
    ],
    portfolio: [{ id: 20, slug: "a-project", date: DATE, title: "A Project", content: "<p>P.</p>" }],
    faq: [{ id: 30, slug: "a-question", date: DATE, title: "A question?", content: "<p>A.</p>" }],
  });
  out = path.join(tmpDir(), "cms");
  run = await runCli(["--cms", server.url, "--out", out, ...FAST]);
});

afterAll(async () => {
  await server?.close();
});

describe("a snapshot of a WordPress with Yoast", () => {
  it("succeeds, with one warning per unusable SEO field", () => {
    expect(run.code, run.stderr).toBe(0);
    const seoWarnings = run.stderr.split("\n").filter((l) => /yoast_head_json|SEO /.test(l));
    expect(seoWarnings).toEqual([
      'warning: /posts id 12 (slug "bad-fields"): yoast_head_json.description: Invalid input: expected string, received number (ignored)',
      `warning: posts id 12 (slug "bad-fields"): SEO image ${server.url.replace(/\/wp-json.*$/, "")}/wp-content/uploads/2025/07/missing.jpg was not stored (ignored)`,
    ]);
  });

  it("keeps the fields as the build reads them: tag-free text, a stored image, the canonical as a site path", () => {
    const posts = cmsPostsFileSchema.parse(readJson<CmsRecord[]>(path.join(out, "posts.json")));
    const media = readJson<{ url: string; file: string }[]>(path.join(out, "media.json"));
    const island = media.find((m) => m.url.endsWith("/2025/07/island.jpg"))!;
    expect(posts.map((p) => [p.slug, p.seo])).toEqual([
      ["islands", { title: "Kitchen Islands That Work | Studio", description: "Set in Yoast.", canonical: "/blog/islands", noindex: true, image: `cms/media/${island.file}` }],
      ["plain", undefined],
      ["bad-fields", { title: "Kept Title", canonical: "https://elsewhere.example.org/bad-fields/" }],
    ]);
  });
});
