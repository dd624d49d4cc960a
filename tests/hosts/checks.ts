/**
 * The host rules, checked on one running host (decision 099). Each host file says how that host
 * answers where hosts differ (the status of a new slug, of `/about/`, where the editor lives),
 * and every check is a plain HTTP request, one test per built page.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCsp } from "~/features/admin/headers";
import { headersFor } from "../../scripts/lib/security";
import type { Running } from "../../scripts/hosts/runtime";
import { BUILD, NOT_FOUND_TEXT, builtPages, builtRecordPages, canonicalOf, firstPost, get, isShell, oldAddressRules, read, urlFor } from "./site";

export interface HostProfile {
  name: string;
  start: () => Promise<Running>;
  /** The status an unbuilt slug under /blog/, /portfolio/, /faq/ gets (with the app shell). */
  newSlugStatus: 200 | 404;
  /** What an unbuilt slug's `.data` gets: a 404, or the app shell with 200 (a 200 rewrite catches it too). */
  newSlugData: 404 | "shell";
  /** `/about/`: the status and Location, or 200 where the runtime serves it as it is. */
  trailingSlash: { status: 301 | 308; location: string } | { status: 200 };
  /** Where the editor's page answers 200, and a redirect to it, if the host adds one. */
  admin: { page: string; redirect?: { from: string; status: number } };
  /** Whether redirects carry `_headers`' headers on this runtime. */
  headersOnRedirects: boolean;
  /** Whether this runtime sends `_headers`' Cache-Control (netlify dev puts its own static server's in its place). */
  cacheControlFromHeaders: boolean;
  /**
   * Old WordPress addresses (decision 113): whether `?p=` rules apply, how many hops WordPress's
   * trailing-slash form takes, and how a source with non-ASCII characters (the snapshot's
   * `/blog/2026/11/café-…` permalink, written in UTF-8 in `_redirects`) is matched on every host
   * with any escapes (`%C3%A9` as browsers write them, `%c3%a9` as WordPress's own links do;
   * Cloudflare Pages compares the path as sent, so the build writes WordPress's spelling too).
   */
  oldAddresses: { queries: boolean; slashHops: 1 | 2 };
}

const SECURITY = Object.entries(headersFor("/")).filter(([k]) => k !== "Cache-Control");
const PAGE_CACHE = headersFor("/")["Cache-Control"];
const ASSET_CACHE = headersFor("/assets/x.js")["Cache-Control"];
const NEW_SLUGS = ["/blog/a-post-published-after-the-build", "/portfolio/a-project-published-after-the-build", "/faq/a-question-published-after-the-build"];

/** Whether a page holds a piece of text (a boolean, so a failure does not print the whole page). */
const has = (html: string, piece: string) => html.includes(piece);

function expectSecurityHeaders(headers: Headers, what: string) {
  for (const [k, v] of SECURITY) expect(headers.get(k), `${what}: ${k}`).toBe(v);
}

