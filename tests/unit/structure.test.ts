/**
 * DESIGN.md's house rules for the layout (issue 16), checked on the tree itself so they hold
 * as files are added: components never import server-only code, one module reads the
 * environment, and no source file grows past ~300 lines (data and scene files aside).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string, test: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p, test);
    return test(p) ? [p] : [];
  });
}

const source = (f: string) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f);
const imports = (file: string) => [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);

/** Data and scene files: long by nature, not logic. */
const DATA_FILES = new Set(["scripts/images/variants.ts"]);

describe("layout rules (DESIGN.md)", () => {
  it("no component imports a .server module; route modules and root may, for their loaders", () => {
    const components = files("app", (f) => f.endsWith(".tsx") && source(f) && !f.startsWith("app/routes/") && f !== "app/root.tsx");
    expect(components.length).toBeGreaterThan(50);
    const offenders = components.flatMap((f) => imports(f).filter((s) => /\.server(\.tsx?)?$/.test(s)).map((s) => `${f} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it("every feature's schema.ts is browser-safe: no .server module, no node: module", () => {
    const schemas = files("app/features", (f) => path.basename(f) === "schema.ts");
    expect(schemas.map((f) => path.dirname(f).split(path.sep).pop()).sort()).toEqual(expect.arrayContaining(["gallery", "offers", "sections", "services", "site"]));
    const offenders = schemas.flatMap((f) => imports(f).filter((s) => /\.server$|^node:/.test(s)).map((s) => `${f} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it("scripts/paths.ts is the only reader of environment variables (others only pass the environment on to child processes)", () => {
    const all = [...files("app", source), ...files("scripts", source), ...fs.readdirSync(".").filter((f) => /\.config\.ts$/.test(f))];
    const reads = all
      .filter((f) => f !== "scripts/paths.ts")
      .flatMap((f) =>
        fs
          .readFileSync(f, "utf8")
          .split("\n")
          .filter((line) => /process\.env(\.|\[)/.test(line) && !/process\.env\.[A-Z_]+ = /.test(line))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(reads).toEqual([]);
  });

  it("no source file in app/ or scripts/ is over 300 lines, data and scene files aside", () => {
    const long = [...files("app", source), ...files("scripts", source)]
      .filter((f) => !DATA_FILES.has(f))
      .map((f) => ({ f, lines: fs.readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter((x) => x.lines > 300)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });
});
