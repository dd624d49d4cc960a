/**
 * The fetch of the snapshot's requests to WordPress's REST API (the collections, the site's
 * settings and pages, Rank Math's heads). Redirects are followed by hand, and only within the
 * CMS: the same host and port, or the same host moved from http to https. A redirect anywhere
 * else is not followed: a hostile or compromised CMS could otherwise have `npm run snapshot`,
 * on a developer's machine or a CI runner, request a loopback, private or cloud-metadata address
 * and learn from the failure line what answered there (decision 207). The request fails with the
 * address it was sent to, never retried, and the snapshot on disk stays as it was. Images have a
 * policy of their own (./media-policy.ts).
 */
import { WpRequestError } from "../../app/cms/http";
import { MAX_REDIRECTS, REFUSED_STATUS } from "./media-policy";

/** Whether `url` is on the CMS of `base`: its host and port, or its host on https where the CMS is http. */
export function onCms(base: URL, url: URL): boolean {
  if (url.username || url.password || url.hostname !== base.hostname) return false;
  if (url.protocol === base.protocol) return url.port === base.port;
  return base.protocol === "http:" && url.protocol === "https:" && base.port === "" && url.port === "";
}

export function cmsOnlyFetch(cmsBase: string, inner: typeof globalThis.fetch): typeof globalThis.fetch {
  const base = new URL(cmsBase);
  return async (input, init) => {
    const first = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    let url = first;
    for (let hop = 0; ; hop++) {
      const res = await inner(url, { ...init, redirect: "manual" });
      const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
      if (location === null) return res;
      await res.body?.cancel().catch(() => {});
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new WpRequestError("http", `Redirected to an address that does not parse (${JSON.stringify(location.slice(0, 200))}): not followed`, first, { status: REFUSED_STATUS });
      }
      if (!onCms(base, next)) {
        throw new WpRequestError("http", `Redirected to ${next.href}, away from the CMS (${base.origin}): not followed. If WordPress's REST API has moved there, give the snapshot that address`, first, { status: REFUSED_STATUS });
      }
      if (hop >= MAX_REDIRECTS) throw new WpRequestError("http", `More than ${MAX_REDIRECTS} redirects: not followed`, first, { status: REFUSED_STATUS });
      url = next.href;
    }
  };
}
