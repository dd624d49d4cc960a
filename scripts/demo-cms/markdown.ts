/**
 * The small Markdown the demo source is written in, turned into the HTML a
 * WordPress block editor saves (`wp-block-*` classes, texturised text).
 *
 * Blocks: paragraphs, `##`/`###`/`####` headings, `-` and `1.` lists, `>`
 * quotes (a last line starting with `—` becomes the <cite>), and images on a
 * line of their own: `![alt](library-name "caption")`. Inline: **bold**,
 * *italic*, [links](url). Anything else is a paragraph.
 */
import { texturize } from "../../tests/fixtures/wp-server/server";

export interface BodyImage {
  /** Library name, e.g. kitchen-01 (content/media/library/kitchen-01.jpg). */
  name: string;
  alt: string;
  caption: string;
}

/** Renders inline Markdown of one block. */
function inline(text: string): string {
  const parts: string[] = [];
  let rest = text;
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/;
  while (rest) {
    const m = link.exec(rest);
    if (!m) {
      parts.push(emphasis(texturize(rest)));
      break;
    }
    parts.push(emphasis(texturize(rest.slice(0, m.index))));
    const href = m[2]!;
    const external = /^https?:\/\//.test(href);
    parts.push(`<a href="${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"${external ? ' target="_blank" rel="noreferrer noopener"' : ""}>${emphasis(texturize(m[1]!))}</a>`);
    rest = rest.slice(m.index + m[0].length);
  }
  return parts.join("");
}

function emphasis(html: string): string {
  return html.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>").replace(/\*([^*]+)\*/g, "<em>$1</em>");
}

const IMAGE = /^!\[([^\]]*)\]\(([a-z0-9-]+)(?:\s+"([^"]*)")?\)$/;

/**
 * Markdown → block HTML. `image(img, n)` returns the `<img>` source URL of
 * the n-th body image (the caller registers it as a media item).
 */
export function markdownToHtml(md: string, image: (img: BodyImage, index: number) => { src: string; id: number; width: number; height: number }): string {
  const blocks = md.replace(/\r\n/g, "\n").trim().split(/\n{2,}/);
  const out: string[] = [];
  let images = 0;
  for (const block of blocks) {
    const lines = block.split("\n").map((l) => l.trimEnd());
    const first = lines[0]!;
    const heading = /^(#{2,4})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      const level = heading[1]!.length;
      out.push(`<!-- wp:heading${level === 2 ? "" : ` {"level":${level}}`} -->\n<h${level} class="wp-block-heading">${inline(heading[2]!)}</h${level}>\n<!-- /wp:heading -->`);
      continue;
    }
    const img = IMAGE.exec(first);
    if (img && lines.length === 1) {
      const b: BodyImage = { alt: img[1]!, name: img[2]!, caption: img[3] ?? "" };
      const r = image(b, images++);
      const alt = b.alt.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      const caption = b.caption ? `<figcaption class="wp-element-caption">${inline(b.caption)}</figcaption>` : "";
      out.push(
        `<!-- wp:image {"id":${r.id},"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="${r.src}" alt="${alt}" class="wp-image-${r.id}" width="${r.width}" height="${r.height}"/>${caption}</figure>\n<!-- /wp:image -->`,
      );
      continue;
    }
    if (lines.every((l) => /^-\s+/.test(l))) {
      out.push(`<!-- wp:list -->\n<ul class="wp-block-list">${lines.map((l) => `<li>${inline(l.replace(/^-\s+/, ""))}</li>`).join("")}</ul>\n<!-- /wp:list -->`);
      continue;
    }
    if (lines.every((l) => /^\d+\.\s+/.test(l))) {
      out.push(`<!-- wp:list {"ordered":true} -->\n<ol class="wp-block-list">${lines.map((l) => `<li>${inline(l.replace(/^\d+\.\s+/, ""))}</li>`).join("")}</ol>\n<!-- /wp:list -->`);
      continue;
    }
    if (lines.every((l) => /^>\s?/.test(l))) {
      const text = lines.map((l) => l.replace(/^>\s?/, ""));
      const cite = text.length > 1 && /^—\s*/.test(text[text.length - 1]!) ? text.pop()!.replace(/^—\s*/, "") : "";
      out.push(
        `<!-- wp:quote -->\n<blockquote class="wp-block-quote"><p>${inline(text.join(" "))}</p>${cite ? `<cite>${inline(cite)}</cite>` : ""}</blockquote>\n<!-- /wp:quote -->`,
      );
      continue;
    }
    out.push(`<!-- wp:paragraph -->\n<p>${inline(lines.join(" "))}</p>\n<!-- /wp:paragraph -->`);
  }
  return out.join("\n\n");
}
