/**
 * The demo CMS source (content/cms-demo/) → data for the WordPress-compatible
 * test server: what an editor would have typed into WordPress for the demo
 * studio, with images uploaded from the studio's image library
 * (content/media/library/<name>.jpg).
 *
 *   content/cms-demo/site.md           the WordPress's time zone, authors and categories (frontmatter)
 *   content/cms-demo/posts/*.md        blog posts
 *   content/cms-demo/portfolio/*.md    portfolio items and their "Project Images"
 *   content/cms-demo/faq/*.md          FAQ items (question = title, answer = body)
 *
 * Every problem is reported as `file: field: message`; nothing is guessed.
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { frontMatterMessage, readFrontMatter } from "../../app/content/frontmatter.server";
import { friendlyMessage, issuesToProblems, type ContentProblem } from "../../app/content/errors";
import type { FixtureDataInput, FixtureRecordInput } from "../../tests/fixtures/wp-server/data-schema";
import { MediaLibrary } from "./library";
import { buildRecord, type RecordContext } from "./records";
import { faqSchema, portfolioSchema, postSchema, siteSchema, type ParsedRecord } from "./schema";

export class DemoSourceError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(`The demo CMS source has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`).join("\n")}`);
    this.problems = problems;
  }
}

export interface DemoSource {
  data: FixtureDataInput;
  /** Library files the source uses. */
  images: string[];
  /** Images not rendered yet and what stands in for them, as `kitchen-05 → living-room-03`; empty once the library is complete. */
  substitutes: string[];
}

/** A file as problems name it: relative to the project, with forward slashes. */
const show = (root: string, abs: string) => path.relative(root, abs).split(path.sep).join("/");

/** A source file's front matter checked against `schema`, or null with its problems added. */
function parseFile<S extends z.ZodType>(root: string, abs: string, schema: S, problems: ContentProblem[]): { data: z.output<S>; body: string; slug: string } | null {
  const file = show(root, abs);
  let parsed: { data: unknown; content: string };
  try {
    // The content check's reader (decision 075): YAML only, so a `---js` block is refused, never run.
    parsed = readFrontMatter(fs.readFileSync(abs, "utf8"));
  } catch (err) {
    problems.push({ file, field: "frontmatter", message: frontMatterMessage(err) });
    return null;
  }
  const res = schema.safeParse(parsed.data, { error: friendlyMessage });
  if (!res.success) {
    problems.push(...issuesToProblems(file, res.error));
    return null;
  }
  return { data: res.data, body: parsed.content.trim(), slug: path.basename(abs, ".md") };
}

/** The Markdown files of a folder, by name. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * The records of one folder. Custom types carry their own category too (`extraCategory`), so a
 * WordPress without the portfolio/faq routes still finds them as posts of that category.
 */
async function readRecords(root: string, ctx: RecordContext, dir: string, schema: z.ZodType, extraCategory: string): Promise<FixtureRecordInput[]> {
  const out: FixtureRecordInput[] = [];
  for (const abs of listFiles(dir)) {
    const parsed = parseFile(root, abs, schema, ctx.problems);
    if (!parsed) continue;
    const r = await buildRecord(ctx, show(root, abs), parsed as ParsedRecord);
    const extra = ctx.categories.get(extraCategory);
    if (extra !== undefined && !r.categories!.includes(extra)) r.categories = [...r.categories!, extra];
    out.push(r);
  }
  return out;
}

/** Reads content/cms-demo under `root` (the project folder). Throws DemoSourceError with every problem. */
export async function readDemoSource(root: string): Promise<DemoSource> {
  const dir = path.join(root, "content", "cms-demo");
  const problems: ContentProblem[] = [];
  const site = parseFile(root, path.join(dir, "site.md"), siteSchema, problems);
  if (!site) throw new DemoSourceError(problems);
  const library = new MediaLibrary(root, problems);
  const ctx: RecordContext = {
    problems,
    users: new Map(site.data.users.map((u) => [u.slug, u.id])),
    categories: new Map(site.data.categories.map((c) => [c.slug, c.id])),
    ids: new Map(),
    library,
  };
  const posts = await readRecords(root, ctx, path.join(dir, "posts"), postSchema, "");
  const portfolio = await readRecords(root, ctx, path.join(dir, "portfolio"), portfolioSchema, "portfolio");
  const faq = await readRecords(root, ctx, path.join(dir, "faq"), faqSchema, "faq");
  for (const [type, list] of [
    ["posts", posts],
    ["portfolio", portfolio],
    ["faq", faq],
  ] as const) {
    const slugs = new Map<string, number>();
    for (const r of list) {
      const other = slugs.get(r.slug);
      if (other !== undefined) problems.push({ file: `content/cms-demo/${type}`, field: "slug", message: `"${r.slug}" is used by ids ${other} and ${r.id}` });
      slugs.set(r.slug, r.id);
    }
  }
  if (problems.length) throw new DemoSourceError(problems);
  const media = [...library.media].sort((a, b) => a.id - b.id);
  return {
    data: {
      users: site.data.users,
      categories: site.data.categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description ?? "" })),
      media,
      posts,
      portfolio,
      faq,
      timezone: site.data.timezone,
    },
    images: library.images(),
    substitutes: library.substituteLines(),
  };
}
