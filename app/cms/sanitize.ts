/**
 * The one HTML allowlist policy (DESIGN.md "Sanitising"), applied in Node at
 * snapshot time (with a jsdom window) and in the browser to live HTML (with
 * `window`). Same config, same hooks, same payload tests on both.
 */
import createDOMPurify, { type Config, type WindowLike } from "dompurify";

/** Hosts whose video players may be embedded, with the path their embeds use. */
export const VIDEO_EMBEDS: Readonly<Record<string, string>> = {
  "www.youtube.com": "/embed/",
  "youtube.com": "/embed/",
  "www.youtube-nocookie.com": "/embed/",
  "player.vimeo.com": "/video/",
};

/** The policy. Everything not listed here is removed. */
export const SANITIZE_POLICY = {
  tags: [
    "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del", "div", "dl", "dt",
    "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "iframe", "img", "ins", "kbd", "li",
    "mark", "ol", "p", "pre", "q", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th",
    "thead", "time", "tr", "u", "ul",
    // WordPress's Details block (decision 201): a disclosure the browser opens and closes, no script.
    "details", "summary",
  ],
  attributes: [
    "href", "target", "rel", "title", "alt", "src", "width", "height", "loading", "decoding", "class", "colspan",
    "rowspan", "scope", "headers", "start", "reversed", "datetime", "cite", "lang", "dir", "allowfullscreen", "open",
  ],
  /** Protocols a link may use (besides relative links). */
  linkProtocols: ["http:", "https:", "mailto:", "tel:"],
  /** Protocols an image may use (besides site paths such as /_cms/media/…). */
  imageProtocols: ["http:", "https:"],
  /**
   * Class names WordPress itself writes (alignment, block styles, a gallery's column count); any other class is
   * dropped. `columns-N` is WordPress's 1 to 8 (decision 201), never a wider utility-like name.
   */
  classPattern: /^(wp-[\w-]+|align(left|right|center|wide|full|none)|size-[\w-]+|has-[\w-]+|is-[\w-]+|columns-([1-8]|default))$/,
  /** What an external link carries. */
  externalRel: "noopener noreferrer",
  videoEmbeds: VIDEO_EMBEDS,
  /** Set on every allowed iframe. */
  iframe: {
    sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
    allow: "encrypted-media; fullscreen; picture-in-picture",
    referrerpolicy: "strict-origin-when-cross-origin",
    loading: "lazy",
  },
} as const;

/** DOMPurify's settings for body HTML. */
export const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...SANITIZE_POLICY.tags],
  ALLOWED_ATTR: [...SANITIZE_POLICY.attributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_ATTR: ["style"],
  FORBID_TAGS: ["style", "script", "form", "svg", "math"],
  SANITIZE_NAMED_PROPS: true,
};

/** Settings for text-only fields (category names): every tag goes, text stays. */
export const PURIFY_TEXT_CONFIG: Config = { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true };

export interface Sanitizer {
  /** Sanitises an HTML fragment (title, excerpt, content, attachment title). */
  html(dirty: string): string;
  /** Removes every tag, keeping the text; entities stay encoded (`&amp;`), or as sent when there was no tag at all. */
  text(dirty: string): string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BASE = "https://relative.invalid/";

/** Classifies a URL attribute value: relative, absolute with an allowed protocol, or rejected. */
export function checkUrl(value: string, protocols: readonly string[]): { ok: boolean; absolute: boolean; url?: URL } {
  // The URL parser drops what browsers drop (tabs, newlines, leading controls), so
  // `jav&#x09;ascript:` and friends are judged as a browser would judge them.
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return { ok: false, absolute: false };
  }
  const cleaned = value.replace(/[\u0000-\u0020]/g, "");
  const absolute = SCHEME.test(cleaned) || cleaned.startsWith("//") || cleaned.startsWith("\\\\") || url.origin !== new URL(BASE).origin;
  if (!absolute) return { ok: true, absolute: false, url };
  return { ok: (protocols as readonly string[]).includes(url.protocol), absolute: true, url };
}

function isAllowedVideo(src: string): boolean {
  const { ok, absolute, url } = checkUrl(src, ["https:"]);
  if (!ok || !absolute || !url) return false;
  const prefix = VIDEO_EMBEDS[url.hostname];
  return prefix !== undefined && url.pathname.startsWith(prefix) && !url.username && !url.password && url.port === "";
}

