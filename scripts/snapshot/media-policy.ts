/**
 * Where snapshot images may come from (decision 073, DESIGN "Media are fetched only from the CMS
 * origin and hosts named in content/site/company.md"):
 * - the CMS origin (scheme, host and port exactly), and the hosts listed as `mediaHosts` in the
 *   company file (a host name, or host:port);
 * - every host's addresses are resolved first (dns.lookup, all of them): loopback, private,
 *   link-local, unspecified, multicast and other special addresses are refused, unless the URL is
 *   on the CMS origin itself and the CMS resolves to such an address (local development);
 * - the connection itself resolves the host again through `connectLookup` and refuses the same
 *   addresses, so a name that answers a public address to the check and 127.0.0.1 to the
 *   connection (DNS rebinding) reaches nothing (pinned-fetch.ts makes the requests; decision 100);
 * - redirects are followed by hand, each hop checked by the same rules (at most 5 hops).
 * A refused image is a warning, never a failed run (media.ts drops it).
 */
import dns from "node:dns/promises";
import net from "node:net";

export const MAX_REDIRECTS = 5;

/** Why a URL may not be fetched, or null when it may. */
export type MediaGate = (url: string) => Promise<string | null>;

/** The 16 bytes of an IPv6 address (any spelling: `::`, embedded dotted IPv4), or null. */
function ipv6Bytes(ip: string): number[] | null {
  if (!net.isIPv6(ip)) return null;
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill("0"), ...t];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

function isSpecialIPv4(v4: string): boolean {
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

/**
 * Whether an IP address is one the public internet cannot route to us (or to anyone). IPv6 is
 * read as bytes, so every spelling counts: `::ffff:7f00:1` is 127.0.0.1 (WHATWG URLs write
 * IPv4-mapped addresses in hex), and the deprecated site-local `fec0::/10` is private.
 */
export function isSpecialAddress(ip: string): boolean {
  if (net.isIPv4(ip)) return isSpecialIPv4(ip);
  const b = ipv6Bytes(ip);
  if (!b) return true; // not an address: never a safe one
  const v4 = (i: number) => b.slice(i, i + 4).join(".");
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return isSpecialIPv4(v4(12)); // ::ffff:0:0/96, IPv4-mapped
  if (zero(0, 12)) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (b[0] === 0x20 && b[1] === 0x02) return isSpecialIPv4(v4(2)); // 2002::/16, 6to4 carries an IPv4 address
  return (
    (b[0]! & 0xfe) === 0xfc || // fc00::/7 unique local
    (b[0] === 0xfe && (b[1]! & 0x80) === 0x80) || // fe80::/10 link-local and fec0::/10 site-local
    b[0] === 0xff || // multicast
    (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) || // 64:ff9b::/96 and 64:ff9b:1::/48, NAT64
    (b[0] === 0x01 && zero(1, 8)) || // 100::/64 discard
    (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) // documentation
  );
}

type Lookup = (host: string) => Promise<string[]>;
const systemLookup: Lookup = async (host) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

function bareHost(u: URL): string {
  return u.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

/** A connection refused by the policy (thrown by `connectLookup`, answered as REFUSED_STATUS by gatedFetch). */
export class MediaPolicyError extends Error {
  readonly code = "EMEDIAPOLICY";
}

export interface MediaPolicy {
  /** Checks a URL before any request: host allowed, every address it resolves to allowed. */
  gate: MediaGate;
  /** net's `lookup` for the connection itself: resolves again, refuses a special address with MediaPolicyError. */
  connectLookup: net.LookupFunction;
}

/**
 * The policy of one run. `mediaHosts` is asked for at most once, and only when an image is not on
 * the CMS origin (reading the company file costs start-up time that incremental runs care about).
 */
export function mediaGate(opts: { cmsOrigin: string; mediaHosts?: () => string[] | Promise<string[]>; lookup?: Lookup }): MediaGate {
  return mediaPolicy(opts).gate;
}

export function mediaPolicy(opts: { cmsOrigin: string; mediaHosts?: () => string[] | Promise<string[]>; lookup?: Lookup }): MediaPolicy {
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

  const gate: MediaGate = async (raw) => {
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

  // Resolved afresh for every connection (never from the gate's answers): what is checked is what is connected to.
  const connectLookup = ((hostname: string, options: { all?: boolean }, callback: (err: Error | null, address: unknown, family?: number) => void) => {
    const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
    (net.isIP(host) ? Promise.resolve([host]) : lookup(host))
      .then(async (ips) => {
        if (!ips.length) throw Object.assign(new Error(`host ${host} has no address`), { code: "ENOTFOUND" });
        const special = ips.find(isSpecialAddress);
        if (special && !(host === bareHost(cms) && (await cmsIsLocal()))) {
          throw new MediaPolicyError(`host ${host} resolved to ${special} when connecting, a loopback, private or link-local address`);
        }
        const all = ips.map((address) => ({ address, family: net.isIP(address) }));
        if (options?.all) callback(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      })
      .catch((err: Error) => callback(err, options?.all ? [] : undefined));
  }) as net.LookupFunction;

  return { gate, connectLookup };
}

/** The status a refused hop answers with (451: unavailable by policy); never retried. */
export const REFUSED_STATUS = 451;

/** Why a redirect's Location was refused before any gate: it is no address. */
export const UNPARSABLE_LOCATION = "the address does not parse";

/** The hop a gated fetch refused: its address (a Location as written, when it does not parse) and the gate's reason. */
export interface RefusedHop {
  url: string;
  reason: string;
}

/**
 * A fetch that checks every URL (the first and each redirect hop) with `gate` and follows
 * redirects itself. A refused hop answers REFUSED_STATUS, and `onRefused` gets the first URL
 * asked for and why (media.ts turns it into a warning), and the refused hop itself (none when
 * there were too many redirects; ../cms-fetch.ts words its own error from it).
 */
export function gatedFetch(gate: MediaGate, inner: typeof globalThis.fetch, onRefused: (url: string, why: string, at?: RefusedHop) => void): typeof globalThis.fetch {
  return async (input, init) => {
    const first = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    let url = first;
    for (let hop = 0; ; hop++) {
      const why = await gate(url);
      if (why || hop > MAX_REDIRECTS) {
        onRefused(first, hop === 0 ? `refused: ${why}` : why ? `refused after a redirect to ${url}: ${why}` : `refused: more than ${MAX_REDIRECTS} redirects`, why ? { url, reason: why } : undefined);
        return new Response(null, { status: REFUSED_STATUS });
      }
      let res: Response;
      try {
        res = await inner(url, { ...init, redirect: "manual" });
      } catch (err) {
        const policy = [err, (err as { cause?: unknown })?.cause].find((e) => e instanceof MediaPolicyError);
        if (!policy) throw err;
        onRefused(first, `refused${hop ? ` after a redirect to ${url}` : ""}: ${(policy as Error).message}`, { url, reason: (policy as Error).message });
        return new Response(null, { status: REFUSED_STATUS });
      }
      const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
      if (location === null) return res;
      await res.body?.cancel().catch(() => {});
      // A Location that is no address is refused, not thrown (a throw reads as a network error, retried).
      if (!URL.canParse(location, url)) {
        onRefused(first, `refused: a redirect to ${JSON.stringify(location.slice(0, 200))}: ${UNPARSABLE_LOCATION}`, { url: location, reason: UNPARSABLE_LOCATION });
        return new Response(null, { status: REFUSED_STATUS });
      }
      url = new URL(location, url).href;
    }
  };
}
