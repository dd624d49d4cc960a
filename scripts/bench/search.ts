/**
 * The blog search's first-search bytes (issue 25, decision 123): a built site served by npm start,
 * /blog opened in Chromium, one query typed; every response from the site after the first
 * keystroke is summed as sent (encoded body plus headers). Pagefind's share is also given apart.
 * The CMS host is blocked, so the live `search=` call is not counted (it is WordPress's bytes).
 */
import { chromium } from "playwright";
import { serve } from "../serve";
import { chromiumPath } from "../paths";

export interface FirstSearch {
  query: string;
  bytes: number;
  pagefindBytes: number;
  requests: number;
  cards: number;
}

export async function firstSearchBytes(dir: string, port: number, queries: string[]): Promise<FirstSearch[]> {
  const server = await serve({ dir, port });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  const out: FirstSearch[] = [];
  try {
    for (const query of queries) {
      const page = await browser.newPage();
      const origin = `http://127.0.0.1:${port}`;
      await page.route((url) => url.origin !== origin, (route) => route.abort("blockedbyclient"));
      await page.goto(`${origin}/blog`);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      const sizes: Promise<{ url: string; n: number }>[] = [];
      page.on("requestfinished", (req) => {
        if (!req.url().startsWith(origin)) return;
        sizes.push(req.sizes().then((s) => ({ url: req.url(), n: s.responseBodySize + s.responseHeadersSize })));
      });
      await page.getByRole("searchbox").fill(query);
      await page.getByRole("status").filter({ hasText: `results for "${query}"` }).waitFor();
      // The results' fragments arrive after the message; wait until the network has been quiet a while.
      await page.waitForLoadState("networkidle");
      const done = await Promise.all(sizes);
      const cards = await page.getByRole("main").getByRole("listitem").getByRole("article").count();
      out.push({
        query,
        bytes: done.reduce((n, s) => n + s.n, 0),
        pagefindBytes: done.filter((s) => new URL(s.url).pathname.startsWith("/pagefind/")).reduce((n, s) => n + s.n, 0),
        requests: done.length,
        cards,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

export function printFirstSearch(label: string, rows: FirstSearch[]): void {
  for (const r of rows) {
    console.log(
      `  ${label}, first search "${r.query}": ${(r.bytes / 1024).toFixed(1)} KB in ${r.requests} requests (Pagefind ${(r.pagefindBytes / 1024).toFixed(1)} KB), ${r.cards} cards`,
    );
  }
}
