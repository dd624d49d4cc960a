/**
 * Incremental refresh: with a previous snapshot of the same CMS, only what
 * changed is fetched, and the result equals a full snapshot byte for byte
 * after creates, edits and deletes of records and media.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureDataInput } from "../../fixtures/wp-server/data-schema";
import { startWpServer, type WpServer } from "../../fixtures/wp-server/server";
import { FAST, copyDir, readJson, runCli, snapshotSiteData, tmpDir, treeHash } from "./helpers";

const NOW = () => new Date("2025-09-21T12:00:00.000Z");
const EDIT_TIME = "2025-09-20T10:00:00";

let server: WpServer;
let base: string;

async function start(data: FixtureDataInput = snapshotSiteData()): Promise<WpServer> {
  return startWpServer({ port: 0, data, now: () => EDIT_TIME });
}

async function snapshot(srv: WpServer, out: string, extra: string[] = []) {
  return runCli(["--cms", srv.url, "--out", out, ...FAST, ...extra], { now: NOW });
}

/** A full snapshot of the server as it is now, in a fresh folder. */
async function fullTree(srv: WpServer): Promise<string> {
  const dir = path.join(tmpDir(), "cms");
  const run = await snapshot(srv, dir);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain("  mode        full\n");
  return treeHash(dir);
}

beforeAll(async () => {
  server = await start();
  base = path.join(tmpDir(), "cms");
  const first = await snapshot(server, base);
  expect(first.code, first.stderr).toBe(0);
});

afterAll(async () => {
  await server?.close();
});

