/**
 * Hydration after the first paint (DESIGN.md "Performance: a measured lever", decision 061).
 *
 * React Router ends every prerendered page with an inline module script that imports the route
 * modules and starts hydration, and puts a <link rel="modulepreload"> per chunk in <head>. Both
 * make the browser fetch and run ~115 KB of JavaScript while it is still trying to paint the
 * page and its hero image. This build step keeps React Router's script exactly as it is, but
 * inert (`type="text/x-after-paint"`), drops the preload tags, and adds a small gate that
 * starts them once the page is on screen:
 *
 *  - after the `load` event (the hero image and the fonts have arrived), once the browser has
 *    reported the largest paint covering at least the hero image (Largest Contentful Paint);
 *  - at once on the first pointer, touch, wheel, key or focus event, so a visitor who reaches
 *    for the page never waits for the gate;
 *  - and in any case 5 s after the gate runs (slow networks, browsers without the LCP API,
 *    pages opened in a background tab);
 *  - at once when the visitor comes back (Back, Forward, a reload) to a list that kept the cards
 *    Load More added for this history entry (decision 170): those cards come back when React
 *    runs, and the page was seen before (its code is in the browser's cache).
 *
 * The gate then inserts the preloads (all chunks fetched in parallel, as before) and runs
 * React Router's script as a module. The page's CSP allows it by hash (scripts/build/csp.ts).
 */
import { transformSync } from "esbuild";
import { LIST_ENTRY_FIELD } from "../../app/features/collections/list-memory";

/** The type that keeps React Router's boot script inert until the gate runs it. */
export const DEFERRED_TYPE = "text/x-after-paint";
export const BOOT_ID = "rr-boot";
/** The gate's fallback: hydration starts no later than this after the gate script runs. */
export const HYDRATION_DEADLINE_MS = 5000;

// Written as plain ES2017 for every browser the site supports; minified once per build.
const GATE_SOURCE = `
(function (preloads, bootId, deadline, listEntry) {
  var started = false;
  var triggers = ["pointerdown", "touchstart", "wheel", "keydown", "focusin"];
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (t) { removeEventListener(t, start, true); });
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var boot = document.createElement("script");
    boot.type = "module";
    boot.textContent = document.getElementById(bootId).textContent;
    document.body.appendChild(boot);
  }
  triggers.forEach(function (t) { addEventListener(t, start, { capture: true, passive: true }); });
  setTimeout(start, deadline);
  try {
    var nav = performance.getEntriesByType("navigation")[0];
    if (nav && nav.type !== "navigate" && history.state && history.state[listEntry]) start();
  } catch (e) {}

  function visibleArea(el) {
    if (!el) return 0;
    var r = el.getBoundingClientRect();
    var w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
    var h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
    return w > 0 && h > 0 ? w * h : 0;
  }
  function afterLoad() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("largest-contentful-paint") < 0 || document.visibilityState !== "visible") {
      return requestAnimationFrame(function () { setTimeout(start, 0); });
    }
    var hero = document.querySelector('img[fetchpriority="high"]');
    var area = visibleArea(hero) * 0.9;
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (e) { return e.element === hero || e.size >= area; });
      if (painted) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
})(GATE_ARGS);`;

let minified: string | undefined;
/** The gate, minified, calling itself with `args` (JavaScript source of its four arguments). */
function gate(args: string): string {
  minified ??= transformSync(GATE_SOURCE, { minify: true, target: "es2017", loader: "js" }).code.trim();
  if (!minified.includes("(GATE_ARGS)")) throw new Error("hydration gate: the minifier dropped the argument placeholder");
  return minified.replace("(GATE_ARGS)", () => `(${args})`);
}

const BOOT_SCRIPT = /<script type="module"(?: async="")?>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Rewrites one prerendered page so hydration waits for the first paint. Pages without React
 * Router's boot script (redirect stubs) are returned unchanged.
 */
export function deferHydration(html: string): string {
  // A plain page has no boot script: its regex, which cannot match without this name, is not run
  // over it (~30 µs of each of the 10,000 CMS pages).
  if (!html.includes("__reactRouterRouteModules")) return html;
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...new Set([...html.matchAll(PRELOAD)].map((m) => m[1]!))];
  const inert = `<script type="${DEFERRED_TYPE}" id="${BOOT_ID}">${boot[1]}</script>`;
  const args = [JSON.stringify(preloads), JSON.stringify(BOOT_ID), String(HYDRATION_DEADLINE_MS), JSON.stringify(LIST_ENTRY_FIELD)].join(",");
  const gateTag = `<script>${gate(args.replace(/</g, "\\u003c"))}</script>`;
  return html
    .replace(PRELOAD, "")
    .replace(boot[0], () => inert)
    .replace(/<\/body>/, () => `${gateTag}</body>`);
}
