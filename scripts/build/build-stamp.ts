/**
 * The unchanged build (decision 132): a build that finds every input exactly as the last
 * successful build found it, and the build folder exactly as that build left it, keeps the build
 * folder and stops, instead of doing the work again to write the same files.
 *
 * After a successful build, `build/build-stamp.json` (not deployed) holds:
 * - the key of the build's inputs, in parts so the log can say which part moved:
 *   - the content folder: every file's path and bytes, the snapshot included (symbolic links followed);
 *   - the build's code: every file of `app/`, `scripts/` and `public/`, the project's top-level
 *     files (configs, package.json, package-lock.json, .env files), the installed packages
 *     (`node_modules/.package-lock.json`, which npm rewrites on every install) and Node's version;
 *   - the environment: every variable except a short list of a terminal's own (a variable the
 *     build does not read costs one full build when it changes, never a stale one);
 *   - the date: offers that have ended or not started are left out of /offers (decision 082),
 *     so the studio's calendar date (or `SITE_TODAY`, decision 182) is part of the key;
 *   - the working folder and the build folder's path;
 * - every file the build left in the build folder (and in `TOOLS_DIR`, when set), with its size,
 *   modification and change times and inode: a file added, removed, edited, replaced or touched
 *   since (even with its modification time put back: the change time cannot be) is seen without
 *   reading any file.
 *
 * A build that does the work removes the stamp first, so an interrupted or failed build never
 * leaves one; the stamp is written at the end only when the inputs are still what they were when
 * the build started (an edit saved during the build makes the next build a full one).
 * `BUILD_FULL=1` skips the check (the build does the work and stamps its result).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildDir, buildFull, contentDir, environmentVariables, projectRoot, toolsDir } from "../../app/content/environment.server";
import { encodeDigest } from "../../app/content/inputs.server";
import { buildToday } from "../../app/content/build-day.server";

export const STAMP_FILE = "build-stamp.json";
const VERSION = 2;

/** The project's folders the build's code lives in (its own steps, the app they render, the static files). */
const CODE_DIRS = ["app", "scripts", "public"];

/** Variables a terminal or shell sets for itself, which no build reads. */
const VOLATILE_ENV = /^(_|PWD|OLDPWD|SHLVL|TERM|TERM_.*|COLORTERM|COLUMNS|LINES|LS_COLORS|SSH_.*|DISPLAY|WINDOWID|TMUX|TMUX_.*|STY|HIST.*|PS[1-4]|PROMPT_COMMAND|MAIL|LOGNAME|XDG_SESSION_.*|VSCODE_.*)$/;

/**
 * Variables a package sets in the build's own process as it loads: counted as they were when this
 * module loaded, before it (sharp sets VIPSHOME; a build that loaded sharp late otherwise found
 * its environment changed at its end and never stamped its output).
 */
const SET_BY_PACKAGES = ["VIPSHOME"];
const startEnv = new Map(environmentVariables());
const atStart = new Map(SET_BY_PACKAGES.map((k) => [k, startEnv.get(k)]));

/** The parts of the inputs' key, each a digest. */
export interface InputKey {
  content: string;
  code: string;
  environment: string;
  date: string;
  where: string;
}

/** One file of the output as the stat call sees it: size, modification time, change time, inode. */
type FileStat = [number, number, number, number];

interface Stamp {
  version: number;
  inputs: InputKey;
  /** Output root (build folder, tools folder) → path under it → its stat. */
  outputs: Record<string, Record<string, FileStat>>;
  /** The CMS detail pages of the page cache (decision 120) in build/client: site path → cache key. */
  pages?: Record<string, string>;
}

const sha = () => crypto.createHash("sha256");

/** Every file under `dir` (symbolic links followed), as paths relative to it with `/` separators, sorted. */
function files(dir: string): string[] {
  const out: string[] = [];
  const visit = (abs: string, rel: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const a = path.join(abs, entry.name);
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(a, { throwIfNoEntry: false })?.isDirectory());
      if (isDir) visit(a, r);
      else out.push(r);
    }
  };
  if (fs.existsSync(dir)) visit(dir, "");
  return out.sort();
}

/**
 * Each file's SHA-256 as this process last read it, by its path and stat: the build computes the
 * key of its inputs at its start and again at its end, and a file not written in between (its
 * size, times and inode the same) is not read and hashed again (31 MB of snapshot at 10,000 posts).
 * The page plan takes the content files' digests from here too (`contentFileDigest`).
 */
