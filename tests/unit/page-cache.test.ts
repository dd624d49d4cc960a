import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFingerprint, entryFile, MANIFEST, mediaRefs, pageKey, planPages, rendererSources, saveManifest, storePage, type Written } from "../../scripts/build/page-cache";

/**
 * The page cache's rules (decision 120), on a cache folder of its own: a page is reused only
 * when the fingerprint (server build, client manifest) and every input it read are as they were.
 * tests/unit/build-incremental.test.ts shows the same on real builds.
 */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe("the build fingerprint", () => {
  it("changes with any byte of the server build and any client asset name, and only then", async () => {
    const server = path.join(dir, "server");
    const client = path.join(dir, "client");
    write(path.join(server, "index.js"), "export const a = 1;");
    write(path.join(server, "assets/server-build-x.js"), "export const b = 2;");
    write(path.join(client, "assets/manifest-abc.js"), "window.m = 1;");
    const base = await buildFingerprint(server, client, "csp");
    expect(await buildFingerprint(server, client, "csp")).toBe(base);

    write(path.join(server, "assets/server-build-x.js"), "export const b = 3;");
    const serverChanged = await buildFingerprint(server, client, "csp");
    expect(serverChanged).not.toBe(base);

    fs.renameSync(path.join(client, "assets/manifest-abc.js"), path.join(client, "assets/manifest-abd.js"));
    const manifestChanged = await buildFingerprint(server, client, "csp");
    expect(manifestChanged).not.toBe(serverChanged);

    expect(await buildFingerprint(server, client, "other csp sources")).not.toBe(manifestChanged);
  });

  it("covers the code that renders and finishes a page, not the host rules written after it (a change there re-renders no page, decision 137)", async () => {
    const sources = await rendererSources();
    expect(sources).toEqual(expect.arrayContaining(["scripts/build/prerender-workers.ts", "scripts/build/csp.ts", "scripts/lib/host-file-path.ts"]));
    for (const file of ["scripts/lib/host-rules.ts", "scripts/lib/redirect-groups.ts", "app/features/collections/old-addresses.ts"]) expect(sources).not.toContain(file);
  });

  it("covers the scripts a finished page inlines, which the workers bundle by path: a changed page script renders the cached pages again (decision 210)", async () => {
    const sources = await rendererSources();
    expect(sources).toEqual(expect.arrayContaining(["app/features/site/page-script.ts", "app/ui/reveal-on-view.ts", "app/features/collections/image-viewer-page.ts", "app/features/collections/image-viewer.ts"]));
  });
});

