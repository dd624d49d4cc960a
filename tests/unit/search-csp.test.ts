import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, finishPage } from "../../scripts/build/csp";
import { headersFor, PAGEFIND_WORKER_CSP } from "../../scripts/lib/security";

const SOURCES = { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" };
const PAGE = '<!DOCTYPE html><html lang="en"><head><script>window.__x=1</script></head><body><main>Hi</main></body></html>';
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("the search page's CSP (decision 123)", () => {
  it("adds 'wasm-unsafe-eval' and worker-src 'self' to a search page and to no other", () => {
    const plain = contentSecurityPolicy(PAGE, SOURCES);
    const search = contentSecurityPolicy(PAGE, SOURCES, { search: true });
    expect(directive(search, "script-src")).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(directive(search, "worker-src")).toBe("worker-src 'self'");
    expect(plain).not.toContain("wasm-unsafe-eval");
    expect(directive(plain, "worker-src")).toBeUndefined();
    // Nothing else differs; and never JavaScript's eval.
    expect(search.replace(" 'wasm-unsafe-eval'", "").replace("; worker-src 'self'", "")).toBe(plain);
    expect(search).not.toMatch(/'unsafe-eval'/);
  });

  it("finishPage passes it on, and leaves the default page as before", () => {
    expect(finishPage(PAGE, SOURCES, { search: true })).toContain("'wasm-unsafe-eval'");
    expect(finishPage(PAGE, SOURCES)).not.toContain("wasm-unsafe-eval");
  });

  it("Pagefind's worker runs under its own narrow policy; pages keep the site-wide header", () => {
    expect(headersFor("/pagefind/pagefind-worker.js")["Content-Security-Policy"]).toBe(PAGEFIND_WORKER_CSP);
    expect(PAGEFIND_WORKER_CSP).toContain("default-src 'none'");
    expect(headersFor("/blog")["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
  });
});
