/**
 * DESIGN.md's house rules for the layout (issue 16), checked on the tree itself so they hold
 * as files are added: components never import server-only code, one module reads the
 * environment, one module reads the browser's build-time values, no source file grows past ~300
 * lines (data and scene files aside), imports run one way (scripts/ → app/, never back) and
 * neither app/ nor scripts/ has an import cycle.
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
/** Every module a file names: static and dynamic imports, re-exports, `require` and tsx's `tsImport`. */
const imports = (file: string) => [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import|require|tsImport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);

/** The one reader of environment variables and output folders. */
const ENVIRONMENT = "app/content/environment.server.ts";

/** Data and scene files: long by nature, not logic. */
const DATA_FILES = new Set(["scripts/images/variants.ts"]);

describe("layout rules (DESIGN.md)", () => {
  it("no component imports a .server module; route modules and root may, for their loaders, and server modules may", () => {
    const components = files("app", (f) => f.endsWith(".tsx") && !f.endsWith(".server.tsx") && source(f) && !f.startsWith("app/routes/") && f !== "app/root.tsx");
    expect(components.length).toBeGreaterThan(50);
    const offenders = components.flatMap((f) => imports(f).filter((s) => /\.server(\.tsx?)?$/.test(s)).map((s) => `${f} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it("every feature's schema.ts is browser-safe: no .server module, no node: module", () => {
    const schemas = files("app/features", (f) => path.basename(f) === "schema.ts");
    expect(schemas.map((f) => path.dirname(f).split(path.sep).pop()).sort()).toEqual(expect.arrayContaining(["collections", "gallery", "leads", "offers", "pages", "sections", "services", "site"]));
    const offenders = schemas.flatMap((f) => imports(f).filter((s) => /\.server$|^node:/.test(s)).map((s) => `${f} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it(`${ENVIRONMENT} is the only reader of environment variables (others only pass the environment on to child processes)`, () => {
    const all = [...files("app", source), ...files("scripts", source), ...fs.readdirSync(".").filter((f) => /\.config\.ts$/.test(f))];
    const reads = all
      .filter((f) => f !== ENVIRONMENT)
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

/**
 * The aliases an import may use instead of a relative path: tsconfig.json's `paths` (`~/*`) and
 * package.json's `imports` (`#name`), each as a prefix and the folder or file it stands for.
 */
const ALIASES: { prefix: string; exact: boolean; target: string }[] = [
  ...Object.entries((JSON.parse(fs.readFileSync("tsconfig.json", "utf8")).compilerOptions?.paths ?? {}) as Record<string, string[]>).flatMap(([k, v]) => v.map((t) => ({ k, t }))),
  ...Object.entries((JSON.parse(fs.readFileSync("package.json", "utf8")).imports ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
    // A conditional target ({ node: …, default: … }) counts with every path it may stand for.
    (typeof v === "string" ? [v] : Object.values(v as Record<string, string>)).map((t) => ({ k, t })),
  ),
].map(({ k, t }) => ({ prefix: k.replace(/\*$/, ""), exact: !k.endsWith("*"), target: t.replace(/\*$/, "") }));

/** Where an import points, as a path from the repository root (a file or not); undefined for a package. */
function importTarget(from: string, spec: string): string | undefined {
  if (spec.startsWith(".")) return path.join(path.dirname(from), spec);
  const alias = ALIASES.find((a) => (a.exact ? spec === a.prefix : spec.startsWith(a.prefix)));
  return alias ? path.join(alias.target, spec.slice(alias.prefix.length)) : undefined;
}

/** The module an import names, as a path from the repository root, or undefined for a package. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = importTarget(from, spec);
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The import cycles among the modules of one folder, each as `a → b → … → a`. */
function importCycles(dir: string): string[] {
  const graph = new Map(files(dir, source).map((f) => [f, imports(f).map((s) => resolveImport(f, s)).filter((x): x is string => !!x)]));
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (f: string, trail: string[]) => {
    if (state.get(f) === "done") return;
    if (state.get(f) === "open") {
      cycles.push([...trail.slice(trail.indexOf(f)), f].join(" → "));
      return;
    }
    state.set(f, "open");
    for (const g of graph.get(f) ?? []) if (graph.has(g)) visit(g, [...trail, f]);
    state.set(f, "done");
  };
  for (const f of graph.keys()) visit(f, []);
  return cycles;
}

describe("imports run one way: scripts/ → app/ (issue 27)", () => {
  it("follows relative paths and the `~/` alias to the path they name; a package is no project path", () => {
    expect(importTarget("app/features/leads/leads.test.ts", "../../../scripts/build/csp")).toBe("scripts/build/csp");
    expect(importTarget("app/content/read.server.ts", "~/content/errors")).toBe("app/content/errors");
    expect(importTarget("app/content/read.server.ts", "zod")).toBeUndefined();
    expect(ALIASES.map((a) => a.prefix)).toContain("~/");
  });

  it("no file under app/, tests and declarations included, imports from scripts/, by relative path or alias", () => {
    const all = files("app", (f) => /\.(tsx?|mts|cts|js|mjs)$/.test(f));
    expect(all.length).toBeGreaterThan(100);
    const offenders = all.flatMap((f) =>
      imports(f)
        .filter((s) => (importTarget(f, s) ?? "").split(path.sep)[0] === "scripts")
        .map((s) => `${f} → ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no import cycle among the modules of scripts/", () => {
    expect(importCycles("scripts")).toEqual([]);
  });
});

describe("section registry (issue 27)", () => {
  it("each section type has one schema in SECTION_SCHEMAS and one component in PARTS, and nothing else lists the types", async () => {
    const { SECTION_SCHEMAS, sectionSchema } = await import("~/features/sections/section-schemas");
    const { PARTS } = await import("~/features/sections/parts");
    const types = Object.keys(SECTION_SCHEMAS).sort();
    expect(Object.keys(PARTS).sort()).toEqual(types);
    expect(sectionSchema.options.map((o) => o.shape.type.value).sort()).toEqual(types);
    // Each part loads a `<Type>Section.tsx`, and every such file is some type's part.
    const parts = fs.readFileSync("app/features/sections/parts.ts", "utf8");
    const loaded = [...parts.matchAll(/import\("\.\/(\w+Section)"\)/g)].map((m) => m[1]!).sort();
    const components = fs.readdirSync("app/features/sections").filter((f) => /^\w+Section\.tsx$/.test(f)).map((f) => f.replace(/\.tsx$/, "")).sort();
    expect(loaded).toEqual(components);
    expect(loaded).toHaveLength(types.length);
    // No other module spells out the list of types (as the old kinds list and renderer switch did).
    const listing = files("app", source)
      .filter((f) => !["app/features/sections/section-schemas.ts", "app/features/sections/parts.ts"].includes(f))
      .filter((f) => types.filter((t) => new RegExp(`["']${t}["']`).test(fs.readFileSync(f, "utf8"))).length === types.length);
    expect(listing).toEqual([]);
  });

  it("no import cycle among the modules of app/", () => {
    expect(importCycles("app")).toEqual([]);
  });
});

describe("one source for build-time values (issue 27)", () => {
  it("only app/content/build-values.ts reads __SITE__ and __DETAIL_LABELS__ (app/env.d.ts declares them, build-values.server.ts defines them)", () => {
    const allowed = new Set(["app/content/build-values.ts", "app/content/build-values.server.ts", "app/env.d.ts"]);
    const all = [...files("app", (f) => /\.tsx?$/.test(f)), ...files("scripts", source), ...fs.readdirSync(".").filter((f) => /\.config\.ts$/.test(f))];
    const readers = all.filter((f) => !allowed.has(f) && /\b__(SITE|DETAIL_LABELS)__\b/.test(fs.readFileSync(f, "utf8")));
    expect(readers).toEqual([]);
  });
});

describe("one Icon component (issue 27)", () => {
  it("no module but app/ui/Icon.tsx draws an svg (app/features/site/Logo.tsx, the logo, excepted)", () => {
    const allowed = new Set(["app/ui/Icon.tsx", "app/features/site/Logo.tsx"]);
    const drawing = files("app", (f) => source(f) && !allowed.has(f)).filter((f) => /<svg\b/i.test(fs.readFileSync(f, "utf8")));
    expect(drawing).toEqual([]);
  });

  it("no module but app/ui/Icon.tsx holds a copy of one of its glyphs' paths", () => {
    const icon = fs.readFileSync("app/ui/Icon.tsx", "utf8");
    const glyphs = [...icon.matchAll(/"([Mm][\d. ][^"]+)"/g)].map((m) => m[1]!);
    expect(glyphs.length).toBeGreaterThanOrEqual(19);
    const own = files("app", (f) => source(f) && f !== "app/ui/Icon.tsx").filter((f) => {
      const text = fs.readFileSync(f, "utf8");
      return glyphs.some((d) => text.includes(d));
    });
    expect(own).toEqual([]);
  });
});

describe("one definition each (issue 27, items 3 and 4)", () => {
  it("the CMS collections' detail pages are one route module, or its browser-only twin, registered once per collection", async () => {
    const { default: routes } = await import("~/routes");
    const { CMS_COLLECTIONS, COLLECTIONS } = await import("~/features/collections/table");
    const details = routes.filter((r) => r.path?.endsWith("/:slug"));
    expect(details.map((r) => `/${r.path}`).sort()).toEqual(CMS_COLLECTIONS.map((c) => `${COLLECTIONS[c].routePrefix}/:slug`).sort());
    expect(details.every((r) => ["routes/cms-detail.tsx", "routes/cms-detail.live.tsx"].includes(r.file)), JSON.stringify(details)).toBe(true);
    // No other route module draws a collection's record.
    const drawing = fs.readdirSync("app/routes").filter((f) => /\bCmsDetail\b/.test(fs.readFileSync(path.join("app/routes", f), "utf8")));
    expect(drawing.sort()).toEqual(["cms-detail.live.tsx", "cms-detail.tsx"]);
  });

  it("one hero slideshow: its pause rules and button are written once, and it and ui/Carousel are the only carousels", () => {
    const mentioning = (pattern: RegExp) => files("app", (f) => /\.tsx?$/.test(f) && source(f) && pattern.test(fs.readFileSync(f, "utf8"))).sort();
    expect(mentioning(/Pause slideshow|Play slideshow/)).toEqual(["app/features/sections/HeroSlideshow.tsx"]);
    expect(mentioning(/aria-roledescription="carousel"/)).toEqual(["app/features/sections/HeroSlideshow.tsx", "app/ui/Carousel.tsx"]);
  });
});
