import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentDir, contentNoCache, projectRoot } from "./environment.server";
import { ContentError, friendlyMessage, issuesToProblems, type ContentProblem } from "./errors";
import { frontMatterMessage, readFrontMatter } from "./frontmatter.server";
import { captureInputs, listingDigest, recordFile, recordInput, replayInputs, type Inputs } from "./inputs.server";

/** Path as shown to editors: relative to the project, e.g. `content/site/company.md`; control characters escaped. */
export function displayPath(abs: string): string {
  return path
    .relative(projectRoot(), abs)
    .split(path.sep)
    .join("/")
    .replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Longest file name (without `.md`) a content file may have; it becomes a URL segment. */
export const MAX_FILE_NAME = 100;

/** Why a content file's name (its slug) is refused, or undefined: no control characters, separators, or overlong names. */
export function fileNameProblem(slug: string): string | undefined {
  if (/\p{Cc}/u.test(slug)) return "the file name must not contain control characters";
  if (/[\\/]/.test(slug)) return "the file name must not contain / or \\";
  if (slug === "" || slug === "." || slug === "..") return "the file name must not be empty, . or ..";
  if ([...slug].length > MAX_FILE_NAME) return `the file name must be at most ${MAX_FILE_NAME} characters`;
  return undefined;
}

/** The media folders an image reference may point into. */
const MEDIA_DIRS = ["media", "cms/media"];

/** Why an image reference leaves the media folders, or undefined (checked on the resolved path and on disk). */
export function imageRefProblem(value: string, root: string): string | undefined {
  const outside = `image must be a file under content/media/: ${JSON.stringify(value)}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return outside;
  }
  if (path.isAbsolute(value) || /^[a-z]:/i.test(value) || /\\/.test(decoded) || decoded.split("/").some((seg) => seg === ".." || seg === ".")) return outside;
  const abs = path.resolve(root, decoded);
  const inside = (file: string, dirs: string[]) => dirs.some((d) => file.startsWith(d + path.sep));
  const dirs = MEDIA_DIRS.map((d) => path.resolve(root, d));
  if (!inside(abs, dirs)) return outside;
  // A symlink inside media/ may not lead out of it either.
  if (fs.existsSync(abs) && !inside(fs.realpathSync(abs), dirs.filter((d) => fs.existsSync(d)).map((d) => fs.realpathSync(d)))) return outside;
  return undefined;
}

export interface ContentFile<T> {
  /** Path shown in messages, e.g. content/offers/spring-sale.md */
  file: string;
  /** File name without extension. */
  slug: string;
  data: T;
  /** The Markdown body below the frontmatter. */
  body: string;
}

type ParseResult<T> = { ok: true; value: ContentFile<T> } | { ok: false; problems: ContentProblem[] };

/** Checks image references point at files that exist under content/. */
function missingImages(file: string, data: unknown, root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const walk = (value: unknown, trail: string) => {
    if (typeof value === "string") {
      if (!/^(media|cms\/media)\/.+\.(jpe?g|png|webp|avif)$/i.test(value)) return;
      const outside = imageRefProblem(value, root);
      if (outside) problems.push({ file, field: trail || "(file)", message: outside });
      else if (!fs.existsSync(path.join(root, value))) {
        problems.push({ file, field: trail || "(file)", message: `image not found: content/${value}` });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${trail}[${i}]`));
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, trail ? `${trail}.${k}` : k);
    }
  };
  walk(data, "");
  return problems;
}

/** YAML reads 9055550199, yes or 2026-01-01 as a number, a yes/no or a date; in a content file, quotes keep them text (WordPress records get no such advice). */
function quoteHint(p: ContentProblem): ContentProblem {
  return /^expected text, got (a number|true\/false|a date)$/.test(p.message) ? { ...p, message: `${p.message}: put the value in double quotes` } : p;
}

