/**
 * Node-only HTML work for the snapshot: the shared sanitiser on a jsdom
 * window, and the pass that points body images at their local copies.
 */
import { SANITIZE_POLICY, checkUrl, createSanitizer, type Sanitizer } from "../../app/cms/sanitize";

export interface NodeHtml extends Sanitizer {
  /** `src` of every `<img>` in a (sanitised) fragment, resolved against `base`. */
  imageSources(html: string, base: string): string[];
  /**
   * Replaces each `<img src>` through `resolve` (absolute source URL → local
   * image or null). Null removes the image. Width and height are filled in
   * when WordPress gave none, so the page does not shift as images load.
   * With `links`, every `<a href>` is replaced by what it returns (links.ts) in the same pass.
   */
  rewriteImages(html: string, base: string, resolve: (url: string) => { src: string; width: number; height: number } | null, links?: (href: string) => string): string;
  close(): void;
}

function absolute(src: string, base: string): string | null {
  try {
    const u = new URL(src, base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * The sanitiser's rule for an `<a>` whose href changed (app/cms/sanitize.ts, fixUrls): `rel` goes,
 * and comes back last for absolute http(s) links and `target="_blank"`. Applied here so a body
 * whose only change is its links need not be sanitised again (decision 070, the cost figures);
 * tests/unit/cms/links.test.ts pins that the result is still a fixed point of the sanitiser.
 */
function relAfterHrefChange(a: Element): void {
  a.removeAttribute("rel");
  const c = checkUrl(a.getAttribute("href") ?? "", SANITIZE_POLICY.linkProtocols);
  if (!c.ok) a.removeAttribute("href");
  else if (c.absolute && (c.url?.protocol === "http:" || c.url?.protocol === "https:")) a.setAttribute("rel", SANITIZE_POLICY.externalRel);
  if (a.getAttribute("target") === "_blank") a.setAttribute("rel", SANITIZE_POLICY.externalRel);
}

/** jsdom is loaded on first use: a run with nothing to sanitise never pays for it. */
export async function createNodeHtml(): Promise<NodeHtml> {
  const { JSDOM } = await import("jsdom");
  const dom = new JSDOM("<!DOCTYPE html><html><body></body></html>");
  const window = dom.window;
  // jsdom's window has everything DOMPurify needs; its type differs from lib.dom's.
  const sanitizer = createSanitizer(window as unknown as Parameters<typeof createSanitizer>[0]);
  const parse = (html: string) => {
    const t = window.document.createElement("template");
    t.innerHTML = html;
    return t;
  };
  return {
    ...sanitizer,
    imageSources(html, base) {
      if (!html.includes("<img")) return [];
      const out: string[] = [];
      for (const img of parse(html).content.querySelectorAll("img")) {
        const abs = absolute(img.getAttribute("src") ?? "", base);
        if (abs) out.push(abs);
      }
      return out;
    },
    rewriteImages(html, base, resolve, links) {
      const hasLinks = !!links && /<a\s/i.test(html);
      if (!html.includes("<img") && !hasLinks) return html;
      const t = parse(html);
      let linksChanged = false;
      if (hasLinks) {
        for (const a of t.content.querySelectorAll("a[href]")) {
          const href = a.getAttribute("href")!;
          const mapped = links!(href);
          if (mapped === href) continue;
          a.setAttribute("href", mapped);
          relAfterHrefChange(a);
          linksChanged = true;
        }
      }
      const images = t.content.querySelectorAll("img");
      if (images.length === 0) return linksChanged ? t.innerHTML : html;
      for (const img of images) {
        const abs = absolute(img.getAttribute("src") ?? "", base);
        const local = abs ? resolve(abs) : null;
        if (!local) {
          img.remove();
          continue;
        }
        img.setAttribute("src", local.src);
        img.removeAttribute("srcset");
        img.removeAttribute("sizes");
        if (!img.getAttribute("width") || !img.getAttribute("height")) {
          img.setAttribute("width", String(local.width));
          img.setAttribute("height", String(local.height));
        }
      }
      // Sanitise once more: the result must pass the same policy as everything else.
      return sanitizer.html(t.innerHTML);
    },
    close: () => window.close(),
  };
}
