/**
 * The fetch of the snapshot's requests to WordPress's REST API (the collections, the site's
 * settings and pages, Rank Math's heads). Redirects are followed by hand, and only within the
 * CMS: the same host and port, or the same host moved from http to https. A redirect anywhere
 * else is not followed: a hostile or compromised CMS could otherwise have `npm run snapshot`,
 * on a developer's machine or a CI runner, request a loopback, private or cloud-metadata address
 * and learn from the failure line what answered there (decision 207). The request fails with the
 * address it was sent to, never retried, and the snapshot on disk stays as it was. The hops are
 * followed by the images' gated fetch (./media-policy.ts), with a gate of the CMS alone.
 */
import { WpRequestError } from "../../app/cms/http";
import { gatedFetch, MAX_REDIRECTS, REFUSED_STATUS, UNPARSABLE_LOCATION, type RefusedHop } from "./media-policy";

/** Whether `url` is on the CMS of `base`: its host and port, or its host on https where the CMS is http. */
export function onCms(base: URL, url: URL): boolean {
  if (url.username || url.password || url.hostname !== base.hostname) return false;
  if (url.protocol === base.protocol) return url.port === base.port;
  return base.protocol === "http:" && url.protocol === "https:" && base.port === "" && url.port === "";
}

export function cmsOnlyFetch(cmsBase: string, inner: typeof globalThis.fetch): typeof globalThis.fetch {
  const base = new URL(cmsBase);
  const gate = async (url: string) => (onCms(base, new URL(url)) ? null : `away from the CMS (${base.origin})`);
  const refusal = (at: RefusedHop | undefined) => {
    if (!at) return `More than ${MAX_REDIRECTS} redirects: not followed`;
    if (at.reason === UNPARSABLE_LOCATION) return `Redirected to an address that does not parse (${JSON.stringify(at.url.slice(0, 200))}): not followed`;
    return `Redirected to ${at.url}, ${at.reason}: not followed. If WordPress's REST API has moved there, give the snapshot that address`;
  };
  return async (input, init) => {
    let refused: { first: string; at?: RefusedHop } | undefined;
    const res = await gatedFetch(gate, inner, (first, _why, at) => (refused = { first, at }))(input, init);
    if (!refused) return res;
    throw new WpRequestError("http", refusal(refused.at), refused.first, { status: REFUSED_STATUS });
  };
}
