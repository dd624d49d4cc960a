/**
 * The `fetch` the snapshot downloads images with (decision 100): node:http(s) with the media
 * policy's own `lookup`, so the address a connection goes to is the address the policy checked
 * at that moment, never one an earlier DNS answer promised (DNS rebinding). Only what the media
 * download needs: GET/HEAD, request headers, an abort signal, no redirects followed (gatedFetch
 * follows them itself, checking each hop), no decompression (no Accept-Encoding is sent).
 */
import http from "node:http";
import https from "node:https";
import type net from "node:net";
import { Readable } from "node:stream";

export function pinnedFetch(lookup: net.LookupFunction): typeof globalThis.fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
      if (url.protocol !== "http:" && url.protocol !== "https:") return reject(new TypeError("fetch failed", { cause: { code: "EPROTOCOL", message: `not http(s): ${url.protocol}` } }));
      const method = init?.method ?? "GET";
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const mod = url.protocol === "https:" ? https : http;
      // Every address `lookup` hands to the connection (one, or all for Happy Eyeballs) was checked by it.
      const req = mod.request(url, { method, headers, lookup, signal: init?.signal ?? undefined }, (res) => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) out.append(name, v);
        const status = res.statusCode ?? 502;
        const empty = method === "HEAD" || status === 204 || status === 304;
        if (empty) res.resume();
        resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, statusText: res.statusMessage, headers: out }));
      });
      req.on("error", (err) => reject(new TypeError("fetch failed", { cause: err })));
      req.end();
    });
}