/** Refuses bytes that are not UTF-8 (a Latin-1 "é" would be published as "�"). */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Where a file stops being UTF-8, for the editor (no UTF-8 character spans a line break). */
function notUtf8(bytes: Buffer): string {
  let line = 1;
  for (let from = 0; from < bytes.length; line++) {
    const nl = bytes.indexOf(0x0a, from);
    const to = nl === -1 ? bytes.length : nl;
    try {
      UTF8.decode(bytes.subarray(from, to));
    } catch {
      break;
    }
    from = to + 1;
  }
  return `is not saved as UTF-8 (line ${line} has a character in another encoding): save it as UTF-8 in your editor`;
}

/** Parses one Markdown file's frontmatter with a schema; never throws. */
export function parseContentFile<S extends z.ZodType>(abs: string, schema: S): ParseResult<z.output<S>> {
  const file = displayPath(abs);
  let raw: string;
  try {
    const bytes = fs.readFileSync(abs);
    recordFile(abs, bytes);
    raw = UTF8.decode(bytes);
  } catch (err) {
    if (err instanceof TypeError && fs.existsSync(abs)) return { ok: false, problems: [{ file, field: "(file)", message: notUtf8(fs.readFileSync(abs)) }] };
    recordFile(abs, null);
    return { ok: false, problems: [{ file, field: "(file)", message: "file not found" }] };
  }
  const nameProblem = fileNameProblem(path.basename(abs, path.extname(abs)));
  if (nameProblem) return { ok: false, problems: [{ file, field: "(file)", message: nameProblem }] };
  if (!raw.trimStart().startsWith("---")) {
    return { ok: false, problems: [{ file, field: "frontmatter", message: "missing: the file must start with a --- frontmatter block" }] };
  }
  let parsed: { data: unknown; content: string };
  try {
    parsed = readFrontMatter(raw);
  } catch (err) {
    return { ok: false, problems: [{ file, field: "frontmatter", message: frontMatterMessage(err, raw) }] };
  }
  const result = schema.safeParse(parsed.data, { error: friendlyMessage });
  const problems = (result.success ? [] : issuesToProblems(file, result.error)).map(quoteHint);
  problems.push(...missingImages(file, parsed.data, contentDir()));
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return {
    ok: true,
    value: { file, slug: path.basename(abs, path.extname(abs)), data: result.data, body: parsed.content.trim() },
  };
}

/** Reads and validates one content file (path relative to content/); throws ContentError listing every problem. */
export function readContentFile<S extends z.ZodType>(relPath: string, schema: S): ContentFile<z.output<S>> {
  const res = parseContentFile(path.join(contentDir(), relPath), schema);
  if (!res.ok) throw new ContentError(res.problems);
  return res.value;
}

/** Lists Markdown files of a content folder (relative to content/), sorted by name; README.md is skipped. */
export function listContentFiles(relDir: string): string[] {
  const dir = path.join(contentDir(), relDir);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".md") && f.toLowerCase() !== "readme.md")
        .sort()
        .map((f) => path.join(relDir, f))
    : [];
  recordInput(`dir:${relDir.split(path.sep).join("/")}`, listingDigest(files));
  return files;
}

/** Reads every file of a folder; throws one ContentError with the problems of all files. */
export function readCollection<S extends z.ZodType>(relDir: string, schema: S): ContentFile<z.output<S>>[] {
  const problems: ContentProblem[] = [];
  const out: ContentFile<z.output<S>>[] = [];
  for (const rel of listContentFiles(relDir)) {
    const res = parseContentFile(path.join(contentDir(), rel), schema);
    if (res.ok) out.push(res.value);
    else problems.push(...res.problems);
  }
  if (problems.length) throw new ContentError(problems);
  return out;
}

/**
 * Memoises a reader for the life of the process (one build), unless CONTENT_NO_CACHE is set (dev).
 * What it read is replayed on every call, so each page that asks counts those inputs (decision 120).
 */
export function cached<T>(fn: () => T): () => T {
  let value: { v: T; inputs: Inputs } | undefined;
  return () => {
    if (contentNoCache()) return fn();
    if (value) replayInputs(value.inputs);
    else {
      const run = captureInputs(fn);
      value = { v: run.value, inputs: run.inputs };
    }
    return value.v;
  };
}
