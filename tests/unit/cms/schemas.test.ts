/**
 * zod schemas at both ends of the snapshot: raw WordPress records (required
 * versus defaulted fields, problems with endpoint, record and field) and the
 * on-disk format the build validates.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { decodeSlug, toCmsRecord } from "../../../app/cms/normalise";
import { createSanitizer } from "../../../app/cms/sanitize";
import { cmsMediaSitePath, cmsPostsFileSchema, cmsRecordSchema, cmsSnapshotSchema } from "../../../app/cms/snapshot-schema";
import { formatRecordProblem, parseWpRecord } from "../../../app/cms/wp-schemas";

const sanitizer = createSanitizer(new JSDOM("").window as unknown as Parameters<typeof createSanitizer>[0]);
const ok = { id: 7, slug: "oak-kitchen", date: "2025-09-05T10:30:00", title: { rendered: "Oak" }, content: { rendered: "<p>x</p>", protected: false } };

describe("raw WordPress records", () => {
  it("accepts a record with only id, slug and date; the rest gets fallbacks", () => {
    const out = parseWpRecord({ id: 1, slug: "a", date: "2025-01-01T00:00:00" }, "/posts", 0);
    expect(out.problems).toEqual([]);
    const rec = toCmsRecord(out.value!, sanitizer, "/posts");
    expect(rec.value).toEqual({ id: 1, slug: "a", date: "2025-01-01T00:00:00", modified: "2025-01-01T00:00:00", title: "", excerpt: "", content: "", categories: [], featuredImage: null, author: null });
  });

  it("keeps WordPress's feed id (guid) as WordPress wrote it, and only a plain http(s) address (decision 230)", () => {
    const guid = (g: unknown) => toCmsRecord(parseWpRecord({ ...ok, guid: { rendered: g } }, "/posts", 0).value!, sanitizer, "/posts").value?.guid;
    expect(guid("http://www.studio.example/?p=7")).toBe("http://www.studio.example/?p=7");
    expect(guid("https://cms.example.com/blog/?post_type=portfolio&p=9")).toBe("https://cms.example.com/blog/?post_type=portfolio&p=9");
    for (const bad of ["javascript:alert(1)", "http://x.example/a b", `http://x.example/${"a".repeat(600)}`, "not a url", ""]) expect(guid(bad), bad).toBeUndefined();
    expect(cmsRecordSchema.safeParse({ ...toCmsRecord(parseWpRecord(ok, "/posts", 0).value!, sanitizer, "/posts").value, guid: "ftp://x/" }).success).toBe(false);
  });

  it("leaves out records missing a required field, naming endpoint, record and field", () => {
    const probs = [
      parseWpRecord({ ...ok, slug: undefined }, "/posts", 3),
      parseWpRecord({ ...ok, id: "7" }, "/faq", 0),
      parseWpRecord({ ...ok, date: "05/09/2025" }, "/portfolio", 0),
      parseWpRecord("nonsense", "/posts", 4),
    ];
    expect(probs.map((p) => p.value)).toEqual([null, null, null, null]);
    expect(probs.flatMap((p) => p.problems.map(formatRecordProblem))).toMatchInlineSnapshot(`
      [
        "/posts id 7: slug: is required but missing (record left out)",
        "/faq item 1 (slug "oak-kitchen"): id: expected a number, got text (record left out)",
        "/portfolio id 7 (slug "oak-kitchen"): date: must be a WordPress date like 2025-09-05T10:30:00 (record left out)",
        "/posts item 5: (file): expected a group of fields, got text (record left out)",
      ]
    `);
  });

  it("keeps a record whose optional field is wrong, dropping just that field", () => {
    const out = parseWpRecord({ ...ok, title: { rendered: 42 }, categories: ["x"] }, "/posts", 0);
    expect(out.value).toMatchObject({ id: 7, slug: "oak-kitchen" });
    expect(out.value).not.toHaveProperty("title");
    expect(out.problems.map(formatRecordProblem)).toEqual([
      '/posts id 7 (slug "oak-kitchen"): title.rendered: expected text, got a number (fallback used)',
      '/posts id 7 (slug "oak-kitchen"): categories[0]: expected a number, got text (fallback used)',
    ]);
  });

  it("leaves out password-protected records", () => {
    const rec = toCmsRecord(parseWpRecord({ ...ok, content: { rendered: "", protected: true } }, "/posts", 0).value!, sanitizer, "/posts");
    expect(rec.value).toBeNull();
    expect(rec.problems.map(formatRecordProblem)).toEqual(['/posts id 7 (slug "oak-kitchen"): content.protected: password-protected (record left out)']);
  });

  it("decodes percent-encoded slugs, refusing ones that cannot be a URL segment", () => {
    expect(decodeSlug("caf%c3%a9-lounge")).toBe("café-lounge");
    expect(decodeSlug("%e4%b8%ad%e6%96%87")).toBe("中文");
    expect(decodeSlug("bad%zz")).toBeNull();
    expect(decodeSlug("a%2fb")).toBeNull();
    expect(decodeSlug("100%25-cotton")).toBeNull();
    expect(decodeSlug("..")).toBeNull();
    // Control and format characters would reach file names and URLs unseen.
    for (const hostile of ["a%01b", "a%7fb", "a%e2%80%8eb", "a%c2%85b"]) expect(decodeSlug(hostile), hostile).toBeNull();
    expect(decodeSlug("a".repeat(201))).toBeNull();
    expect(decodeSlug("a".repeat(200))).toBe("a".repeat(200));
  });
});

describe("on-disk snapshot format", () => {
  const record = { id: 7, slug: "oak-kitchen", date: "2025-09-05T10:30:00", modified: "2025-09-05T10:30:00", title: "Oak", excerpt: "", content: "", categories: [2], featuredImage: { src: "cms/media/3f9a1c0b2e4d5a6f.jpg", alt: "" }, author: null };

  it("accepts a valid record and rejects remote or mistyped image paths", () => {
    expect(cmsRecordSchema.safeParse(record).success).toBe(true);
    expect(cmsRecordSchema.safeParse({ ...record, featuredImage: { src: "https://cms.example.com/x.jpg", alt: "" } }).success).toBe(false);
    expect(cmsRecordSchema.safeParse({ ...record, featuredImage: { src: "cms/media/x.gif", alt: "" } }).success).toBe(false);
    expect(cmsRecordSchema.safeParse({ ...record, extra: 1 }).success).toBe(false);
    expect(cmsMediaSitePath("cms/media/3f9a1c0b2e4d5a6f.jpg")).toBe("/_cms/media/3f9a1c0b2e4d5a6f.jpg");
  });

  it("requires lists sorted by date descending then id, with unique slugs", () => {
    const a = { ...record, id: 1, slug: "a" };
    const b = { ...record, id: 2, slug: "b" };
    const older = { ...record, id: 3, slug: "c", date: "2024-01-01T00:00:00" };
    expect(cmsPostsFileSchema.safeParse([a, b, older]).success).toBe(true);
    expect(cmsPostsFileSchema.safeParse([b, a]).success).toBe(false);
    expect(cmsPostsFileSchema.safeParse([older, a]).success).toBe(false);
    expect(cmsPostsFileSchema.safeParse([a, { ...b, slug: "a" }]).success).toBe(false);
  });

  it("validates meta (schema version, hash, counts)", () => {
    const meta = { schemaVersion: 1, source: "https://cms.example.com/blog/wp-json/wp/v2", generatedAt: "2025-09-06T12:00:00.000Z", contentHash: "a".repeat(64), counts: { posts: 0, portfolio: 0, faq: 0, categories: 0, media: 0 } };
    expect(cmsSnapshotSchema.safeParse({ posts: [], portfolio: [], faq: [], categories: [], media: [], meta }).success).toBe(true);
    expect(cmsSnapshotSchema.safeParse({ posts: [], portfolio: [], faq: [], categories: [], media: [], meta: { ...meta, schemaVersion: 2 } }).success).toBe(false);
  });
});
