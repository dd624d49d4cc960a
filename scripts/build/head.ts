/**
 * `tag` put first in a page's <head>, after its character set when that opens it: the character
 * set must stay within the page's first 1024 bytes (decision 173), and what the build adds there
 * (the CSP tag, a shell's noindex, a list's first script) would push it out.
 */
export function atHeadStart(html: string, tag: string): string {
  return html.replace(/<head>(<meta charset="utf-8"\/?>)?/i, (head) => head + tag);
}
