/**
 * vite.config.ts's build values (`define`, decision 165): React Router loads the config several
 * times in one build, and a build's process computes the values once per content folder; dev
 * computes them in each load, so a restart shows an edited company file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveConfig } from "vite";
import { afterEach, expect, it } from "vitest";
import { copyContent } from "../fixtures/files";
import { KEPT_DEFINE, SITE_CHUNK_FILES, siteChunk } from "../../vite.config";
import { contentDir } from "../../app/content/environment.server";

type Kept = { [KEPT_DEFINE]?: Map<string, Promise<Record<string, string>>> };
const kept = globalThis as Kept;
const site = async (command: "build" | "serve") => {
  const config = await resolveConfig({ configFile: "vite.config.ts", logLevel: "silent" }, command, "production");
  return JSON.parse(String(config.define?.__SITE__)) as { name: string };
};

/** The company's name as the content folder's company file has it. */
const companyName = (content: string) => /^name: (.*)$/m.exec(fs.readFileSync(path.join(content, "site", "company.md"), "utf8"))![1]!.trim();

const contentBefore = process.env.CONTENT_DIR;
afterEach(() => {
  delete kept[KEPT_DEFINE];
  if (contentBefore === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = contentBefore;
});

it("a build takes the values its process already computed for the same content folder, and dev computes them again", async () => {
  kept[KEPT_DEFINE] = new Map([[contentDir(), Promise.resolve({ __SITE__: JSON.stringify({ name: "Kept by this process" }) })]]);
  expect((await site("build")).name).toBe("Kept by this process");
  expect((await site("serve")).name).toBe(companyName(contentDir()));
});

it("a build over another content folder computes that folder's values, and keeps them for its next load", async () => {
  const other = copyContent(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vite-define-")), "content"));
  expect(companyName(other)).not.toBe("Birch & Beam Studio");
  try {
    const company = path.join(other, "site", "company.md");
    fs.writeFileSync(company, fs.readFileSync(company, "utf8").replace(/^name: .*$/m, "name: Birch & Beam Studio"));
    const before = contentDir();
    expect((await site("build")).name).toBe(companyName(before));
    process.env.CONTENT_DIR = other;
    expect((await site("build")).name).toBe("Birch & Beam Studio");
    expect([...kept[KEPT_DEFINE]!.keys()]).toEqual([before, other]);
  } finally {
    fs.rmSync(path.dirname(other), { recursive: true, force: true });
  }
});

it("a build whose values could not be computed computes them again in its next load", async () => {
  const other = copyContent(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vite-define-")), "content"));
  try {
    const company = path.join(other, "site", "company.md");
    const good = fs.readFileSync(company, "utf8");
    fs.writeFileSync(company, good.replace(/^name: .*$/m, "name:"));
    process.env.CONTENT_DIR = other;
    await expect(site("build")).rejects.toThrow();
    fs.writeFileSync(company, good.replace(/^name: .*$/m, "name: Birch & Beam Studio"));
    expect((await site("build")).name).toBe("Birch & Beam Studio");
  } finally {
    fs.rmSync(path.dirname(other), { recursive: true, force: true });
  }
});

it("the browser's shared chunk names files that exist, and no lazy part: a renamed module does not fall out of it unnoticed (decision 220)", () => {
  for (const f of SITE_CHUNK_FILES) expect(fs.existsSync(f), f).toBe(true);
  for (const f of SITE_CHUNK_FILES) expect(siteChunk(path.resolve(f)), f).toBe("site");
  for (const lazy of ["app/ui/Carousel.tsx", "app/ui/CarouselEngine.tsx", "app/features/collections/live.ts", "app/features/gallery/Lightbox.tsx", "app/lib/zod-csp.ts"]) {
    expect(siteChunk(path.resolve(lazy)), lazy).toBeUndefined();
  }
});
