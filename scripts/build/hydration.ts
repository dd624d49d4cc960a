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
 *  - a tap on a button that only React answers (`type="button"`, not a popover's), made before
 *    React has hydrated the page, is held (the button marked as waiting) and made again once it
 *    has (decision 194): without it the tap only started the download, and the visitor had to
 *    tap again; so is a form's submit that posts (the contact and newsletter forms, which only
 *    React sends): without it the browser posted the form to the page, and the static host's 405
 *    page lost what was typed (decision 196);
 *  - at once when the visitor comes back (Back, Forward, a reload) to a list that kept the cards
 *    Load More added for this history entry (decision 170): those cards come back when React
 *    runs, and the page was seen before (its code is in the browser's cache). The page's first
 *    script (`listReturnScript`, in <head> of a page with such a list) has then marked <html>,
 *    hiding the page below the header until the list is back (decision 172); a boot script
 *    that fails to load shows it at once.
 *
 * The gate then inserts the preloads (all chunks fetched in parallel, as before) and runs
 * React Router's script as a module. The page's CSP allows it by hash (scripts/build/csp.ts).
 */
import { transformSync } from "esbuild";
import { atHeadStart } from "./head";
import { KEPT_LIST_ATTRIBUTE, LIST_ENTRY_FIELD, LIST_INDEX, LIST_RETURN_ATTRIBUTE } from "../../app/features/collections/list-memory";
import { HYDRATED_ATTRIBUTE, WAITING_ATTRIBUTE } from "../../app/lib/hydrated";

/** The type that keeps React Router's boot script inert until the gate runs it. */
export const DEFERRED_TYPE = "text/x-after-paint";
export const BOOT_ID = "rr-boot";
/** The gate's fallback: hydration starts no later than this after the gate script runs. */
export const HYDRATION_DEADLINE_MS = 5000;
/** The first script's fallback: the page hidden for a returning list is shown no later than this (decision 172). */
export const LIST_RETURN_LIMIT_MS = 2500;

// Written as plain ES2017 for every browser the site supports; minified once per build.
const GATE_SOURCE = `
(function (preloads, bootId, deadline, returning, hydrated, waiting) {
  var root = document.documentElement;
  var started = false;
  // A tap before hydration on a button only React answers: held here (React, whose listeners
  // may already be attached while it hydrates, must not see it too), made again once hydrated.
  var held = null;
  function hold(e) {
    if (root.hasAttribute(hydrated)) return;
    var button = e.target instanceof Element ? e.target.closest('button[type="button"]:not([popovertarget]):not([disabled])') : null;
    if (!button) return;
    e.stopPropagation();
    if (held) held.removeAttribute(waiting);
    held = button;
    button.setAttribute(waiting, "");
    start();
  }
  addEventListener("click", hold, true);
  // A posting form's submit before hydration, and the button it was sent with (marked as waiting).
  var heldForm = null, heldBy = null;
  function holdSubmit(e) {
    var form = e.target;
    if (root.hasAttribute(hydrated) || !(form instanceof HTMLFormElement) || (form.getAttribute("method") || "").toLowerCase() !== "post") return;
    e.preventDefault();
    e.stopPropagation();
    if (heldBy) heldBy.removeAttribute(waiting);
    heldForm = form;
    heldBy = e.submitter || form.querySelector('[type="submit"]');
    if (heldBy) heldBy.setAttribute(waiting, "");
    start();
  }
  addEventListener("submit", holdSubmit, true);
  // Sent again: to React once it has hydrated, or to the browser when no React will come.
  function releaseSubmit() {
    removeEventListener("submit", holdSubmit, true);
    var form = heldForm, by = heldBy;
    heldForm = heldBy = null;
    if (by) by.removeAttribute(waiting);
    if (!form || !form.isConnected) return;
    var submitter = by && by.form === form && !by.disabled ? by : undefined;
    if (typeof form.requestSubmit === "function") form.requestSubmit(submitter);
    else if (submitter) submitter.click();
    else form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  }
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute(hydrated)) return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    releaseSubmit();
    var button = held;
    held = null;
    if (!button) return;
    button.removeAttribute(waiting);
    if (button.isConnected && !button.disabled) button.click();
  }).observe(root, { attributes: true, attributeFilter: [hydrated] });
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
    // No React will come (its code is gone): taps and submits are the browser's again, none left
    // waiting. The boot script's own imports failing fire its error event; the client entry it
    // imports last, with import(), rejects unhandled instead.
    function failed() {
      if (root.hasAttribute(hydrated)) return;
      removeEventListener("unhandledrejection", failed);
      root.removeAttribute(returning);
      removeEventListener("click", hold, true);
      if (held) held.removeAttribute(waiting);
      held = null;
      releaseSubmit();
    }
    boot.addEventListener("error", failed);
    addEventListener("unhandledrejection", failed);
    document.body.appendChild(boot);
  }
  triggers.forEach(function (t) { addEventListener(t, start, { capture: true, passive: true }); });
  setTimeout(start, deadline);
  if (root.hasAttribute(returning)) start();

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

// The first script of a page whose list keeps its cards (decision 172): on Back, Forward or a
// reload to a history entry whose list was kept, <html> is marked until the list is back
// (app/features/collections/list-memory.ts `listIsBack`), so the visitor never sees the first
// page and then a jump; at the latest after `limit`. It runs before the body is parsed.
const RETURN_SOURCE = `
(function (field, index, mark, limit) {
  try {
    var nav = performance.getEntriesByType("navigation")[0];
    var id = history.state && history.state[field];
    if (!nav || nav.type === "navigate" || typeof id !== "string" || !id) return;
    var kept = Object.keys(JSON.parse(sessionStorage.getItem(index) || "{}"));
    if (!kept.some(function (key) { return key.slice(-id.length - 1) === ":" + id; })) return;
    var root = document.documentElement;
    root.setAttribute(mark, "");
    setTimeout(function () { root.removeAttribute(mark); }, limit);
  } catch (e) {}
})(GATE_ARGS);`;

const minified = new Map<string, string>();
/** `source`, minified once, calling itself with `args` (JavaScript source of its arguments). */
function selfCalling(source: string, args: string): string {
  let code = minified.get(source);
  if (code === undefined) {
    code = transformSync(source, { minify: true, target: "es2017", loader: "js" }).code.trim();
    if (!code.includes("(GATE_ARGS)")) throw new Error("hydration gate: the minifier dropped the argument placeholder");
    minified.set(source, code);
  }
  return code.replace("(GATE_ARGS)", () => `(${args.replace(/</g, "\\u003c")})`);
}

/** The script that marks a returning list's page, for the <head> of a page whose list keeps its cards. */
export function listReturnScript(): string {
  const args = [LIST_ENTRY_FIELD, LIST_INDEX, LIST_RETURN_ATTRIBUTE].map((a) => JSON.stringify(a)).concat(String(LIST_RETURN_LIMIT_MS));
  return `<script>${selfCalling(RETURN_SOURCE, args.join(","))}</script>`;
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
  const args = [JSON.stringify(preloads), JSON.stringify(BOOT_ID), String(HYDRATION_DEADLINE_MS), JSON.stringify(LIST_RETURN_ATTRIBUTE), JSON.stringify(HYDRATED_ATTRIBUTE), JSON.stringify(WAITING_ATTRIBUTE)].join(",");
  const gateTag = `<script>${selfCalling(GATE_SOURCE, args)}</script>`;
  const deferred = html
    .replace(PRELOAD, "")
    .replace(boot[0], () => inert)
    .replace(/<\/body>/, () => `${gateTag}</body>`);
  // Before the stylesheets (a script after one waits for it), right after the character set.
  if (!deferred.includes(` ${KEPT_LIST_ATTRIBUTE}=`)) return deferred;
  return atHeadStart(deferred, listReturnScript());
}
