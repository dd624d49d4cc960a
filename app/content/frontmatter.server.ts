/**
 * Front matter the way the content check may read it (DESIGN.md "The build trusts nothing it
 * reads", decision 075): YAML only, no aliases, bounded size. gray-matter splits the file; it
 * never chooses the language, because its `---js` / `---coffee` engines run the block as code.
 */
import matter from "gray-matter";
import { LineCounter, parseDocument, visit, YAMLParseError } from "yaml";

/** A content file larger than this is refused before parsing (the largest today is ~20 KB). */
export const MAX_CONTENT_FILE_BYTES = 256 * 1024;

/** One problem with the front matter block, reported as `path: frontmatter: message`. */
export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FrontMatterError";
  }
}

/**
 * The YAML engine: YAML 1.1 as js-yaml read it (dates, merge keys) but any alias (`*name`) is
 * refused before anything is resolved, so no file can expand into a billion nodes.
 */
export function parseYaml(text: string): object {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { version: "1.1", uniqueKeys: true, prettyErrors: true, lineCounter });
  const [first] = doc.errors;
  if (first) throw first;
  let alias: string | undefined;
  let cutByComment: { line: number; value: string; typed: string } | undefined;
  visit(doc, {
    Alias(_key, node) {
      alias = node.source;
      return visit.BREAK;
    },
    Scalar(_key, node) {
      // `validUntil: 2026-04-31` would be read as 1 May: left as text, the schema says it is no real date.
      if (node.value instanceof Date && /^\d{4}-\d{2}-\d{2}$/.test(node.source ?? "") && node.value.toISOString().slice(0, 10) !== node.source) node.value = node.source;
      // `badge: Our #1 deal` would be read as "Our": YAML takes " #" to the end of the line as a
      // comment. A comment written as one ("# note", with a space, as the folders' README
      // templates do) is left alone; "#1" glued to its word is text the editor meant.
      const [, end, nodeEnd] = node.range ?? [0, 0, 0];
      const tail = text.slice(end, nodeEnd);
      const hash = tail.indexOf("#");
      if (node.type === "PLAIN" && typeof node.value === "string" && typeof node.comment === "string" && !cutByComment && hash !== -1 && !tail.slice(0, hash).includes("\n") && /^\S/.test(node.comment)) {
        cutByComment = { line: lineCounter.linePos(end + hash).line, value: node.value, typed: `${node.value} #${node.comment.split("\n")[0]}` };
      }
    },
  });
  if (cutByComment) {
    const { line, value, typed } = cutByComment;
    // gray-matter hands the engine the block from the end of the `---` line: its line numbers are the file's.
    throw new FrontMatterError(`line ${line}: the text from " #" on is read as a comment, so the value is only "${value}": put the whole value in double quotes, like "${typed.replace(/"/g, '\\"')}"`);
  }
  if (alias !== undefined) {
    throw new FrontMatterError(`YAML aliases are not allowed (found *${alias}): write the value out in full`);
  }
  const data: unknown = doc.toJS({ maxAliasCount: 0 });
  if (data === null || data === undefined) return {};
  if (typeof data !== "object") throw new FrontMatterError("must be a group of fields (name: value lines)");
  return data;
}

function refuse(language: string) {
  return () => {
    throw new FrontMatterError(`only YAML front matter is allowed, not "${language}"`);
  };
}

/** The engines gray-matter may look up: YAML is ours; the code-running ones refuse. */
const ENGINES = {
  yaml: { parse: parseYaml, stringify: () => "" },
  javascript: { parse: refuse("javascript"), stringify: () => "" },
  coffee: { parse: refuse("coffee"), stringify: () => "" },
  json: { parse: refuse("json"), stringify: () => "" },
  toml: { parse: refuse("toml"), stringify: () => "" },
};

/** The text after the opening `---` on the first line: a language name for gray-matter. */
function openingLanguage(raw: string): string {
  if (!raw.startsWith("---")) return "";
  const end = raw.search(/\r?\n/);
  return (end === -1 ? raw.slice(3) : raw.slice(3, end)).trim();
}

/**
 * A value holding a colon, a quote mark or " #" is the usual cause of a YAML error an editor
 * meets (`title: Kitchens: a guide`, `text: Sarah's kitchen`): the fix is double quotes.
 */
function quotingHint(lineText: string | undefined): string {
  const value = lineText?.match(/^\s*(?:-\s+)?[A-Za-z][\w-]*:\s+(.+)$/)?.[1];
  if (!value || !/(: |'|"| #)/.test(value)) return "";
  return `. If that line's value contains a colon, a quote mark or a #, put the whole value in double quotes (and write a " inside it as \\")`;
}

/** Splits a content file into its front matter data and Markdown body; throws FrontMatterError or a YAML error. */
export function readFrontMatter(raw: string): { data: unknown; content: string } {
  if (Buffer.byteLength(raw, "utf8") > MAX_CONTENT_FILE_BYTES) {
    throw new FrontMatterError(`the file is larger than ${MAX_CONTENT_FILE_BYTES / 1024} KB`);
  }
  // Windows line endings (Git for Windows, Notepad) and a byte-order mark read as the same file.
  raw = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const language = openingLanguage(raw);
  if (language) {
    throw new FrontMatterError(`only YAML front matter is allowed: the first line must be "---", not "---${language}"`);
  }
  // Passing options also bypasses gray-matter's cache.
  const parsed = matter(raw, { language: "yaml", engines: ENGINES });
  return { data: parsed.data, content: parsed.content };
}

/** The editor-facing message for what readFrontMatter threw; `raw`, the file, lets it point at a likely fix. */
export function frontMatterMessage(err: unknown, raw?: string): string {
  if (err instanceof FrontMatterError) return err.message;
  if (err instanceof YAMLParseError) {
    // gray-matter hands the engine the block from the end of the `---` line, so its line 2 is the file's line 2.
    const line = err.linePos?.[0]?.line;
    const reason = err.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return `YAML error${line ? ` at line ${line}` : ""}: ${reason}${quotingHint(line && raw ? raw.replace(/\r\n?/g, "\n").split("\n")[line - 1] : undefined)}`;
  }
  return `YAML error: ${err instanceof Error ? err.message : String(err)}`;
}