const fileHashes = new Map<string, { stat: string; sha256: Buffer }>();

function fileSha256(file: string): Buffer | undefined {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  if (!st) return undefined;
  const stat = `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
  const known = fileHashes.get(file);
  if (known?.stat === stat) return known.sha256;
  let sha256: Buffer;
  try {
    sha256 = sha().update(fs.readFileSync(file)).digest();
  } catch {
    return undefined;
  }
  fileHashes.set(file, { stat, sha256 });
  return sha256;
}

function fileDigest(file: string): string {
  return fileSha256(file)?.toString("base64") ?? "(unreadable)";
}

/**
 * A content file's digest as the page cache names it (app/content/inputs.server.ts), from the
 * bytes this build hashed for its inputs' key while the file is unchanged since: every image a
 * page shows is read and hashed once a build, not twice (a site of 10,000 posts has ~1 GB of
 * them). Undefined when it cannot be read.
 */
export function contentFileDigest(file: string): string | undefined {
  const sha256 = fileSha256(file);
  return sha256 && encodeDigest(sha256);
}

/** Digest of the files under `dir`: each one's path and the digest of its bytes (a dangling link counts by its path). */
function treeDigest(dir: string, h = sha()): crypto.Hash {
  for (const rel of files(dir)) h.update(rel).update("\0").update(fileDigest(path.join(dir, rel))).update("\0");
  return h;
}

/** The key of everything a build reads, as it is now (`now` and `root`: the date and project folder, for tests). */
export function inputKey(now = new Date(), root = projectRoot()): InputKey {
  const code = sha().update(`${VERSION}\0${process.version}\0${process.execArgv.join(" ")}\0`);
  for (const dir of CODE_DIRS) treeDigest(path.join(root, dir), code.update(`${dir}/\0`));
  for (const name of fs.readdirSync(root).sort()) {
    const file = path.join(root, name);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) code.update(name).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  const installed = path.join(root, "node_modules", ".package-lock.json");
  code.update(fs.existsSync(installed) ? fs.readFileSync(installed) : "(no installed packages list)");
  const env = environmentVariables()
    .filter(([k]) => !VOLATILE_ENV.test(k) && k !== "BUILD_FULL" && !atStart.has(k))
    .concat([...atStart].filter(([, v]) => v !== undefined))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    content: treeDigest(contentDir()).digest("hex"),
    code: code.digest("hex"),
    environment: sha().update(JSON.stringify(env)).digest("hex"),
    date: buildToday(now),
    where: sha().update(JSON.stringify([root, buildDir(), toolsDir() ?? null])).digest("hex"),
  };
}

/** The folders a build writes: the build folder and, when set, the tools site's. */
function outputRoots(): string[] {
  const tools = toolsDir();
  return tools ? [buildDir(), tools] : [buildDir()];
}

function statOf(file: string): FileStat | undefined {
  const s = fs.statSync(file, { throwIfNoEntry: false, bigint: false });
  return s ? [s.size, s.mtimeMs, s.ctimeMs, s.ino] : undefined;
}

/** Every file of the build's outputs with its stat (the stamp itself left out). */
function outputStats(): Stamp["outputs"] {
  const outputs: Stamp["outputs"] = {};
  for (const root of outputRoots()) {
    const list: Record<string, FileStat> = {};
    for (const rel of files(root)) {
      if (root === buildDir() && rel === STAMP_FILE) continue;
      const s = statOf(path.join(root, rel));
      if (s) list[rel] = s;
    }
    outputs[root] = list;
  }
  return outputs;
}

const stampPath = () => path.join(buildDir(), STAMP_FILE);

/** Why the output is not what the stamp recorded, or undefined when every file is as it was. */
function outputChange(recorded: Stamp["outputs"]): string | undefined {
  const roots = outputRoots();
  if (Object.keys(recorded).sort().join("\n") !== [...roots].sort().join("\n")) return "the output folders differ";
  for (const root of roots) {
    const before = recorded[root]!;
    const now = new Set(files(root).filter((rel) => !(root === buildDir() && rel === STAMP_FILE)));
    const shown = (rel: string) => path.relative(projectRoot(), path.join(root, rel));
    for (const rel of Object.keys(before)) {
      const s = statOf(path.join(root, rel));
      if (!s) return `${shown(rel)} was removed`;
      if (s.some((v, i) => v !== before[rel]![i])) return `${shown(rel)} was changed`;
      now.delete(rel);
    }
    const added = now.values().next();
    if (!added.done) return `${shown(added.value)} was added`;
  }
  return undefined;
}

const PART_NAMES: Record<keyof InputKey, string> = {
  content: "the content folder changed",
  code: "the build's code, configuration or packages changed",
  environment: "an environment variable changed",
  date: "the date changed (offers' validity)",
  where: "the project or build folder moved",
};

/**
 * Whether the last successful build's output can be kept: `{ keep: true }` when the inputs and
 * the output are exactly as that build left them, else why not. `inputs` is this build's key
 * (`inputKey()`), computed once by the caller and given back to `writeStamp`.
 */
export function checkStamp(inputs: InputKey): { keep: true } | { keep: false; why: string } {
  if (buildFull()) return { keep: false, why: "BUILD_FULL=1" };
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampPath(), "utf8")) as Stamp;
  } catch {
    return { keep: false, why: "no stamp of a finished build in the build folder" };
  }
  if (stamp.version !== VERSION || !stamp.inputs || !stamp.outputs) return { keep: false, why: "the stamp is of another version" };
  const part = (Object.keys(PART_NAMES) as (keyof InputKey)[]).find((k) => stamp.inputs[k] !== inputs[k]);
  if (part) return { keep: false, why: PART_NAMES[part] };
  const changed = outputChange(stamp.outputs);
  return changed ? { keep: false, why: changed } : { keep: true };
}

/** Before a build does its work: no stamp may survive a build that stops half-way. */
export function removeStamp() {
  fs.rmSync(stampPath(), { force: true });
}

/** Which part of the inputs differs between two keys, in words (undefined when none does). */
export function changedPart(a: InputKey, b: InputKey): string | undefined {
  const part = (Object.keys(PART_NAMES) as (keyof InputKey)[]).find((k) => a[k] !== b[k]);
  return part && PART_NAMES[part];
}

/**
 * After a successful build: stamps its output with `inputs` (the key when it started), unless the
 * inputs changed meanwhile (`now`: their key at the end). Returns whether it stamped.
 */
export function writeStamp(inputs: InputKey, now = inputKey(), pages: Record<string, string> = {}): boolean {
  if (changedPart(inputs, now)) return false;
  const stamp: Stamp = { version: VERSION, inputs, outputs: outputStats(), pages };
  const tmp = `${stampPath()}.${process.pid}.tmp`;
  fs.mkdirSync(buildDir(), { recursive: true });
  fs.writeFileSync(tmp, JSON.stringify(stamp));
  fs.renameSync(tmp, stampPath());
  return true;
}

/**
 * What the last successful build left in the build folder, for a build that does the work: the
 * CMS detail pages it wrote (site path → page cache key) and whether a file is still exactly as
 * it left it. A page whose two files are unchanged and whose key is the one this build finds
 * need not be copied again (./prerender.ts). Undefined without a stamp (no build finished since
 * the last one started, or none at all).
 */
export interface PreviousOutput {
  pages: Record<string, string>;
  unchanged(file: string): boolean;
  /** The files it left in the build folder (absolute paths). */
  files(): readonly string[];
}

export function readPreviousOutput(): PreviousOutput | undefined {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampPath(), "utf8")) as Stamp;
  } catch {
    return undefined;
  }
  const files = stamp.version === VERSION ? stamp.outputs?.[buildDir()] : undefined;
  if (!files || !stamp.pages) return undefined;
  // Asked of every kept page and media file (20,000 at 10,000 posts): the folder is found once.
  const root = buildDir();
  const prefix = root + path.sep;
  let list: string[] | undefined;
  return {
    pages: stamp.pages,
    unchanged(file: string) {
      const rel = file.startsWith(prefix) ? file.slice(prefix.length) : path.relative(root, file);
      const before = files[path.sep === "/" ? rel : rel.split(path.sep).join("/")];
      if (!before) return false;
      const now = statOf(file);
      return Boolean(now && now.every((v, i) => v === before[i]));
    },
    files: () => (list ??= Object.keys(files).map((rel) => (path.sep === "/" ? prefix + rel : path.join(root, ...rel.split("/"))))),
  };
}
