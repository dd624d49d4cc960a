/**
 * The build trusts nothing it reads (DESIGN.md, decision 076): every HTML and text field of the
 * committed snapshot must be a fixed point of the one sanitiser (app/cms/sanitize.ts), the
 * contract with whatever wrote the snapshot. A field the sanitiser would change was edited by
 * hand or written by a broken step; it fails the build with `file: [i].field: message`.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { cacheDir, projectRoot, snapshotDir } from "../../content/environment.server";
import { createSanitizer, type Sanitizer } from "../../cms/sanitize";
import type { ContentProblem } from "../../content/errors";

let sanitizer: Sanitizer | undefined;
function node(): Sanitizer {
  if (!sanitizer) {
    // jsdom (~0.3 s to load) only when a record is to be sanitised: a build whose snapshot was
    // found clean before, and every prerender worker, never load it (decision 134).
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as typeof import("jsdom");
    const { window } = new JSDOM("<!DOCTYPE html><html><body></body></html>");
    sanitizer = createSanitizer(window as unknown as Parameters<typeof createSanitizer>[0]);
  }
  return sanitizer;
}

type Kind = "html" | "text";

/** One field to check: where it is, what it holds, and which sanitiser applies. */
interface Field {
  field: string;
  value: string | null | undefined;
  kind: Kind;
}

export interface RecheckRecord {
  id: number;
  slug: string;
  title?: string;
  excerpt?: string;
  content?: string;
  author?: string | null;
  name?: string;
  featuredImage?: { alt: string } | null;
  attachments?: { alt: string; title: string }[];
  seo?: { title?: string; description?: string };
}

function fieldsOf(r: RecheckRecord, at: string): Field[] {
  const out: Field[] = [
    { field: `${at}.title`, value: r.title, kind: "html" },
    { field: `${at}.excerpt`, value: r.excerpt, kind: "html" },
    { field: `${at}.content`, value: r.content, kind: "html" },
    { field: `${at}.author`, value: r.author, kind: "text" },
    { field: `${at}.name`, value: r.name, kind: "text" },
    { field: `${at}.featuredImage.alt`, value: r.featuredImage?.alt, kind: "text" },
    { field: `${at}.seo.title`, value: r.seo?.title, kind: "text" },
    { field: `${at}.seo.description`, value: r.seo?.description, kind: "text" },
  ];
  r.attachments?.forEach((a, i) => {
    out.push({ field: `${at}.attachments[${i}].alt`, value: a.alt, kind: "text" });
    out.push({ field: `${at}.attachments[${i}].title`, value: a.title, kind: "html" });
  });
  return out;
}

/** Where two strings first differ, shown with a little context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 20), i + 40));
  return `at character ${i}: ${show(a)} would become ${show(b)}`;
}

/**
 * Problems of one snapshot file's records: every field the sanitiser would change. Strings
 * without `<` are skipped: DOMPurify returns them as they are, so they are fixed points already.
 */
export function recheckRecords(file: string, records: readonly RecheckRecord[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  records.forEach((r, i) => {
    for (const f of fieldsOf(r, `[${i}]`)) {
      if (typeof f.value !== "string" || !f.value.includes("<")) continue;
      const clean = f.kind === "html" ? node().html(f.value) : node().text(f.value);
      if (clean !== f.value) {
        problems.push({
          file,
          field: f.field,
          message: `record ${r.id} (${r.slug}) is not as the sanitiser leaves it, ${firstDifference(f.value, clean)}; run npm run snapshot again`,
        });
      }
    }
  });
  return problems;
}

/**
 * What the sanitiser's output depends on: its policy source and DOMPurify's version. What was
 * found clean is remembered under `.cache/cms-recheck/` for this fingerprint: the whole file's
 * bytes (the prerender workers and a build of the same snapshot skip it at once) and each
 * record's checked fields (a snapshot refresh that changed one post of 10,000 sanitises that
 * post, not the file: ~9 ms per long post on jsdom, 30 s and more for 10,000; decision 129).
 */
function fingerprint(): string | undefined {
  try {
    const hash = crypto.createHash("sha256");
    // The policy, this check (what it skips), and the packages' versions: DOMPurify, jsdom, parse5.
    for (const file of ["app/cms/sanitize.ts", "app/features/collections/recheck.server.ts", "package-lock.json"]) hash.update(fs.readFileSync(path.join(projectRoot(), file)));
    return hash.digest("hex");
  } catch {
    return undefined;
  }
}

const sha = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

/** A record's checked fields, by value (where it sits in the file only names a problem). */
export const recordDigest = (r: RecheckRecord) => sha(JSON.stringify(fieldsOf(r, "").map((f) => [f.kind, f.value ?? null])));

/**
 * The digests the check ahead of the build made of a file's records and where that file is
 * remembered, with the text they were parsed from: the build's own check of the same text (same
 * sanitiser, same folders) takes them instead of making them again (10,000 records: ~0.3 s). The snapshot's schemas only validate (strict objects, no transforms
 * or defaults, the order kept), so the validated records' checked fields are the parsed ones,
 * index for index; tests/unit/build-trust.test.ts compares the two.
 */
const aheadDigests = new Map<string, { raw: string; digests: string[]; where: string; at: { marker: string; list: string } }>();

/** What the place a file's check is remembered in depends on besides its bytes: the sanitiser, the cache and snapshot folders. */
const rememberedWhere = () => `${fingerprint() ?? ""}\0${cacheDir()}\0${snapshotDir()}`;

/** The digests of `file`'s records found clean before, or none when the list is missing or damaged. */
function readClean(list: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(list, "utf8"));
    return new Set(Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === "string") : []);
  } catch {
    return new Set();
  }
}

