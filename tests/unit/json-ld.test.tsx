/**
 * JSON-LD cannot close its <script> (issue 26): an FAQ answer in the snapshot that reads
 * `</script><script>alert(1)</script>` goes through the real path — the /faq route's loader
 * (faqPageJsonLd over the answer's plain text), its meta (seo()), React Router's <Meta> — and
 * comes out as data inside the one application/ld+json script, never as a second element.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { Meta, Outlet, createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const PAYLOAD = "</script><script>alert(1)</script><!--";
let dir = "";

/** A content folder that is the project's, except one FAQ answer carries the payload (as text, entity-escaped, as the sanitiser leaves it). */
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "json-ld-"));
  for (const entry of fs.readdirSync(path.join(ROOT, "content"))) {
    if (entry !== "cms") fs.symlinkSync(path.join(ROOT, "content", entry), path.join(dir, entry));
  }
  fs.mkdirSync(path.join(dir, "cms"));
  for (const entry of fs.readdirSync(path.join(ROOT, "content", "cms"))) {
    if (entry !== "faq.json") fs.symlinkSync(path.join(ROOT, "content", "cms", entry), path.join(dir, "cms", entry));
  }
  const faq = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "cms", "faq.json"), "utf8")) as { content: string }[];
  faq[0]!.content = `<p>Close it with &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- please.</p>\n`;
  fs.writeFileSync(path.join(dir, "cms", "faq.json"), JSON.stringify(faq, null, 1));
  process.env.CONTENT_DIR = dir;
  process.env.CONTENT_NO_CACHE = "1";
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.CONTENT_NO_CACHE;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("JSON-LD on /faq", () => {
  it("keeps </script> in an FAQ answer inside the ld+json script, as data", async () => {
    const faqRoute = await import("~/routes/faq");
    const data = await faqRoute.loader();
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [{ id: "faq", path: "faq", meta: faqRoute.meta as never, loader: () => data, Component: () => null }],
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/faq"]} hydrationData={{ loaderData: { root: null, faq: data } }} />);

    expect(html).not.toContain(PAYLOAD);
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--");
    const doc = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document;
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((s) => s.type)).toEqual(scripts.map(() => "application/ld+json"));
    expect(scripts.some((s) => s.textContent?.includes("alert(1)") && s.type !== "application/ld+json")).toBe(false);
    const faqPage = scripts.map((s) => JSON.parse(s.textContent ?? "") as { "@type": string; mainEntity?: { acceptedAnswer: { text: string } }[] }).find((j) => j["@type"] === "FAQPage");
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer.text).toBe(`Close it with ${PAYLOAD} please.`);
  });
});