describe("planning a build from the cache", () => {
  const inputs: Record<string, string> = { "file:site/company.md": "c1", "record:posts:a": "a1", "record:posts:b": "b1" };
  const pages: Record<string, string[]> = { "/blog/a": ["file:site/company.md", "record:posts:a"], "/blog/b": ["file:site/company.md", "record:posts:b"] };

  /** As a worker leaves it: each page under its key, then the manifest. */
  function render(fingerprint: string, digests: Record<string, string>) {
    const keys = new Set<string>();
    const written = new Map<string, Written>();
    fs.mkdirSync(dir, { recursive: true });
    for (const [p, ids] of Object.entries(pages)) {
      const key = pageKey(fingerprint, p, ids.map((id) => [id, digests[id]!]));
      written.set(p, storePage(dir, key, `<html>${p} ${ids.map((id) => digests[id]).join(" ")} <img src="/_img/x-1.webp"></html>`));
      keys.add(key);
    }
    saveManifest(dir, Object.fromEntries(Object.entries(pages).map(([p, ids]) => [p, { inputs: Object.fromEntries(ids.map((id) => [id, digests[id]!])), media: ["/_img/x-1.webp"], written: written.get(p)! }])), keys);
  }
  const plan = (fingerprint: string, digests: Record<string, string>, media = true) => {
    const { reuse, render } = planPages(dir, fingerprint, Object.keys(pages), (id) => digests[id] ?? "absent", () => media);
    return { reuse: [...reuse.keys()].sort(), render: render.sort() };
  };

  it("reuses every page when nothing changed", () => {
    render("fp", inputs);
    expect(plan("fp", inputs)).toEqual({ reuse: ["/blog/a", "/blog/b"], render: [] });
  });

  it("renders only the page whose record changed, and reuses it again once the record is back", () => {
    render("fp", inputs);
    expect(plan("fp", { ...inputs, "record:posts:b": "b2" })).toEqual({ reuse: ["/blog/a"], render: ["/blog/b"] });
    expect(plan("fp", inputs).render).toEqual([]);
  });

  it("renders every page when a shared input or the fingerprint changes", () => {
    render("fp", inputs);
    expect(plan("fp", { ...inputs, "file:site/company.md": "c2" }).render).toEqual(["/blog/a", "/blog/b"]);
    expect(plan("fp2", inputs).render).toEqual(["/blog/a", "/blog/b"]);
  });

  it("renders a page whose input is gone, whose images left the image cache, or whose files are missing", () => {
    render("fp", inputs);
    const { "record:posts:a": _gone, ...rest } = inputs;
    expect(plan("fp", rest).render).toEqual(["/blog/a"]);
    expect(plan("fp", inputs, false).render).toEqual(["/blog/a", "/blog/b"]);
    fs.rmSync(entryFile(dir, pageKey("fp", "/blog/b", pages["/blog/b"]!.map((id) => [id, inputs[id]!]))));
    expect(plan("fp", inputs).render).toEqual(["/blog/b"]);
  });

  it("renders a page whose cached file was written into after it was stored (build/client holds links to them, decision 143), and only that page", () => {
    render("fp", inputs);
    const key = (p: string) => pageKey("fp", p, pages[p]!.map((id) => [id, inputs[id]!]));
    // In place, as `echo >>` or an editor that saves into the file would, through a link in build/client.
    const client = path.join(dir, "client.html");
    fs.linkSync(entryFile(dir, key("/blog/a")), client);
    fs.appendFileSync(client, "<!-- edited -->");
    const { render: again, why } = planPages(dir, "fp", Object.keys(pages), (id) => inputs[id]!, () => true);
    expect(again).toEqual(["/blog/a"]);
    expect(why.get("/blog/a")).toBe("its cached files are not as they were written (edited in place?)");
    // The same bytes written back, later: still not the file that was stored.
    fs.writeFileSync(client, fs.readFileSync(client, "utf8").replace("<!-- edited -->", ""));
    fs.utimesSync(client, new Date(), new Date(Date.now() + 5000));
    expect(plan("fp", inputs).render).toEqual(["/blog/a"]);
    // A manifest of an earlier version, or an entry without its files' record, renders its page.
    render("fp", inputs);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as { pages: Record<string, { written?: unknown }> };
    manifest.pages["/blog/b"]!.written = ["not", 0];
    fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
    expect(plan("fp", inputs)).toEqual({ reuse: ["/blog/a"], render: ["/blog/b"] });
  });

  it("renders everything with no manifest or a broken one, and never a page stored under other inputs", () => {
    render("fp", inputs);
    fs.writeFileSync(path.join(dir, MANIFEST), "{ not json");
    expect(plan("fp", inputs).render).toEqual(["/blog/a", "/blog/b"]);
    // A page left under the key of other inputs (an interrupted build) is never taken for this one.
    render("fp", { ...inputs, "record:posts:a": "a2" });
    expect(plan("fp", inputs)).toEqual({ reuse: ["/blog/b"], render: ["/blog/a"] });
  });

  it("keeps only the files the new manifest's pages name, and no page's `.data` (decision 156)", () => {
    render("fp", inputs);
    render("fp2", inputs);
    // An earlier build's cache held each page's `.data` beside its HTML, under the same key.
    fs.writeFileSync(entryFile(dir, pageKey("fp2", "/blog/a", pages["/blog/a"]!.map((id) => [id, inputs[id]!]))).replace(/\.html$/, ".data"), "data");
    render("fp2", inputs);
    expect(fs.readdirSync(dir).sort()).toHaveLength(3);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".html")).map((f) => fs.readFileSync(path.join(dir, f), "utf8"))).toHaveLength(2);
  });
});

it("lists the processed images and snapshot media a page shows", () => {
  expect(mediaRefs('<img src="/_img/a-400.avif" srcset="/_img/a-400.avif 400w, /_img/a-800.webp 800w"><a href="/_cms/media/b.jpg">')).toEqual(["/_cms/media/b.jpg", "/_img/a-400.avif", "/_img/a-800.webp"]);
});