/** Written aside and renamed, so a build reading it meanwhile sees the old list or the new one. */
function writeAtomically(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, text);
  fs.renameSync(aside, file);
}

/** Where this sanitiser remembers `file`: the marker of these exact bytes, and the list of clean records. */
function remembered(file: string, raw: string): { marker: string; list: string } | undefined {
  const fp = fingerprint();
  if (!fp) return undefined;
  const dir = path.join(cacheDir(), "cms-recheck");
  // The marker: a hash of the fingerprint and the file's bytes, fed in turn (joined first, a
  // 10,000-post file was a 31 MB copy made and dropped on every call).
  const marker = crypto.createHash("sha256").update(fp).update(raw).digest("hex");
  // One list per snapshot folder and file: the bench's generated snapshot does not evict the site's.
  return { marker: path.join(dir, marker), list: path.join(dir, `${sha(fp + snapshotDir() + file).slice(0, 32)}.records.json`) };
}

/**
 * The records of `file` that nothing remembers as clean (all of them without a fingerprint),
 * each with its digest, for a check that runs ahead of the build's own
 * (scripts/lib/recheck-parallel.ts).
 */
export function uncheckedRecords<R extends RecheckRecord>(file: string, raw: string, records: readonly R[]): [record: R, digest: string][] {
  const at = remembered(file, raw);
  if (at && fs.existsSync(at.marker)) return [];
  const known = at ? readClean(at.list) : new Set<string>();
  const digests = records.map(recordDigest);
  if (at) aheadDigests.set(file, { raw, digests, where: rememberedWhere(), at });
  return records.flatMap((r, i) => (known.has(digests[i]!) ? [] : [[r, digests[i]!] as [R, string]]));
}

/** Adds the digests of records a check ahead of the build found clean to `file`'s list (the build's own check then skips them). */
export function rememberClean(file: string, raw: string, clean: readonly string[]) {
  const at = remembered(file, raw);
  if (!at || clean.length === 0) return;
  try {
    writeAtomically(at.list, JSON.stringify([...new Set([...readClean(at.list), ...clean])]));
  } catch {
    // The cache only saves time.
  }
}

/**
 * recheckRecords, skipped for these exact bytes when they were found clean before by this
 * sanitiser, and for every record whose checked fields were. The records' list is rewritten with
 * the clean records of this file only, so it never grows beyond the snapshot.
 */
export function recheckRecordsCached(file: string, raw: string, records: readonly RecheckRecord[]): ContentProblem[] {
  const kept = aheadDigests.get(file);
  aheadDigests.delete(file);
  // Taken only for the same bytes, sanitiser and folders as the check ahead saw.
  const ahead = kept && kept.raw === raw && kept.digests.length === records.length && kept.where === rememberedWhere() ? kept : undefined;
  const at = ahead?.at ?? remembered(file, raw);
  if (!at) return recheckRecords(file, records);
  if (fs.existsSync(at.marker)) return [];
  const known = readClean(at.list);
  const digests = ahead ? ahead.digests : records.map(recordDigest);
  const problems: ContentProblem[] = [];
  records.forEach((r, i) => {
    if (known.has(digests[i]!)) return;
    // Checked alone, then named by its place in the whole file.
    for (const p of recheckRecords(file, [r])) problems.push({ ...p, field: p.field.replace(/^\[0\]/, `[${i}]`) });
  });
  try {
    const bad = new Set(problems.map((p) => Number(/^\[(\d+)\]/.exec(p.field)?.[1])));
    writeAtomically(at.list, JSON.stringify(digests.filter((_, i) => !bad.has(i))));
    if (problems.length === 0) writeAtomically(at.marker, `${file}\n`);
  } catch {
    // The cache only saves time (a read-only or full disk): the check itself is done.
  }
  return problems;
}