function fixUrls(el: Element): void {
  const tag = el.tagName.toLowerCase();
  for (const name of ["width", "height", "colspan", "rowspan", "start"]) {
    const v = el.getAttribute(name);
    if (v !== null && !/^\d{1,5}$/.test(v.trim())) el.removeAttribute(name);
  }
  const cls = el.getAttribute("class");
  if (cls !== null) {
    const kept = cls.split(/\s+/).filter((c) => SANITIZE_POLICY.classPattern.test(c));
    if (kept.length) el.setAttribute("class", kept.join(" "));
    else el.removeAttribute("class");
  }
  const cite = el.getAttribute("cite");
  if (cite !== null) {
    const c = checkUrl(cite, ["http:", "https:"]);
    if (!c.ok) el.removeAttribute("cite");
  }
  if (tag !== "iframe") el.removeAttribute("allowfullscreen");
  if (tag !== "details") el.removeAttribute("open");
  else if (el.hasAttribute("open")) el.setAttribute("open", "");
  if (tag !== "a") {
    el.removeAttribute("href");
    el.removeAttribute("target");
    el.removeAttribute("rel");
  }
  if (tag !== "img" && tag !== "iframe") {
    el.removeAttribute("src");
    el.removeAttribute("loading");
  }
  if (tag !== "img") el.removeAttribute("decoding");

  if (tag === "a") {
    const href = el.getAttribute("href");
    el.removeAttribute("rel");
    if (href !== null) {
      const c = checkUrl(href, SANITIZE_POLICY.linkProtocols);
      if (!c.ok) el.removeAttribute("href");
      else if (c.absolute && (c.url?.protocol === "http:" || c.url?.protocol === "https:")) el.setAttribute("rel", SANITIZE_POLICY.externalRel);
    }
    const target = el.getAttribute("target");
    if (target !== null && target !== "_blank") el.removeAttribute("target");
    if (el.getAttribute("target") === "_blank") el.setAttribute("rel", SANITIZE_POLICY.externalRel);
  } else if (tag === "img") {
    const src = el.getAttribute("src");
    const c = src === null ? { ok: false, absolute: false } : checkUrl(src, SANITIZE_POLICY.imageProtocols);
    // Relative images are allowed only as site paths (/_cms/media/…); anything else has nothing to show.
    if (!src || !c.ok || (!c.absolute && !/^\/(?!\/)/.test(src.trim()))) {
      el.remove();
      return;
    }
    // Removed and set again so the attribute order is the same on every pass (idempotent output).
    el.removeAttribute("loading");
    el.removeAttribute("decoding");
    el.setAttribute("loading", "lazy");
    el.setAttribute("decoding", "async");
  } else if (tag === "iframe") {
    const src = el.getAttribute("src");
    if (!src || !isAllowedVideo(src)) {
      el.remove();
      return;
    }
    const title = el.getAttribute("title") || "Embedded video";
    el.removeAttribute("title");
    for (const k of Object.keys(SANITIZE_POLICY.iframe)) el.removeAttribute(k);
    for (const [k, v] of Object.entries(SANITIZE_POLICY.iframe)) el.setAttribute(k, v);
    el.setAttribute("title", title);
  }
}

/** An event-handler content attribute (`onload`, `onerror`, `ONCLICK` …): never kept, whatever the allowlist says. */
export const HANDLER_ATTRIBUTE = /^on/i;

/**
 * Builds the sanitiser on a window: jsdom's in Node, the page's in the browser.
 * Each call makes its own DOMPurify instance, so hooks never leak between uses.
 */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error("createSanitizer: this window cannot run DOMPurify");
  // Attribute level, after the parse: the input text is never edited (decision 077). DOMPurify
  // drops `on*` already (not in ALLOWED_ATTR); the hook keeps that true if the list ever grows.
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (HANDLER_ATTRIBUTE.test(data.attrName)) data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeType === 1) fixUrls(node as Element);
  });
  return {
    html: (dirty) => purify.sanitize(String(dirty ?? ""), { ...PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false }) as string,
    text: (dirty) => purify.sanitize(String(dirty ?? ""), { ...PURIFY_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false }) as string,
  };
}