describe("incremental refresh", () => {
  it("with nothing changed: fetches only lists, downloads nothing, touches nothing", async () => {
    const dir = path.join(tmpDir(), "cms");
    copyDir(base, dir);
    const before = treeHash(dir);
    const mark = server.requests.length;
    const run = await snapshot(server, dir);
    expect(run.code, run.stderr).toBe(0);
    // The newest post was modified 2025-09-05T16:45:00: the margin brings it again but it is kept as stored (same modified); the password-protected post (left out) and the one whose featured image is private are asked for by id every time.
    expect(run.stdout).toMatch(/^Snapshot unchanged in .*\n {2}mode {8}incremental since 2025-09-05T16:35:00: 2 fetched, 0 removed\n/);
    expect(run.stdout).toMatch(/media {7}(\d+) files \(0 downloaded, \1 reused\)/);
    expect(treeHash(dir)).toBe(before);
    const asked = server.requests.slice(mark);
    expect(asked.filter((r) => r.includes("/wp-content/uploads/"))).toEqual([]);
    // Records with their embeds only where something changed; never a whole list.
    const embeds = asked.filter((r) => r.includes("_embed="));
    expect(embeds.length).toBeGreaterThan(0);
    expect(embeds.every((r) => r.includes("modified_after=") || r.includes("include="))).toBe(true);
    expect(asked.some((r) => /\/posts\?.*_fields=id(&|$)/.test(r))).toBe(true);
    // Attachment pages are not read again for unchanged portfolio items.
    expect(asked.filter((r) => /\/media\?parent=\d+&/.test(r))).toEqual([]);
  });

  it("a snapshot made before GMT times were kept: the record the margin brings gets them, the kept ones stay valid without (decision 184)", async () => {
    const dir = path.join(tmpDir(), "cms");
    copyDir(base, dir);
    const file = path.join(dir, "posts.json");
    const posts = readJson<Record<string, unknown>[]>(file);
    expect(posts.every((p) => typeof p.dateGmt === "string" && typeof p.modifiedGmt === "string")).toBe(true);
    fs.writeFileSync(file, JSON.stringify(posts.map(({ dateGmt: _d, modifiedGmt: _m, ...rest }) => rest), null, 2) + "\n");
    const run = await snapshot(server, dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("mode        incremental");
    const after = readJson<Record<string, unknown>[]>(file);
    const newest = posts.reduce((a, b) => (String(b.modified) > String(a.modified) ? b : a));
    expect(after.find((p) => p.id === newest.id)).toMatchObject({ dateGmt: newest.dateGmt, modifiedGmt: newest.modifiedGmt });
    expect(after.filter((p) => p.dateGmt === undefined).length).toBeGreaterThan(0);
  });

  it("after creates, edits and deletes equals a full snapshot byte for byte", async () => {
    const srv = await start();
    try {
      const dir = path.join(tmpDir(), "cms");
      const first = await snapshot(srv, dir);
      expect(first.code, first.stderr).toBe(0);

      // Creates: a post with a featured and a body image, a portfolio item with attachments, an FAQ.
      srv.addMedia({ id: 5001, slug: "new-post-cover", title: "Cover", alt: "A new cover", file: "2025/09/new-post-cover.jpg", date: EDIT_TIME, parent: 150 });
      srv.addMedia({ id: 5002, slug: "new-post-detail", title: "Detail", alt: "Detail", file: "2025/09/new-post-detail.jpg", date: EDIT_TIME, parent: 150 });
      srv.addRecord("posts", {
        id: 150,
        slug: "new-post",
        date: EDIT_TIME,
        modified: EDIT_TIME,
        title: "Fresh Ideas for Autumn",
        excerpt: "New.",
        content: '<p>New.</p><img src="{{uploads}}/2025/09/new-post-detail.jpg" alt="Detail">',
        categories: [2],
        author: 2,
        featuredMedia: 5001,
      });
      srv.addMedia({ id: 5010, slug: "new-project-hero", title: "Hero", alt: "Hero", file: "2025/09/new-project-hero.jpg", date: EDIT_TIME, parent: 350 });
      srv.addMedia({ id: 5011, slug: "new-project-1", title: "Kitchen", alt: "Kitchen", file: "2025/09/new-project-1.jpg", date: EDIT_TIME, parent: 350 });
      srv.addRecord("portfolio", { id: 350, slug: "new-project", date: EDIT_TIME, modified: EDIT_TIME, title: "Mineola Bungalow", excerpt: "A bungalow.", content: "<p>A bungalow.</p>", categories: [6, 9], featuredMedia: 5010 });
      srv.addRecord("faq", { id: 550, slug: "new-faq", date: EDIT_TIME, modified: EDIT_TIME, title: "Do you offer financing?", content: "<p>We can refer you to partners.</p>", categories: [7] });
      // A scheduled post that went live: new id, but modified long before the previous snapshot.
      srv.addRecord("posts", { id: 151, slug: "scheduled-post", date: "2025-08-01T08:00:00", modified: "2025-07-01T08:00:00", title: "Scheduled Post", content: "<p>Live now.</p>", categories: [2] });

      // Edits: records (modified moves on), a category name, media alone (record not edited).
      srv.updateRecord("posts", 103, { title: "Five Staging Moves That Sell Homes Faster (2025 Update)", content: "<p>Updated.</p>" });
      srv.updateRecord("portfolio", 302, { excerpt: "Now with a sunroom." });
      srv.updateRecord("faq", 503, { content: "<p>Hourly or flat fee, always with a written proposal first.</p>" });
      srv.data.categories.find((c) => c.id === 2)!.name = "Design Ideas";
      const unchangedPost = srv.data.posts.find((p) => p.id === 110)!;
      srv.updateMedia(unchangedPost.featuredMedia, { alt: "A new alt text for an unchanged post" });
      // Attachments of an unchanged portfolio item: one deleted, one uploaded.
      const lorneAttachment = srv.data.media.find((m) => m.parent === 301 && m.slug.endsWith("-2"))!;
      srv.deleteMedia(lorneAttachment.id);
      srv.addMedia({ id: 5020, slug: "lorne-park-new", title: "Pantry", alt: "Pantry wall", file: "2025/09/lorne-park-new.jpg", date: EDIT_TIME, parent: 303 });
      // The featured image of another unchanged post deleted.
      const orphan = srv.data.posts.find((p) => p.id === 115)!;
      srv.deleteMedia(orphan.featuredMedia);

      // Deletes: a post, a portfolio item, an FAQ; a post unpublished.
      srv.deleteRecord("posts", 104);
      srv.deleteRecord("portfolio", 305);
      srv.deleteRecord("faq", 507);
      srv.updateRecord("posts", 108, { status: "draft" });

      const mark = srv.requests.length;
      const run = await snapshot(srv, dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Snapshot written to .*\n {2}mode {8}incremental since 2025-09-05T16:35:00: \d+ fetched, 4 removed\n/);
      const asked = srv.requests.slice(mark);
      // Only what changed comes with its embeds.
      const fetchedIds = asked.filter((r) => r.includes("include=") && r.includes("_embed=")).map((r) => decodeURIComponent(/include=([^&]+)/.exec(r)![1]!));
      expect(fetchedIds.sort()).toEqual(["106,110,115,151,190", "301,303"].sort());

      expect(treeHash(dir)).toBe(await fullTree(srv));
      const posts = readJson<{ id: number; title: string; featuredImage: unknown }[]>(path.join(dir, "posts.json"));
      expect(posts.map((p) => p.id)).toEqual(expect.arrayContaining([150, 151]));
      expect(posts.map((p) => p.id)).not.toContain(104);
      expect(posts.map((p) => p.id)).not.toContain(108);
      expect(posts.find((p) => p.id === 115)!.featuredImage).toBeNull();
    } finally {
      await srv.close();
    }
  });

  it("a portfolio whose route went away is taken whole from the portfolio category, equal to a full snapshot", async () => {
    const srv = await start();
    try {
      const dir = path.join(tmpDir(), "cms");
      expect((await snapshot(srv, dir)).code).toBe(0);
      srv.data.routes.portfolio = false;
      const run = await snapshot(srv, dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("portfolio   12 (from /posts?categories=6)");
      expect(run.stdout).toMatch(/mode {8}incremental since /);
      expect(treeHash(dir)).toBe(await fullTree(srv));
    } finally {
      await srv.close();
    }
  });

  it("takes everything with --full, from another source, or when the previous snapshot is damaged or older", async () => {
    const other = await start();
    try {
      const cases: { name: string; prepare?: (dir: string) => void; srv: () => WpServer; args?: string[]; note?: RegExp }[] = [
        { name: "--full", srv: () => server, args: ["--full"] },
        { name: "another source", srv: () => other, note: /^note: full refresh: previous snapshot is from another source \(http:\/\/127\.0\.0\.1:\d+\/blog\/wp-json\/wp\/v2\)$/m },
        {
          name: "a damaged image",
          srv: () => server,
          prepare: (dir) => fs.writeFileSync(path.join(dir, "media", fs.readdirSync(path.join(dir, "media"))[0]!), "garbage"),
          note: /^note: full refresh: previous snapshot's media\/[0-9a-f]{16}\.\w+ is damaged$/m,
        },
        { name: "no sync.json (made before incremental refresh)", srv: () => server, prepare: (dir) => fs.rmSync(path.join(dir, "sync.json")), note: /^note: full refresh: previous snapshot has no usable sync\.json \(missing\)$/m },
        {
          name: "a hand-edited posts.json",
          srv: () => server,
          prepare: (dir) => fs.writeFileSync(path.join(dir, "posts.json"), "[{}]\n"),
          note: /^note: full refresh: previous snapshot is invalid \(posts\.0\.id: .+\)$/m,
        },
      ];
      for (const c of cases) {
        const dir = path.join(tmpDir(), "cms");
        copyDir(base, dir);
        c.prepare?.(dir);
        const srv = c.srv();
        const run = await snapshot(srv, dir, c.args);
        expect(run.code, `${c.name}: ${run.stderr}`).toBe(0);
        expect(run.stdout, c.name).toContain("  mode        full\n");
        if (c.note) expect(run.stderr, c.name).toMatch(c.note);
        expect(treeHash(dir), c.name).toBe(await fullTree(srv));
      }
    } finally {
      await other.close();
    }
  }, 180_000); // five full runs (fixed work): 45 s on a 2-core machine at load average 20

  it("writes sync.json: per record its media ids and image URLs, sorted", () => {
    const sync = readJson<{ version: number; sources: unknown; posts: { id: number; featuredMedia: number; attachments: number[]; urls: string[] }[]; portfolio: { id: number; attachments: number[]; urls: string[] }[] }>(
      path.join(base, "sync.json"),
    );
    expect(sync.version).toBe(2);
    expect(sync.sources).toEqual({ portfolio: "/portfolio", faq: "/faq" });
    expect(sync.posts.map((e) => e.id)).toEqual([...sync.posts.map((e) => e.id)].sort((a, b) => a - b));
    const post = sync.posts.find((e) => e.id === 100)!;
    expect(post.featuredMedia).toBeGreaterThan(0);
    expect(post.attachments).toEqual([]);
    expect(post.urls.length).toBeGreaterThanOrEqual(2); // cover and body image
    const big = sync.portfolio.find((e) => e.id === 300)!;
    expect(big.attachments).toHaveLength(131);
    expect(big.urls).toHaveLength(131);
  });
});
