/**
 * Where snapshot images may come from (decision 073, DESIGN "Media are fetched only from the CMS
 * origin and hosts named in content/site/company.md"):
 * - the CMS origin (scheme, host and port exactly), and the hosts listed as `mediaHosts` in the
 *   company file (a host name, or host:port);
 * - every host's addresses are resolved first (dns.lookup, all of them): loopback, private,
 *   link-local, unspecified, multicast and other special addresses are refused, unless the URL is
 *   on the CMS origin itself and the CMS resolves to such an address (local development);
 * - redirects are followed by hand, each hop checked by the same rules (at most 5 hops).
 * A refused image is a warning, never a failed run (media.ts drops it).
 */
import dns from "node:dns/promises";
import net from "node:net";

export const MAX_REDIRECTS = 5;

/** Why a URL may not be fetched, or null when it may. */
export type MediaGate = (url: string) => Promise<string | null>;

/** Whether an IP address is one the public internet cannot route to us (or to anyone). */
export function isSpecialAddress(ip: string): boolean {
  const v4 = net.isIPv4(ip) ? ip : /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) {
    const [a, b] = v4.split(".").map(Number) as [number, number, number, number];
    return (
      a === 0 || a === 10 || a === 127 || a >= 224 || // this network, private, loopback, multicast and reserved
      (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
      (a === 169 && b === 254) || // link-local (cloud metadata)
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) // benchmarking
    );
  }
  const x = ip.toLowerCase();
  return x === "::" || x === "::1" || /^f[cd]/.test(x) || /^fe[89ab]/.test(x) || /^ff/.test(x) || x.startsWith("64:ff9b:") || x.startsWith("2001:db8");
}

type Lookup = (host: string) => Promise<string[]>;
const systemLookup: Lookup = async (host) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

function bareHost(u: URL): string {
  return u.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

/**
 * The gate for one run. `mediaHosts` is asked for at most once, and only when an image is not on
 * the CMS origin (reading the company file costs start-up time that incremental runs care about).
 */
export function mediaGate(opts: { cmsOrigin: string; mediaHosts?: () => string[] | Promise<string[]>; lookup?: Lookup }): MediaGate {
  const lookup = opts.lookup ?? systemLookup;
  const cms = new URL(opts.cmsOrigin);
  const addresses = new Map<string, Promise<string[]>>();
  const resolve = (host: string) => {
    let p = addresses.get(host);
    if (!p) addresses.set(host, (p = net.isIP(host) ? Promise.resolve([host]) : lookup(host)));
    return p;
  };
  let extra: Promise<Set<string>> | undefined;
  const extraHosts = () => (extra ??= Promise.resolve(opts.mediaHosts?.() ?? []).then((l) => new Set(l.map((h) => h.toLowerCase()))));
  let cmsLocal: Promise<boolean> | undefined;
  const cmsIsLocal = () => (cmsLocal ??= resolve(bareHost(cms)).then((a) => a.length > 0 && a.every(isSpecialAddress), () => false));

  return async (raw) => {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      return "not a URL";
    }
    if (u.username || u.password) return "URL with credentials";
    const host = bareHost(u);
    const onCms = u.origin === cms.origin;
    if (!onCms) {
      const hosts = await extraHosts();
      if (!hosts.has(host) && !hosts.has(u.host.toLowerCase())) return `host ${u.host} is neither the CMS (${cms.origin}) nor listed in mediaHosts of content/site/company.md`;
    }
    let ips: string[];
    try {
      ips = await resolve(host);
    } catch (err) {
      return `host ${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`;
    }
    const special = ips.find(isSpecialAddress);
    if (special && !(onCms && (await cmsIsLocal()))) return `host ${host} resolves to ${special}, a loopback, private or link-local address`;
    return null;
  };
}

/** The status a refused hop answers with (451: unavailable by policy); never retried. */
export const REFUSED_STATUS = 451;

/**
 * A fetch that checks every URL (the first and each redirect hop) with `gate` and follows
 * redirects itself. A refused hop answers REFUSED_STATUS, and `onRefused` gets the first URL
 * asked for and why (media.ts turns it into a warning).
 */
export function gatedFetch(gate: MediaGate, inner: typeof globalThis.fetch, onRefused: (url: string, why: string) => void): typeof globalThis.fetch {
  return async (input, init) => {
    const first = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    let url = first;
    for (let hop = 0; ; hop++) {
      const why = await gate(url);
      if (why || hop > MAX_REDIRECTS) {
        onRefused(first, hop === 0 ? `refused: ${why}` : why ? `refused after a redirect to ${url}: ${why}` : `refused: more than ${MAX_REDIRECTS} redirects`);
        return new Response(null, { status: REFUSED_STATUS });
      }
      const res = await inner(url, { ...init, redirect: "manual" });
      const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
      if (location === null) return res;
      await res.body?.cancel().catch(() => {});
      url = new URL(location, url).href;
    }
  };
}
