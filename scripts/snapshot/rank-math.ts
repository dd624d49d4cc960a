/**
 * Rank Math's SEO fields (issue 28, decision 113). Rank Math adds no field to wp/v2 records; its
 * headless support (Rank Math → General Settings → Others → Headless CMS Support) answers
 * `GET /wp-json/rankmath/v1/getHead?url=<permalink>` with `{ "success": true, "head": "<title>…" }`,
 * the tags its front end would print. For each fetched record that has no Yoast fields, this asks
 * for its head and reads the five fields the site uses — `<title>`, `meta[name=description]`,
 * `link[rel=canonical]`, `meta[name=robots]` (noindex), the first `meta[property="og:image"]` —
 * into Yoast's shape as `rankmath_head`, so normalise.ts checks and sanitises them exactly like
 * Yoast's (one warning per bad field). A WordPress without the route (no Rank Math, or headless
 * support off) answers 404 rest_no_route to the first call and nothing more is asked; a record whose
 * head cannot be read is one warning and keeps the derived fields.
 */
import { z } from "zod";
import type { WpClient } from "../../app/cms/client";
import { WpRequestError, mapLimit } from "../../app/cms/http";
import type { WpRecord } from "../../app/cms/wp-schemas";
import type { FetchedContent } from "./fetch";

const headAnswer = z.object({ head: z.string().max(200_000) });

/** Yoast-shaped fields out of Rank Math's head HTML (parsed as data: no script runs). */
export function rankMathFields(head: string, parser: { parseFromString(html: string, type: "text/html"): Document }): Record<string, unknown> {
  const doc = parser.parseFromString(`<!DOCTYPE html><html><head>${head}</head><body></body></html>`, "text/html");
  const attr = (sel: string, name: string) => doc.querySelector(sel)?.getAttribute(name) ?? undefined;
  const out: Record<string, unknown> = {};
  const title = doc.querySelector("title")?.textContent;
  if (title != null) out.title = title;
  const description = attr('meta[name="description"]', "content");
  if (description !== undefined) out.description = description;
  const canonical = attr('link[rel="canonical"]', "href");
  if (canonical !== undefined) out.canonical = canonical;
  const robots = attr('meta[name="robots"]', "content");
  if (robots !== undefined) out.robots = { index: /(^|[\s,])noindex([\s,]|$)/i.test(robots) ? "noindex" : "index" };
  const image = attr('meta[property="og:image"]', "content");
  if (image !== undefined) out.og_image = [{ url: image }];
  return out;
}

/** Asks Rank Math for the head of every fetched record without Yoast fields; adds `rankmath_head`. */
export async function addRankMathHeads(client: WpClient, content: FetchedContent, concurrency: number, warnings: string[]): Promise<void> {
  const records: [string, WpRecord][] = (["posts", "portfolio", "faq"] as const).flatMap((t) => content[t].filter((r) => r.yoast_head_json == null && r.link).map((r): [string, WpRecord] => [t, r]));
  if (records.length === 0) return;
  const endpoint = client.url(`${client.baseUrl.replace(/\/wp\/v2\/?$/, "")}/rankmath/v1/getHead`);
  const ask = (r: WpRecord) => client.getJson(endpoint, { url: r.link });
  const { JSDOM } = await import("jsdom");
  const parser = new new JSDOM("").window.DOMParser();
  try {
    await ask(records[0]![1]).then((a) => apply(records[0]!, a.body));
  } catch (err) {
    // No Rank Math, or its headless support off: WordPress's rest_no_route (a proxy's plain 404 alike).
    if (err instanceof WpRequestError && err.kind === "http" && err.status === 404) return;
    warnings.push(`${records[0]![0]} id ${records[0]![1].id} (slug "${records[0]![1].slug}"): rankmath/v1/getHead: ${(err as Error).message} (derived SEO fields used)`);
  }
  function apply([type, r]: [string, WpRecord], body: unknown) {
    const answer = headAnswer.safeParse(body);
    if (!answer.success) return void warnings.push(`${type} id ${r.id} (slug "${r.slug}"): rankmath/v1/getHead: not Rank Math's answer (derived SEO fields used)`);
    (r as WpRecord & { rankmath_head?: unknown }).rankmath_head = rankMathFields(answer.data.head, parser as never);
  }
  const rest = records.slice(1);
  const settled = await mapLimit(rest, concurrency, (entry) => ask(entry[1]));
  settled.forEach((s, i) => {
    const entry = rest[i]!;
    if (s.status === "fulfilled") apply(entry, s.value.body);
    else warnings.push(`${entry[0]} id ${entry[1].id} (slug "${entry[1].slug}"): rankmath/v1/getHead: ${(s.reason as Error).message} (derived SEO fields used)`);
  });
}
