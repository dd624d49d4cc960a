/**
 * The build trusts nothing it reads (decision 076): snapshot HTML is re-checked against the
 * sanitiser when read, and CSP hashes come only from scripts the build emits, found by an HTML
 * parser. Each case is a hostile snapshot or page that got through before.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PENDING_SCRIPT } from "../../app/features/gallery/pending-script";
import { EXPIRY_SCRIPT } from "../../app/features/offers/validity";
import { readSnapshot } from "../../app/features/collections/snapshot.server";
import { formatProblem } from "../../app/content/errors";
import { checkAllContent } from "../../app/content/registry.server";
import { problemsOf } from "./content-problems";
import { contentSecurityPolicy, inlineScripts, parsedScripts, scannedScripts, sha256 } from "../../scripts/build/csp";
import { recheckSnapshotAhead } from "../../scripts/lib/recheck-parallel";
import { recordDigest, type RecheckRecord } from "../../app/features/collections/recheck.server";
import { cmsFaqFileSchema, cmsPortfolioFileSchema, cmsPostsFileSchema } from "../../app/cms/snapshot-schema";

let dir: string;
const realPosts = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8")) as unknown[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "trust-"));
  process.env.CONTENT_DIR = dir;
  process.env.CONTENT_NO_CACHE = "1";
  fs.mkdirSync(path.join(dir, "cms"));
});
afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.CONTENT_NO_CACHE;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The committed posts with one field of one record replaced, written to the temp snapshot. */
function writePosts(index: number, field: string, value: unknown) {
  const posts = structuredClone(realPosts);
  const record = posts[index];
  if (!record || typeof record !== "object") throw new Error("fixture: no such record");
  Object.assign(record, { [field]: value });
  fs.writeFileSync(path.join(dir, "cms/posts.json"), JSON.stringify(posts));
}

const snapshotProblems = () => problemsOf(readSnapshot);


