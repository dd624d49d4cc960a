import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const AXE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page as it is; returns the violations.
 * axe is evaluated through the DevTools protocol, which the page's CSP does not govern, so the
 * page keeps its CSP (and a test can watch it for violations in the same load).
 */
export async function axe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  });
}
