/**
 * What React Router's build process reads of the snapshot (decision 142): routes.ts asks only
 * whether a collection has records, and the prerender list takes the slugs from the files alone,
 * so that process holds no copy of the records while Vite peaks. Both must answer as the checked
 * snapshot does, and a broken file must still stop with the file and the field.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSnapshot, snapshotFileSlugs, snapshotHasRecords } from "../../app/features/collections/snapshot.server";
import { reactRouterCmsPaths } from "../../app/content/paths.server";
import { problemsOf } from "./content-problems";

let dir: string;
const committed = (file: string) => fs.readFileSync(path.resolve("content/cms", file), "utf8");
const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, "cms", file), text);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "slugs-"));
  process.env.CONTENT_DIR = dir;
  process.env.CONTENT_NO_CACHE = "1";
  fs.mkdirSync(path.join(dir, "cms"));
  for (const f of ["posts.json", "portfolio.json", "faq.json", "categories.json"]) write(f, committed(f));
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.CONTENT_NO_CACHE;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("whether a collection has records (routes.ts)", () => {
  it("answers as the checked snapshot does: records, an empty list with any spacing, no file", () => {
    expect(snapshotHasRecords("posts")).toBe(true);
    expect(readSnapshot().posts.length).toBeGreaterThan(0);
    write("posts.json", " [\n\t ]\n");
    expect(snapshotHasRecords("posts")).toBe(false);
    expect(readSnapshot().posts).toEqual([]);
    fs.rmSync(path.join(dir, "cms", "faq.json"));
    expect(snapshotHasRecords("faq")).toBe(false);
    expect(readSnapshot().faq).toEqual([]);
  });

  it("says a file that is not a list has records: the checked read then stops the build with its name", () => {
    write("portfolio.json", "{ not json");
    expect(snapshotHasRecords("portfolio")).toBe(true);
    expect(problemsOf(readSnapshot)).toEqual([expect.stringMatching(/^content\/cms\/portfolio\.json: \(file\): is not valid JSON/)]);
  });

  it("picks each detail route's module by it", async () => {
    const moduleOf = async () => {
      vi.resetModules();
      const routes = (await import("../../app/routes")).default as { id?: string; file: string }[];
      return Object.fromEntries(routes.filter((r) => r.id?.endsWith("-detail")).map((r) => [r.id, r.file]));
    };
    expect(await moduleOf()).toEqual({ "posts-detail": "routes/cms-detail.tsx", "portfolio-detail": "routes/cms-detail.tsx", "faq-detail": "routes/cms-detail.tsx" });
    write("posts.json", "[]");
    expect(await moduleOf()).toMatchObject({ "posts-detail": "routes/cms-detail.live.tsx", "portfolio-detail": "routes/cms-detail.tsx" });
  });
});

describe("the slugs from the files alone (React Router's prerender list)", () => {
  it("are the checked records' slugs, in order, for every collection", () => {
    const snap = readSnapshot();
    for (const type of ["posts", "portfolio", "faq"] as const) {
      expect(snapshotFileSlugs(type)).toEqual(snap[type].map((r) => r.slug));
      expect(snapshotFileSlugs(type).length).toBeGreaterThan(0);
    }
    expect(reactRouterCmsPaths(snapshotFileSlugs)).toEqual(reactRouterCmsPaths());
  });

  it("give the same prerender list as the checked records when the workers take the detail pages (500 posts and more)", () => {
    const posts = JSON.parse(committed("posts.json")) as { id: number; date: string; slug: string }[];
    const many = Array.from({ length: 600 }, (_, i) => ({ ...posts[i % posts.length]!, date: posts[0]!.date, id: 100_000 + i, slug: `post-${String(i).padStart(4, "0")}` }));
    write("posts.json", JSON.stringify(many));
    const list = reactRouterCmsPaths(snapshotFileSlugs);
    expect(list).toEqual(reactRouterCmsPaths());
    // The first of each collection only.
    expect(list).toEqual(expect.arrayContaining(["/blog/post-0000"]));
    expect(list).not.toContain("/blog/post-0001");
  });

  it("stop with the file and the field when a record's slug is not a string, as the checked read does", () => {
    const posts = JSON.parse(committed("posts.json")) as Record<string, unknown>[];
    posts[2]!.slug = 42;
    write("posts.json", JSON.stringify(posts));
    const expected = problemsOf(readSnapshot);
    expect(expected).toEqual([expect.stringMatching(/^content\/cms\/posts\.json: \[2\]\.slug: /)]);
    expect(problemsOf(() => snapshotFileSlugs("posts"))).toEqual(expected);
  });

  it("are none for an absent file", () => {
    fs.rmSync(path.join(dir, "cms", "faq.json"));
    expect(snapshotFileSlugs("faq")).toEqual([]);
  });
});