describe("snapshot HTML is re-checked when read", () => {
  it("the committed snapshot is a sanitiser fixed point", () => {
    delete process.env.CONTENT_DIR;
    expect(snapshotProblems()).toEqual([]);
  });

  it("a <script> put into a record's content fails, naming file, record and field", () => {
    writePosts(2, "content", '<p>Hello</p><script>alert("x")</script>');
    const id = (realPosts[2] as { id: number; slug: string }).id;
    const slug = (realPosts[2] as { id: number; slug: string }).slug;
    expect(snapshotProblems()).toEqual([
      `content/cms/posts.json: [2].content: record ${id} (${slug}) is not as the sanitiser leaves it, at character 12: "<p>Hello</p><script>alert(\\"x\\")</script>" would become "<p>Hello</p>"; run npm run snapshot again`,
    ]);
  });

  it.each([
    ["title", "Sale <img src=x onerror=alert(1)>"],
    ["excerpt", '<p onclick="alert(1)">x</p>'],
    ["author", "<b>Priya</b>"],
  ])("an unsanitised %s fails", (field, value) => {
    writePosts(0, field, value);
    const lines = snapshotProblems();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^content/cms/posts\\.json: \\[0\\]\\.${field}: record \\d+ \\(.+\\) is not as the sanitiser leaves it, at character \\d+: `));
  });

  it("records found clean before are not trusted by place: one changed record of a checked file still fails, every time, until it is clean", () => {
    // Read clean first, so every record of this file is remembered as clean (decision 129).
    writePosts(3, "title", (realPosts[3] as { title: string }).title);
    expect(snapshotProblems()).toEqual([]);
    // A refresh changes record 3 only, in place: same id, slug and position.
    writePosts(3, "content", '<p>Updated</p><img src=x onerror="alert(1)">');
    const { id, slug } = realPosts[3] as { id: number; slug: string };
    const expected = [
      `content/cms/posts.json: [3].content: record ${id} (${slug}) is not as the sanitiser leaves it, at character 14: "<p>Updated</p><img src=x onerror=\\"alert(1)\\">" would become "<p>Updated</p>"; run npm run snapshot again`,
    ];
    expect(snapshotProblems()).toEqual(expected);
    // Not remembered as clean by the failed read.
    expect(snapshotProblems()).toEqual(expected);
    // The same hostile record moved to another place is still found, under its new index.
    const posts = structuredClone(realPosts) as { content: string }[];
    posts[5]!.content = '<p>Updated</p><img src=x onerror="alert(1)">';
    fs.writeFileSync(path.join(dir, "cms/posts.json"), JSON.stringify(posts));
    expect(snapshotProblems()).toEqual([expect.stringMatching(/^content\/cms\/posts\.json: \[5\]\.content: record \d+ /)]);
    writePosts(3, "title", (realPosts[3] as { title: string }).title);
    expect(snapshotProblems()).toEqual([]);
  });

  it("the check ahead of the build on every core (worker processes) never passes a hostile record: the build still names it", async () => {
    // 600 distinct posts (the ahead check starts from 200 unchecked records), two of them hostile.
    const base = realPosts as { id: number; slug: string; content: string }[];
    // New to .cache/cms-recheck on every run (it is the real cache, kept between runs).
    const run = crypto.randomUUID();
    const posts = Array.from({ length: 600 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString().slice(0, 19);
      return { ...base[i % base.length]!, id: 5000 + i, slug: `post-${i}`, date, modified: date, content: `${base[i % base.length]!.content}<p>Part ${i} of ${run}</p>` };
    });
    posts[17]!.content = '<p>x</p><script>alert(1)</script>';
    posts[555]!.content = '<p>y</p><a href="javascript:alert(1)">z</a>';
    fs.writeFileSync(path.join(dir, "cms/posts.json"), JSON.stringify(posts));
    // The build is told that no re-check process runs (it starts React Router's worker then,
    // decision 144) only once the last of them has exited.
    const running = () =>
      fs.readdirSync("/proc").filter((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("recheck-parallel");
        } catch {
          return false;
        }
      }).length;
    let told = 0;
    let before = 0;
    let after = 0;
    const sampler = setInterval(() => {
      const n = running();
      if (told) after = Math.max(after, n);
      else before = Math.max(before, n);
    }, 50);
    const whenTold: number[] = [];
    expect(
      await recheckSnapshotAhead(() => {
        told++;
        whenTold.push(running());
      }),
    ).toBe(600);
    clearInterval(sampler);
    expect(before).toBeGreaterThan(0);
    expect(whenTold).toEqual([0]);
    expect(after).toBe(0);
    expect(snapshotProblems()).toEqual([
      expect.stringMatching(/^content\/cms\/posts\.json: \[17\]\.content: record 5017 \(post-17\) is not as the sanitiser leaves it/),
      expect.stringMatching(/^content\/cms\/posts\.json: \[555\]\.content: record 5555 \(post-555\) is not as the sanitiser leaves it/),
    ]);
    // What it found clean, it remembered: a second check ahead has only the two left, too few for workers.
    expect(await recheckSnapshotAhead()).toBe(0);
  });

  it("a record changed since the last check, too few for the workers: the check ahead hands the build its digests, and the build still names the hostile record", async () => {
    writePosts(4, "title", (realPosts[4] as { title: string }).title);
    expect(snapshotProblems()).toEqual([]);
    writePosts(4, "excerpt", '<p>Soon</p><img src=x onerror="alert(1)">');
    expect(await recheckSnapshotAhead()).toBe(0);
    expect(snapshotProblems()).toEqual([expect.stringMatching(/^content\/cms\/posts\.json: \[4\]\.excerpt: record \d+ .* is not as the sanitiser leaves it/)]);
    // And again without the check ahead (its digests are taken once).
    expect(snapshotProblems()).toEqual([expect.stringMatching(/^content\/cms\/posts\.json: \[4\]\.excerpt: /)]);
    // Digests and parsed records the check ahead made of the file are not taken for the file as
    // edited after it (were the parsed records taken, the build would check record 4 as it was):
    // a file read clean (new to the real cache: every record of it remembered), then record 5
    // edited (the check ahead digests that file; record 4 is known clean there), then record 4
    // made hostile before the build reads it.
    const run = crypto.randomUUID();
    const posts = structuredClone(realPosts) as { title: string; content: string }[];
    posts[6]!.title = `Studio notes ${run}`;
    const write = () => fs.writeFileSync(path.join(dir, "cms/posts.json"), JSON.stringify(posts));
    write();
    expect(snapshotProblems()).toEqual([]);
    posts[5]!.title = `A benign new title ${run}`;
    write();
    expect(await recheckSnapshotAhead()).toBe(0);
    posts[5]!.title = (realPosts[5] as { title: string }).title;
    posts[4]!.content = '<p>Later</p><script>alert(1)</script>';
    write();
    expect(snapshotProblems()).toEqual([expect.stringMatching(/^content\/cms\/posts\.json: \[4\]\.content: /)]);
  });

  it("the snapshot's schemas only validate: each validated record's checked fields are the parsed record's, index for index (the check ahead's digests stand for the build's)", () => {
    const files = { "posts.json": cmsPostsFileSchema, "portfolio.json": cmsPortfolioFileSchema, "faq.json": cmsFaqFileSchema };
    for (const [name, schema] of Object.entries(files)) {
      const parsed = JSON.parse(fs.readFileSync(path.resolve("content/cms", name), "utf8")) as RecheckRecord[];
      const validated = schema.parse(parsed) as RecheckRecord[];
      expect(parsed.length, name).toBeGreaterThan(0);
      expect(validated.map(recordDigest), name).toEqual(parsed.map(recordDigest));
    }
    // Values a transform or a default would change (entities, spaces, empty, absent): kept as they are.
    const tricky = ["&lt;script&gt;alert(1)&lt;/script&gt;", "  spaced  ", "", "A &amp; B", "<p>x</p>"];
    const post = JSON.parse(fs.readFileSync(path.resolve("content/cms/posts.json"), "utf8"))[0] as Record<string, unknown>;
    const project = JSON.parse(fs.readFileSync(path.resolve("content/cms/portfolio.json"), "utf8"))[0] as Record<string, unknown>;
    let checked = 0;
    for (const value of tricky) {
      const p1 = { ...post, title: value, excerpt: value, content: value, author: value, seo: { title: value, description: value } };
      const p2 = { ...post, author: null, seo: undefined };
      const p3 = { ...project, attachments: [{ src: (project.attachments as { src: string }[])[0]?.src ?? (post.featuredImage as { src: string }).src, alt: value, title: value }] };
      for (const [schema, record] of [[cmsPostsFileSchema, p1], [cmsPostsFileSchema, p2], [cmsPortfolioFileSchema, p3]] as const) {
        const given = JSON.parse(JSON.stringify([record])) as RecheckRecord[];
        const res = schema.safeParse(given);
        if (!res.success) continue; // a value the schema refuses never reaches the check
        expect(recordDigest(res.data[0] as RecheckRecord), JSON.stringify(value)).toBe(recordDigest(given[0]!));
        checked++;
      }
    }
    // Most of them are valid records: the comparison above is not vacuous.
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("npm run check:content (and so the build) reports it", () => {
    writePosts(1, "content", "<p>x</p><iframe src=https://evil.example/></iframe>");
    const lines = checkAllContent().problems.map(formatProblem).filter((l) => l.startsWith("content/cms/"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("content/cms/posts.json: [1].content: record ");
  });
});

const SOURCES = { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" };
const CONTEXT = "window.__reactRouterContext = {}";
const page = (main: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head><body><header>h</header><main id="main">${main}</main><footer>f</footer><script>${CONTEXT}</script><script type="module">import("/a.js")</script></body></html>`;

describe("CSP hashes come only from the scripts the build emits", () => {
  it("hashes React Router's scripts after <main>, never a data block", () => {
    expect(inlineScripts(page("<p>x</p>"))).toEqual([CONTEXT, 'import("/a.js")']);
  });

  it("a script inside the page's content is never hashed, so the page's CSP blocks it", () => {
    const html = page('<article><div class="prose"><p>Hi</p><script>alert("x")</script></div></article>');
    expect(inlineScripts(html)).toEqual([CONTEXT, 'import("/a.js")']);
    expect(contentSecurityPolicy(html, SOURCES)).not.toContain(sha256('alert("x")'));
  });

  it('a title="<script>" attribute cannot swallow React Router\'s script', () => {
    const html = page('<p title="<script>">Buy</p><abbr title="</script><script>">x</abbr>');
    expect(inlineScripts(html)).toEqual([CONTEXT, 'import("/a.js")']);
    expect(contentSecurityPolicy(html, SOURCES)).toContain(sha256(CONTEXT));
  });

  it("the gallery's own inline script is hashed inside <main>; a look-alike is not", () => {
    expect(inlineScripts(page(`<script>${PENDING_SCRIPT}</script>`))).toEqual([PENDING_SCRIPT, CONTEXT, 'import("/a.js")']);
    expect(inlineScripts(page(`<script>${PENDING_SCRIPT};alert(1)</script>`))).toEqual([CONTEXT, 'import("/a.js")']);
  });

  it("the offers' end-date script is hashed inside <main>, so it runs before the first paint", () => {
    expect(inlineScripts(page(`<script>${EXPIRY_SCRIPT}</script>`))).toEqual([EXPIRY_SCRIPT, CONTEXT, 'import("/a.js")']);
  });

  it("the scan without a parser finds what the parser finds, and leaves every page it cannot read to the parser (decision 149)", () => {
    // A page as React writes it: its text separators and Suspense marks, an svg logo, a title.
    const shaped = (head: string, tail: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A &lt;b&gt; title</title>${head}<script type="application/ld+json">{"a":"\u003c/script>"}</script></head><body><header><svg viewBox="0 0 4 4"><path d="M0 0"/></svg>Call<!-- --> us<!--$--><!--/$--></header><main id="main"><p>Hi</p></main><footer>f</footer>${tail}<script>${CONTEXT}</script><SCRIPT type="module">import("/a.js")</SCRIPT></body></html>`;
    const agree = (html: string, scanned: boolean) => {
      expect(inlineScripts(html)).toEqual(parsedScripts(html));
      expect(scannedScripts(html) === null, `scanned: ${scanned}`).toBe(!scanned);
    };
    agree(shaped("", ""), true);
    agree(shaped('<script type="speculationrules">{"prefetch":[]}</script>', '<scripts>not a script</scripts><script src="/x.js"></script>'), true);
    expect(scannedScripts(shaped('<script type="speculationrules">{}</script>', ""))).toEqual(["{}", CONTEXT, 'import("/a.js")']);
    // Text whose full lower case is longer ("İ" is two code units lowered) does not move what is read.
    const dotted = shaped("", "").replace("Call", "İİİ Call");
    agree(dotted, true);
    expect(scannedScripts(dotted)).toEqual([CONTEXT, 'import("/a.js")']);
    // Every page the scan cannot vouch for is the parser's: each of these would mislead a scan.
    agree(shaped("<!-- <script>alert(1)</script> -->", ""), false); // a comment hides a tag
    agree(shaped("", "<svg><script>alert(1)</script></svg>"), false); // a foreign script element
    agree(shaped("", "<template><script>t</script></template>"), false); // inert content
    agree(shaped("", "<noscript><script>n</script></noscript>"), false); // raw text with scripting on
    agree(shaped("", "<textarea><script>x</script></textarea>"), false);
    agree(shaped('<script type="module&#x20;">x</script>', ""), false); // an entity in a value
    agree(shaped("<script type='module'>x</script>", ""), false); // not as React writes it
    agree(shaped("<script src=/x.js>x</script>", ""), false);
    agree(shaped("<script>a<!--b</script>", ""), false); // the script data's escaped states
    agree(shaped("<script>unclosed", ""), false);
    agree(shaped("", "").replace("<p>Hi</p>", "<script>alert(1)</script>"), false); // a script in <main>
    agree(shaped("", "").replace("<p>Hi</p>", "</main><script>alert(1)</script><main>"), false);
    agree(shaped("", "").replace("Call", "Call\r\n"), false);
    agree(shaped("", '<p title="<script>">x</p><abbr title="</script><script>">y</abbr>'), false); // raw markup of the CMS outside <main>
    agree(shaped('<meta name="x" content="<main>"/>', ""), false);
    agree(shaped("", "").replace('<main id="main">', "<div>").replace("</main>", "</div>"), false);
  });

  it("scripts with a src, data types and template contents are not hashed", () => {
    const html = `<html><head><script src="/x.js"></script><script type="text/plain">a</script></head><body><template><script>t</script></template><script type="text/x-after-paint">boot</script></body></html>`;
    expect(inlineScripts(html)).toEqual(["boot"]);
  });
});
