import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LinkChecker, cmsHtmlUrls, internalUrls } from "../../scripts/build/link-check";

function site(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
  for (const f of ["index.html", "about.html", "blog/a-post.html", "_img/room-400.avif", "_img/room-800.avif", "assets/app-1.js"]) {
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.writeFileSync(path.join(out, f), "x");
  }
  return out;
}

describe("the build's link check", () => {
  it("reads href, src and every srcset candidate; keeps internal paths without query or hash", () => {
    const html = `<a href="/about?x=1#team"></a><a href="https://example.com/"></a><a href="//cdn.example.com/x"></a><img src="/_img/room-400.avif" srcset="/_img/room-400.avif 400w, /_img/room-800.avif 800w"/><a href="mailto:a@b.c"></a><a href="/a?b=1&amp;c=2"></a>`;
    expect(internalUrls(html)).toEqual(["/about", "/_img/room-400.avif", "/a", "/_img/room-400.avif", "/_img/room-800.avif"]);
  });

  it("accepts links that resolve by the host rules and reports each one that does not, with its page", () => {
    const out = site();
    const links = new LinkChecker(out);
    links.add(path.join(out, "index.html"), `<a href="/"></a><a href="/about"></a><a href="/blog/a-post"></a><script src="/assets/app-1.js"></script><img srcset="/_img/room-400.avif 400w, /_img/room-800.avif 800w"/><a href="/rss.xml"></a>`);
    fs.writeFileSync(path.join(out, "rss.xml"), "<rss/>"); // written after the pages went by, before the check
    expect(links.check()).toEqual({ broken: [], cms: [] });
    links.add(path.join(out, "blog/a-post.html"), `<a href="/contact"></a><img src="/_img/room-1600.avif"/><a href="/blog"></a><a href="/about"></a>`);
    expect(links.check().broken).toEqual([
      { page: "/blog/a-post.html", url: "/contact" },
      { page: "/blog/a-post.html", url: "/_img/room-1600.avif" },
      { page: "/blog/a-post.html", url: "/blog" }, // a folder is not a page
    ]);
    // The same broken URL on another page is reported for that page too.
    links.add(path.join(out, "about.html"), `<a href="/contact"></a>`);
    expect(links.check().broken.at(-1)).toEqual({ page: "/about.html", url: "/contact" });
  });

  it("reports a broken URL that CMS HTML holds apart (a warning), and still fails the project's own", () => {
    const out = site();
    const links = new LinkChecker(out);
    const cmsUrls = cmsHtmlUrls([{ title: "T", excerpt: "", content: `<p><a href="/blog/gone#x">gone</a> <a href="/about">ok</a> <a href="https://cms.example.com/about/">cms</a></p>` }]);
    expect([...cmsUrls]).toEqual(["/blog/gone", "/about"]);
    links.add(path.join(out, "blog/a-post.html"), `<a href="/contact"></a><div><a href="/blog/gone#x">gone</a></div>`);
    expect(links.check(cmsUrls)).toEqual({ broken: [{ page: "/blog/a-post.html", url: "/contact" }], cms: [{ page: "/blog/a-post.html", url: "/blog/gone" }] });
    expect(links.check()).toEqual({ broken: [{ page: "/blog/a-post.html", url: "/contact" }, { page: "/blog/a-post.html", url: "/blog/gone" }], cms: [] });
  });
});
