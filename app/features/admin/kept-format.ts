/**
 * The editor's file format: YAML front matter written back with the file's own layout.
 *
 * Decap's built-in `yaml-frontmatter` re-serialises the whole front matter (comments dropped,
 * quotes changed, long lines folded at 80 columns, flow maps `{ src, alt }` expanded), so
 * changing one title rewrote the whole file in the pull request. This format parses the
 * original file as a YAML document (which keeps comments, quoting, flow style and blank
 * lines), changes only the values that differ, and leaves the text below the front matter
 * as it was. Browser-safe: bundled into /admin/admin.js.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from "yaml";
import { GIT_ONLY_KEYS } from "./git-only";

export const KEPT_FORMAT = "yaml-frontmatter-kept";

const OPEN = "---\n";
const CLOSE = /^---[ \t]*$/m;

/** Splits a file into its front matter (YAML text) and everything after the closing `---`. */
export function splitFile(raw: string): { yaml: string; rest: string } {
  const text = raw.replace(/\r\n/g, "\n");
  if (!text.startsWith(OPEN)) return { yaml: "", rest: text };
  const after = text.slice(OPEN.length);
  const close = CLOSE.exec(after);
  if (!close) return { yaml: after, rest: "" };
  return { yaml: after.slice(0, close.index), rest: after.slice(close.index) };
}

type Plain = string | number | boolean | null | undefined | Plain[] | { [k: string]: Plain };

const isObject = (v: Plain): v is { [k: string]: Plain } => typeof v === "object" && v !== null && !Array.isArray(v);
/** Values an editor leaves behind in an optional field that was never filled in. */
const isBlank = (v: Plain) => v === undefined || v === null || v === "";

const TO_STRING = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: true } as const;

function createNode(doc: Document, value: Plain): Node {
  return doc.createNode(value) as Node;
}

/** Brings `node` to `value`, touching only what differs; returns the node to keep. */
function patch(doc: Document, node: Node | null | undefined, value: Plain): Node {
  if (isObject(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value) || isBlank(value[key]) || (Array.isArray(value[key]) && value[key].length === 0 && !isSeq(pair.value))) {
        node.items.splice(node.items.indexOf(pair), 1);
      }
    }
    for (const [key, v] of Object.entries(value)) {
      if (isBlank(v)) continue;
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair) pair.value = patch(doc, pair.value as Node, v);
      else if (!(Array.isArray(v) && v.length === 0)) node.set(key, createNode(doc, v));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items.splice(value.length);
    value.forEach((v, i) => {
      node.items[i] = i < node.items.length ? patch(doc, node.items[i] as Node, v) : createNode(doc, v);
    });
    return node;
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    // Same value (YAML 1.2 reads `2026-03-07` as text, as the editor does): keep the node as written.
    if (node.value === value || String(node.value) === String(value)) return node;
    node.value = value;
    return node;
  }
  return createNode(doc, value);
}

/** Reads a content file into the editor's data (front matter only). */
export function fromFile(raw: string): Record<string, unknown> {
  const { yaml } = splitFile(raw);
  const doc = parseDocument(yaml);
  if (doc.errors.length) throw new Error(`YAML error: ${doc.errors.map((e) => e.message).join("; ")}`);
  return (doc.toJS() as Record<string, unknown> | null) ?? {};
}

/** Writes the editor's data over `original` (the file as loaded), or as a new file when there is none. */
export function toFile(data: Record<string, unknown>, original: string | undefined): string {
  const { yaml, rest } = splitFile(original ?? "");
  const doc = parseDocument(yaml);
  data = keepGitOnly(data, (doc.toJS() as Record<string, unknown> | null) ?? {});
  const before = doc.toString(TO_STRING);
  doc.contents = patch(doc, doc.contents as Node | null, data as Plain) as typeof doc.contents;
  const front = keepUntouchedLines(yaml, before, doc.toString(TO_STRING));
  return `${OPEN}${front}${rest || "---\n"}`;
}

/**
 * Git-only fields (decision 103) as the file has them, whatever the editor sends: never dropped
 * (they are not in the editor's form), never changed or added through /admin.
 */
function keepGitOnly(data: Record<string, unknown>, file: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const key of GIT_ONLY_KEYS) {
    if (key in file) out[key] = file[key];
    else delete out[key];
  }
  return out;
}

/**
 * The YAML library writes some untouched lines a little differently from the file (`[a, b]`
 * gets padded to `[ a, b ]`). `before` is the untouched document as the library writes it,
 * `after` the changed one: lines the change did not touch are taken from the file itself.
 */
export function keepUntouchedLines(original: string, before: string, after: string): string {
  const o = original.split("\n");
  const b = before.split("\n");
  const a = after.split("\n");
  if (o.length !== b.length) return after;
  // Longest common subsequence of lines between `before` and `after`.
  const n = b.length;
  const m = a.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = b[i] === a[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (b[i] === a[j]) {
      out.push(o[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else out.push(a[j++]!);
  }
  while (j < m) out.push(a[j++]!);
  return out.join("\n");
}