export function describeHost(profile: HostProfile) {
  describe(profile.name, () => {
    let host: Running;
    const at = (target: string) => get(host.origin, target);
    beforeAll(async () => {
      host = await profile.start();
    });
    afterAll(async () => {
      await host?.stop();
    });

    describe("every built page answers 200 with its own HTML", () => {
      it.each(builtPages())("%s", async (page) => {
        const res = await at(urlFor(page));
        expect(res.status).toBe(200);
        expect(res.headers.get("location")).toBeNull();
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        expect(has(res.text, canonicalOf(page)), canonicalOf(page)).toBe(true);
        expect(isShell(res.text)).toBe(false);
      });
    });

    it("a built post answers 200 with its article", async () => {
      const post = firstPost();
      const res = await at(urlFor(post.path));
      expect(res.status).toBe(200);
      expect(has(res.text, "<article"), "an <article>").toBe(true);
      expect(/<h1[^>]*>([^<]*)</.exec(res.text)?.[1]).toBe(post.title);
      expect(has(res.text, '<meta property="og:type" content="article"/>'), "og:type article").toBe(true);
    });

    it.each(NEW_SLUGS)(`a slug published after the build (%s) gets the app shell with ${profile.newSlugStatus}, its address kept`, async (slug) => {
      const res = await at(slug);
      expect(res.status).toBe(profile.newSlugStatus);
      expect(res.headers.get("location")).toBeNull();
      expect(isShell(res.text)).toBe(true);
      expect(has(res.text, NOT_FOUND_TEXT), NOT_FOUND_TEXT).toBe(false);
      expectSecurityHeaders(res.headers, slug);
    });

    it("an unknown path answers 404 with the not-found page", async () => {
      const res = await at("/no/such/page");
      expect(res.status).toBe(404);
      expect(has(res.text, NOT_FOUND_TEXT), NOT_FOUND_TEXT).toBe(true);
      expect(isShell(res.text)).toBe(false);
      expectSecurityHeaders(res.headers, "404");
    });

    describe("old WordPress addresses of the snapshot: 301 to the page (decision 113)", () => {
      const rules = oldAddressRules();
      const pathRules = rules.filter((r) => !r.query);
      // Three ASCII ones, the first non-ASCII one and the last one (with company.md's oldSiteUrl, an
      // address at the old site's path, decision 226), whatever the snapshot's order.
      const nonAscii = pathRules.find((r) => /[^\x20-\x7e]/.test(r.from));
      const last = pathRules.at(-1);
      const paths = [...new Set([...pathRules.filter((r) => r !== nonAscii).slice(0, 3), ...(nonAscii ? [nonAscii] : []), ...(last ? [last] : [])])];
      const queries = rules.filter((r) => r.query).slice(0, 2);
      /** The redirects a visitor's browser follows, up to three, and where it lands. */
      const follow = async (target: string) => {
        const hops: string[] = [];
        let res = await at(target);
        while ((res.status === 301 || res.status === 308) && hops.length < 3) {
          hops.push(res.headers.get("location")!);
          res = await at(hops.at(-1)!);
        }
        return { hops, res };
      };
      it.each(paths.map((r) => [`${r.from}/`, r.to]))("%s → %s", async (from, to) => {
        const { hops, res } = await follow(encodeURI(from));
        expect(hops.at(-1)).toBe(encodeURI(to));
        expect(hops).toHaveLength(profile.oldAddresses.slashHops);
        expect(res.status).toBe(200);
      });
      it(`an old address's 301 ${profile.headersOnRedirects ? "carries" : "(not on this host) carries"} the security headers, a path's and a query's alike`, async () => {
        const answers = [await at(encodeURI(paths[0]!.from)), ...(profile.oldAddresses.queries ? [await at(`${queries[0]!.from}?${queries[0]!.query!.name}=${queries[0]!.query!.value}`)] : [])];
        for (const res of answers) {
          expect(res.status).toBe(301);
          if (profile.headersOnRedirects) expectSecurityHeaders(res.headers, `301 to ${res.headers.get("location")}`);
        }
      });
      it("a category archive's old address leads to its list with the category, in one hop; a query of the visitor's own gives way to it (decision 216)", async () => {
        const category = pathRules.find((r) => r.to.startsWith("/blog?category="));
        expect(category, "a category's archive in _redirects").toBeDefined();
        for (const from of [`${category!.from}/`, `${category!.from}?utm_source=news&category=other`]) {
          const { hops, res } = await follow(encodeURI(from));
          expect(hops, from).toEqual([category!.to]);
          expect(res.status).toBe(200);
        }
      });
      it("the build has a non-ASCII old address (the snapshot's café permalink); WordPress's own spelling of it (lowercase escapes) answers 301 too", async () => {
        expect(nonAscii, "a non-ASCII source in _redirects").toBeDefined();
        const lower = `${encodeURI(nonAscii!.from).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())}/`;
        const { hops } = await follow(lower);
        expect(hops.at(-1)).toBe(encodeURI(nonAscii!.to));
      });
      it.each(queries.map((r) => [`${r.from}?${r.query!.name}=${r.query!.value}`, r.to]))(`%s → %s ${profile.oldAddresses.queries ? "" : "(not on this host: the page itself)"}`, async (from, to) => {
        const { hops, res } = await follow(from);
        // Netlify passes the request's query on to the target (`/blog/x?p=101`): the page is the same.
        if (profile.oldAddresses.queries) expect(hops.at(-1)?.split("?")[0]).toBe(encodeURI(to));
        else expect(hops.filter((h) => h.startsWith(encodeURI(to)))).toEqual([]);
        expect(res.status).toBe(200);
      });
    });

    it("/gallery and /gallery/ redirect permanently to /gallary, in one hop", async () => {
      for (const from of ["/gallery", "/gallery/"]) {
        const res = await at(from);
        expect(res.status, from).toBe(301);
        expect(res.headers.get("location"), from).toBe("/gallary");
        if (profile.headersOnRedirects) expectSecurityHeaders(res.headers, from);
      }
    });

    it(`the trailing-slash rule: /about/ answers ${profile.trailingSlash.status}`, async () => {
      const res = await at("/about/");
      expect(res.status).toBe(profile.trailingSlash.status);
      if ("location" in profile.trailingSlash) expect(res.headers.get("location")).toBe(profile.trailingSlash.location);
      else expect(has(res.text, canonicalOf("/about")), "the about page").toBe(true);
    });

    it("a page carries the security headers, page caching and its own CSP meta tag with script hashes", async () => {
      const res = await at("/about");
      expectSecurityHeaders(res.headers, "/about");
      if (profile.cacheControlFromHeaders) expect(res.headers.get("cache-control")).toBe(PAGE_CACHE);
      expect(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^"]+"/.test(res.text), "CSP meta tag with hashes").toBe(true);
    });

    it("the editor (/admin) has its own CSP, noindex and no caching", async () => {
      if (profile.admin.redirect) {
        const r = await at(profile.admin.redirect.from);
        expect(r.status).toBe(profile.admin.redirect.status);
        expect(r.headers.get("location")).toBe(profile.admin.page);
      }
      const res = await at(profile.admin.page);
      expect(res.status).toBe(200);
      expect(has(res.text, "<title>Site editor</title>"), "the editor page").toBe(true);
      expect(res.headers.get("content-security-policy")).toBe(adminCsp());
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      if (profile.cacheControlFromHeaders) expect(res.headers.get("cache-control")).toBe("no-cache");
    });

    it("/assets/* are cached for a year, immutable", async () => {
      const script = fs.readdirSync(`${BUILD}/assets`).find((f) => /^entry\.client-[\w-]+\.js$/.test(f))!;
      const res = await at(`/assets/${script}`);
      expect(res.status).toBe(200);
      if (profile.cacheControlFromHeaders) expect(res.headers.get("cache-control")).toBe(ASSET_CACHE);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.body.equals(read(`assets/${script}`))).toBe(true);
    });

    it("a built page's .data file is served as it was written (React Router decodes it), not as HTML", async () => {
      // A CMS detail page has none: it opens as a document (decision 156).
      expect(builtRecordPages().filter((p) => fs.existsSync(path.join(BUILD, `${p.slice(1)}.data`)))).toEqual([]);
      const page = "/about";
      const res = await at(`${urlFor(page)}.data`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type") ?? "").not.toMatch(/html/);
      expect(res.body.equals(read(`${page.slice(1)}.data`))).toBe(true);
    });

    it(`an unbuilt slug's .data answers ${profile.newSlugData === 404 ? "404" : "with the shell"}, never React Router data (nothing asks for a detail page's .data since decision 156)`, async () => {
      const res = await at("/blog/a-post-published-after-the-build.data");
      if (profile.newSlugData === 404) expect(res.status).toBe(404);
      else {
        // Not a React Router data stream either way: HTML fails to decode just as a 404 fails.
        expect(res.status).toBe(200);
        expect(isShell(res.text)).toBe(true);
      }
    });
  });
}

/** Only what a host-specific `_redirects` changes: every built record page still wins, and new slugs get the shell. */
export function describeVariant(o: { name: string; start: () => Promise<Running>; newSlugStatus: 200 | 404; extra?: (host: () => Running) => void }) {
  describe(o.name, () => {
    let host: Running;
    beforeAll(async () => {
      host = await o.start();
    });
    afterAll(async () => {
      await host?.stop();
    });
    it.each(builtRecordPages())("%s answers 200 with its own HTML", async (page) => {
      const res = await get(host.origin, urlFor(page));
      expect(res.status).toBe(200);
      expect(has(res.text, canonicalOf(page)), canonicalOf(page)).toBe(true);
    });
    it.each(NEW_SLUGS)(`%s gets the app shell with ${o.newSlugStatus}`, async (slug) => {
      const res = await get(host.origin, slug);
      expect(res.status).toBe(o.newSlugStatus);
      expect(isShell(res.text)).toBe(true);
    });
    o.extra?.(() => host);
  });
}
