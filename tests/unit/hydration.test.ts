import { describe, expect, it } from "vitest";
import { BOOT_ID, DEFERRED_TYPE, deferHydration, LIST_RETURN_LIMIT_MS, listReturnScript } from "../../scripts/build/hydration";
import { contentSecurityPolicy, inlineScripts, sha256 } from "../../scripts/build/csp";

const BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;

const PAGE = `<!DOCTYPE html><html lang="en-CA"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main><img src="/_img/a.avif" fetchpriority="high"/></main><script>window.__reactRouterContext = {}</script><script type="module" async="">${BOOT}</script><!--$?--><template id="B:0"></template><!--/$--><link rel="modulepreload" href="/assets/root-2.js"/></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(PAGE);

  it("keeps React Router's boot script verbatim but inert, under a known id", () => {
    expect(out).toContain(`<script type="${DEFERRED_TYPE}" id="${BOOT_ID}">${BOOT}</script>`);
    expect(out).not.toContain('<script type="module"');
  });

  it("drops every modulepreload tag and hands the gate each chunk once, in order", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('(["/assets/manifest-1.js","/assets/root-2.js"],"rr-boot",5000,"data-list-return","data-hydrated","data-waits-for-hydration");</script></body>');
  });

  it("leaves the other inline scripts, the stylesheet and the content alone", () => {
    expect(out).toContain("<script>window.__reactRouterContext = {}</script>");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<img src="/_img/a.avif" fetchpriority="high"/>');
  });

  it("is a no-op on pages without the boot script (redirect stubs)", () => {
    const stub = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/a"/></head><body></body></html>';
    expect(deferHydration(stub)).toBe(stub);
  });

  it("gives the page's CSP the hashes of the gate and of the boot script it will run", () => {
    const scripts = inlineScripts(out);
    expect(scripts).toContain(BOOT);
    const csp = contentSecurityPolicy(out, { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    for (const s of scripts) expect(scriptSrc).toContain(sha256(s));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scripts).toHaveLength(3); // context, boot, gate
  });

  it("writes a gate that waits for load and the largest paint, then inserts the preloads and runs the boot script", () => {
    const gate = scripts(out).at(-1)!;
    const log: string[] = [];
    const listeners = new Map<string, () => void>();
    let lcp: ((list: { getEntries: () => unknown[] }) => void) | undefined;
    const hero = { getBoundingClientRect: () => ({ left: 0, top: 0, right: 400, bottom: 300 }) };
    const document = {
      documentElement: { hasAttribute: () => false },
      readyState: "interactive",
      visibilityState: "visible",
      querySelector: (sel: string) => (sel === 'img[fetchpriority="high"]' ? hero : null),
      getElementById: (id: string) => (id === BOOT_ID ? { textContent: BOOT } : null),
      createElement: (tag: string) => ({ tag, addEventListener: () => {} }) as unknown as Record<string, string>,
      head: { appendChild: (el: Record<string, string>) => log.push(`head: ${el["rel"]} ${el["href"]}`) },
      body: { appendChild: (el: Record<string, string>) => log.push(`body: ${el["type"]} ${el["textContent"] === BOOT ? "boot" : "?"}`) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(cb: typeof lcp) {
        lcp = cb;
      }
      observe(o: { type: string }) {
        log.push(`observe ${o.type}`);
      }
      disconnect() {}
    }
    const timers: (() => void)[] = [];
    const run = new Function("document", "PerformanceObserver", "MutationObserver", "Element", "addEventListener", "removeEventListener", "setTimeout", "requestAnimationFrame", "innerWidth", "innerHeight", "window", gate);
    run(document, PerformanceObserver, QuietMutationObserver, class {}, (t: string, f: () => void) => listeners.set(t, f), () => {}, (f: () => void, ms: number) => (ms === 0 ? timers.push(f) : log.push(`deadline ${ms}`)), () => {}, 400, 800, { PerformanceObserver });
    expect(log).toEqual(["deadline 5000"]);
    expect([...listeners.keys()]).toEqual(["click", "submit", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "load"]);

    listeners.get("load")!();
    expect(log.at(-1)).toBe("observe largest-contentful-paint");
    lcp!({ getEntries: () => [{ element: {}, size: 1000 }] }); // a heading, smaller than the hero
    expect(timers).toHaveLength(0);
    lcp!({ getEntries: () => [{ element: hero, size: 120_000 }] });
    timers.shift()!();
    expect(log.slice(2)).toEqual(["head: modulepreload /assets/manifest-1.js", "head: modulepreload /assets/root-2.js", "body: module boot"]);

    listeners.get("pointerdown")!(); // starts only once
    expect(log).toHaveLength(5);
  });
});

/** A MutationObserver that never reports (the gate's wait for `data-hydrated`; tests/e2e/hydration-taps.spec.ts runs it for real). */
class QuietMutationObserver {
  observe() {}
  disconnect() {}
}

function scripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

describe("a page whose list keeps Load More's cards (decision 172)", () => {
  const LIST_PAGE = PAGE.replace("<head>", '<head><meta charSet="utf-8"/>').replace("<main>", '<main><section data-kept-list="">');

  it("gets the first script in <head>, right after the character set and before the stylesheets, with its hash in the CSP", () => {
    const out = deferHydration(LIST_PAGE);
    expect(out).toContain(`<head><meta charSet="utf-8"/>${listReturnScript()}<link`);
    const csp = contentSecurityPolicy(out, { cmsOrigin: "https://cms.example.com", mapOrigin: "https://maps.example.com" });
    expect(csp).toContain(sha256(listReturnScript().slice("<script>".length, -"</script>".length)));
    expect(inlineScripts(out)).toHaveLength(4); // first script, context, boot, gate
  });

  it("is not given to a page without such a list", () => {
    expect(deferHydration(PAGE.replace("<head>", '<head><meta charSet="utf-8"/>'))).not.toContain(listReturnScript());
  });

  /** Runs the first script with a navigation of `type`, `state` in history and `index` in sessionStorage. */
  function firstScript(type: string | undefined, state: unknown, index: string | null | Error) {
    const marks: string[] = [];
    const timers: number[] = [];
    const source = listReturnScript().slice("<script>".length, -"</script>".length);
    const storage = { getItem: () => { if (index instanceof Error) throw index; return index; } };
    const root = { setAttribute: (name: string) => marks.push(`+${name}`), removeAttribute: (name: string) => marks.push(`-${name}`) };
    const later: (() => void)[] = [];
    new Function("performance", "history", "sessionStorage", "document", "setTimeout", source)(
      { getEntriesByType: () => (type ? [{ type }] : []) },
      { state },
      storage,
      { documentElement: root },
      (f: () => void, ms: number) => (later.push(f), timers.push(ms)),
    );
    later.forEach((f) => f());
    return { marks, timers };
  }
  const kept = JSON.stringify({ "studio:list:blog:k1": 1, "studio:list:portfolio:other": 2 });

  it("marks the page on Back, Forward or a reload to the entry of a kept list, and unmarks it after the limit at the latest", () => {
    for (const type of ["back_forward", "reload"]) {
      expect(firstScript(type, { key: "x", studioEntry: "k1" }, kept)).toEqual({ marks: ["+data-list-return", "-data-list-return"], timers: [LIST_RETURN_LIMIT_MS] });
    }
  });

  it("leaves the page alone on a new visit, an entry with no kept list, one whose id only ends another's, or storage that throws", () => {
    const none = { marks: [], timers: [] };
    expect(firstScript("navigate", { studioEntry: "k1" }, kept)).toEqual(none);
    expect(firstScript(undefined, { studioEntry: "k1" }, kept)).toEqual(none);
    expect(firstScript("back_forward", { key: "x" }, kept)).toEqual(none);
    expect(firstScript("back_forward", null, kept)).toEqual(none);
    expect(firstScript("back_forward", { studioEntry: "k2" }, kept)).toEqual(none);
    expect(firstScript("back_forward", { studioEntry: "ther" }, kept)).toEqual(none);
    expect(firstScript("back_forward", { studioEntry: "k1" }, null)).toEqual(none);
    expect(firstScript("back_forward", { studioEntry: "k1" }, "{not json")).toEqual(none);
    expect(firstScript("back_forward", { studioEntry: "k1" }, new Error("blocked"))).toEqual(none);
  });

  it("has the gate start hydration at once on a marked page, and show the page when the boot script fails to load", () => {
    const gate = scripts(deferHydration(LIST_PAGE)).at(-1)!;
    const log: string[] = [];
    const errors: (() => void)[] = [];
    const document = {
      documentElement: { hasAttribute: (n: string) => n === "data-list-return", removeAttribute: (n: string) => log.push(`-${n}`) },
      readyState: "loading",
      getElementById: () => ({ textContent: BOOT }),
      createElement: () => ({ addEventListener: (t: string, f: () => void) => t === "error" && errors.push(f) }),
      head: { appendChild: () => {} },
      body: { appendChild: () => log.push("boot") },
    };
    const removed: string[] = [];
    new Function("document", "MutationObserver", "addEventListener", "removeEventListener", "setTimeout", gate)(document, QuietMutationObserver, () => {}, (t: string) => removed.push(t), () => {});
    expect(log).toEqual(["boot"]);
    errors.forEach((f) => f());
    expect(log).toEqual(["boot", "-data-list-return"]);
    // No React will come: taps are no longer held for it (decision 194).
    expect(removed).toContain("click");
  });
});
