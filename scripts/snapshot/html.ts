/**
 * Node-only HTML work for the snapshot: the shared sanitiser on a jsdom
 * window, and the pass that points body images at their local copies.
 */
import { createSanitizer, type Sanitizer } from "../../app/cms/sanitize";
import { rewriteHrefs } from "../../app/features/collections/cms-links-html";

export interface NodeHtml extends Sanitizer {
  /** `src` of every `<img>` in a (sanitised) fragment, resolved against `base`. */
  imageSources(html: string, base: string): string[];
  /**
   * Replaces each `<img src>` through `resolve` (absolute source URL → local
   * image or null). Null removes the image. Width and height are filled in
   * when WordPress gave none, so the page does not shift as images load.
   * With `links`, every `<a href>` is replaced by what it returns (app/features/collections/cms-links.ts) in the same pass.
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
      // Links only: a string pass over the sanitiser's own output, no parse (decision 070, figures).
      if (!html.includes("<img")) return hasLinks ? rewriteHrefs(html, links!) : html;
      const t = parse(html);
      if (hasLinks) {
        for (const a of t.content.querySelectorAll("a[href]")) {
          const href = a.getAttribute("href")!;
          const mapped = links!(href);
          if (mapped !== href) a.setAttribute("href", mapped); // rel is set again by the sanitiser below
        }
      }
      for (const img of t.content.querySelectorAll("img")) {
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
