/**
 * WordPress's GMT times through the snapshot (decision 184): `date_gmt` / `modified_gmt` are
 * optional in the REST record (absent, null or the zero date of a draft: none, no warning; a bad
 * value: one warning, the record kept), stored as `dateGmt` / `modifiedGmt`, optional on disk
 * (an older snapshot without them still validates), and sent by the test WordPress in its zone.
 */
import fs from "node:fs";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCmsRecord } from "../../../app/cms/normalise";
import { createSanitizer } from "../../../app/cms/sanitize";
import { cmsPortfolioFileSchema, cmsPostsFileSchema, cmsRecordSchema } from "../../../app/cms/snapshot-schema";
import { formatRecordProblem, parseWpRecord } from "../../../app/cms/wp-schemas";
import { startWpServer, type WpServer } from "../../fixtures/wp-server/server";

const sanitizer = createSanitizer(new JSDOM("").window as unknown as Parameters<typeof createSanitizer>[0]);
const base = { id: 7, slug: "oak-kitchen", date: "2026-10-27T10:00:00", modified: "2026-11-03T08:15:00" };

/** The WordPress record `raw` as the snapshot stores it, and the problems on the way. */
function stored(raw: Record<string, unknown>) {
  const parsed = parseWpRecord(raw, "/posts", 0);
  const rec = toCmsRecord(parsed.value!, sanitizer, "/posts");
  return { value: rec.value!, problems: [...parsed.problems, ...rec.problems].map(formatRecordProblem) };
}

describe("date_gmt and modified_gmt from WordPress", () => {
  it("are kept as dateGmt and modifiedGmt, next to the local times", () => {
    const { value, problems } = stored({ ...base, date_gmt: "2026-10-27T14:00:00", modified_gmt: "2026-11-03T13:15:00" });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ date: "2026-10-27T10:00:00", dateGmt: "2026-10-27T14:00:00", modified: "2026-11-03T08:15:00", modifiedGmt: "2026-11-03T13:15:00" });
    expect(Object.keys(value).slice(0, 6)).toEqual(["id", "slug", "date", "dateGmt", "modified", "modifiedGmt"]);
    expect(cmsRecordSchema.safeParse(value).success).toBe(true);
  });

  it("a record without them loads as before, with no GMT fields and no warning", () => {
    const { value, problems } = stored(base);
    expect(problems).toEqual([]);
    expect(value).not.toHaveProperty("dateGmt");
    expect(value).not.toHaveProperty("modifiedGmt");
  });

  it("null and WordPress's zero date (drafts) are none, without a warning", () => {
    const { value, problems } = stored({ ...base, date_gmt: null, modified_gmt: "0000-00-00T00:00:00" });
    expect(problems).toEqual([]);
    expect(value).not.toHaveProperty("dateGmt");
    expect(value).not.toHaveProperty("modifiedGmt");
  });

  it("without `modified`, modifiedGmt is the date's GMT, as modified is the date", () => {
    const { value } = stored({ id: 8, slug: "a", date: "2026-01-15T09:00:00", date_gmt: "2026-01-15T14:00:00" });
    expect(value).toMatchObject({ modified: "2026-01-15T09:00:00", dateGmt: "2026-01-15T14:00:00", modifiedGmt: "2026-01-15T14:00:00" });
  });

  it("a bad value is one warning and left out; the record and the other GMT time stay", () => {
    const wrongShape = stored({ ...base, date_gmt: "27/10/2026 14:00", modified_gmt: "2026-11-03T13:15:00" });
    expect(wrongShape.value).toMatchObject({ id: 7, date: "2026-10-27T10:00:00", modifiedGmt: "2026-11-03T13:15:00" });
    expect(wrongShape.value).not.toHaveProperty("dateGmt");
    expect(wrongShape.problems).toEqual(['/posts id 7 (slug "oak-kitchen"): date_gmt: must be a WordPress date like 2025-09-05T10:30:00 (fallback used)']);

    const wrongType = stored({ ...base, date_gmt: 1_793_109_600, modified_gmt: "2026-11-03T13:15:00" });
    expect(wrongType.value).toMatchObject({ id: 7, modifiedGmt: "2026-11-03T13:15:00" });
    expect(wrongType.problems).toHaveLength(1);

    // The right shape, but not this local time's GMT (days away, or not a real day).
    const farOff = stored({ ...base, date_gmt: "2026-10-29T14:00:00", modified_gmt: "2026-02-30T13:15:00" });
    expect(farOff.value).not.toHaveProperty("dateGmt");
    expect(farOff.value).not.toHaveProperty("modifiedGmt");
    expect(farOff.problems).toEqual([
      '/posts id 7 (slug "oak-kitchen"): date_gmt: "2026-10-29T14:00:00" is not the GMT time of "2026-10-27T10:00:00" (ignored; the studio\'s time zone is used)',
      '/posts id 7 (slug "oak-kitchen"): modified_gmt: "2026-02-30T13:15:00" is not the GMT time of "2026-11-03T08:15:00" (ignored; the studio\'s time zone is used)',
    ]);
  });
});

describe("the snapshot on disk", () => {
  const record = { id: 7, slug: "oak-kitchen", date: "2026-10-27T10:00:00", modified: "2026-10-27T10:00:00", title: "Oak", excerpt: "", content: "", categories: [], featuredImage: null, author: null };

  it("takes GMT times as optional WordPress dates", () => {
    expect(cmsRecordSchema.safeParse(record).success).toBe(true);
    expect(cmsRecordSchema.safeParse({ ...record, dateGmt: "2026-10-27T14:00:00", modifiedGmt: "2026-10-27T14:00:00" }).success).toBe(true);
    expect(cmsRecordSchema.safeParse({ ...record, dateGmt: "2026-10-27T14:00:00Z" }).success).toBe(false);
    expect(cmsRecordSchema.safeParse({ ...record, modifiedGmt: null }).success).toBe(false);
  });

  it("the committed snapshot has them, and validates without them as one made before (never empties the site)", () => {
    const posts = JSON.parse(fs.readFileSync("content/cms/posts.json", "utf8")) as Record<string, unknown>[];
    const portfolio = JSON.parse(fs.readFileSync("content/cms/portfolio.json", "utf8")) as Record<string, unknown>[];
    expect(posts.every((p) => typeof p.dateGmt === "string" && typeof p.modifiedGmt === "string")).toBe(true);
    const strip = (list: Record<string, unknown>[]) => list.map(({ dateGmt: _d, modifiedGmt: _m, ...rest }) => rest);
    expect(cmsPostsFileSchema.safeParse(strip(posts)).success).toBe(true);
    expect(cmsPortfolioFileSchema.safeParse(strip(portfolio)).success).toBe(true);
  });
});

describe("the test WordPress", () => {
  let server: WpServer;
  const record = { id: 1, slug: "a", title: "A", date: "2026-10-27T10:00:00", modified: "2026-11-10T09:30:00" };
  beforeAll(async () => {
    server = await startWpServer({ port: 0, data: { users: [{ id: 1, name: "A", slug: "a" }], categories: [], media: [], posts: [record], portfolio: [], faq: [], timezone: "America/Toronto" } });
  });
  afterAll(() => server.close());

  it("sends date_gmt and modified_gmt in its time zone, as WordPress computes them", async () => {
    const [post] = (await (await server.localFetch(`${server.url}/posts`)).json()) as Record<string, unknown>[];
    expect(post).toMatchObject({ date: "2026-10-27T10:00:00", date_gmt: "2026-10-27T14:00:00", modified: "2026-11-10T09:30:00", modified_gmt: "2026-11-10T14:30:00" });
  });
});
