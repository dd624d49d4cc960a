import fs from "node:fs";
import path from "node:path";

/** Every file below `dir`, recursively (absolute paths). */
export function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** A built file's path relative to build/client, with `/` separators: `blog/x.html`. */
export function relPath(out: string, file: string): string {
  return path.relative(out, file).split(path.sep).join("/");
}

/** Writes a file, creating its folder. */
export function writeFile(file: string, data: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}
