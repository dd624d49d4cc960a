/**
 * Fetches one draft (or any unpublished revision) from WordPress for `/preview`, with the
 * editor's application password, and turns it into the same view the published page uses.
 * Browser code: the HTML is sanitised here with the site's one policy (app/cms/sanitize.ts).
 *
 * Nothing is cached (`cache: "no-store"`, no memo), and the credentials go only to the CMS
 * origin: an attachment list on another origin is fetched without them.
 */
import { toCmsAttachment, toCmsRecord } from "~/cms/normalise";
import type { Sanitizer } from "~/cms/sanitize";
import { displayTitle } from "~/lib/text";
import { articleView, faqItemView, portfolioItemView, type ArticleView, type FaqItemView, type PortfolioItemView } from "~/features/collections/views";
import { parseWpMedia, parseWpRecord } from "~/cms/wp-schemas";

import { PREVIEW_TEXT } from "./messages";
import type { Credentials, PreviewTarget } from "./target";

export type DraftView = ArticleView | PortfolioItemView | FaqItemView;

export type DraftResult =
  /** notice: shown above the draft (e.g. unsaved changes this user may not see). */
  | { state: "ok"; view: DraftView; title: string; notice?: string }
  | { state: "unauthorized" }
  | { state: "not-found" }
  | { state: "unavailable" }
  | { state: "error"; message: string };

export interface DraftOptions {
  cmsApiUrl: string;
  teamName: string;
  sanitizer: Sanitizer;
  fetch?: typeof globalThis.fetch;
}

function basicAuth({ user, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return `Basic ${btoa(bin)}`;
}

async function getJson(url: string, o: DraftOptions, auth: string | null): Promise<{ status: number; body: unknown }> {
  const res = await (o.fetch ?? globalThis.fetch)(url, {
    headers: { Accept: "application/json", ...(auth ? { Authorization: auth } : {}) },
    cache: "no-store",
    credentials: "omit",
    referrerPolicy: "no-referrer",
  });
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: the status decides.
  }
  return { status: res.status, body };
}

/** WordPress names a missing or forbidden record differently by version and by plugin. */
function errorCode(body: unknown): string {
  return typeof body === "object" && body !== null && "code" in body && typeof body.code === "string" ? body.code : "";
}

/** The draft as its page would show it, or why not. */
export async function fetchDraft(target: PreviewTarget, creds: Credentials, o: DraftOptions): Promise<DraftResult> {
  const base = o.cmsApiUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const auth = basicAuth(creds);
  let answer: { status: number; body: unknown };
  try {
    answer = await getJson(`${base}/${target.kind}/${target.id}?context=edit&_embed=1`, o, auth);
    // A Previewer (the plugin's read-only role, decision 104) may read the draft but not edit it,
    // and WordPress keeps context=edit for those who may: ask again for what it may see.
    if (answer.status === 403 && errorCode(answer.body) === "rest_forbidden_context") {
      answer = await getJson(`${base}/${target.kind}/${target.id}?context=view&_embed=1`, o, auth);
    }
  } catch {
    return { state: "unavailable" };
  }
  if (answer.status === 401 || answer.status === 403) return { state: "unauthorized" };
  if (answer.status === 404) {
    return errorCode(answer.body) === "rest_no_route" ? { state: "error", message: `This WordPress has no ${target.kind} type.` } : { state: "not-found" };
  }
  if (answer.status !== 200) return { state: "error", message: `WordPress answered ${answer.status}.` };

  // A draft has no slug until it is published (WordPress keeps the one it would use apart).
  const { body, notice } = target.autosave ? await withAutosave(answer.body, `${base}/${target.kind}/${target.id}/autosaves?context=edit`, o, auth) : { body: answer.body, notice: undefined };
  const parsed = parseWpRecord(withDraftDefaults(body, target.id), `/${target.kind}`, 0).value;
  const record = parsed ? toCmsRecord(parsed, o.sanitizer, `/${target.kind}`).value : null;
  if (!parsed || !record) return { state: "error", message: "WordPress's answer is not a post this site can show." };

  const image = record.featuredImage ? { src: record.featuredImage.src, alt: record.featuredImage.alt || displayTitle(record.title) } : null;
  const title = displayTitle(record.title);
  const extra = notice ? { notice } : {};
  if (target.kind === "posts") return { state: "ok", view: articleView(record, { teamName: o.teamName, image }), title, ...extra };
  if (target.kind === "faq") {
    const view = faqItemView(record);
    return view ? { state: "ok", view, title, ...extra } : { state: "error", message: "This FAQ has no question or no answer yet: the site would not show it." };
  }
  const attachments = await draftAttachments(parsed._links?.["wp:attachment"]?.[0]?.href, origin, auth, o);
  return { state: "ok", view: portfolioItemView(record, { teamName: o.teamName, image, attachments }), title, ...extra };
}

/**
 * The newest autosave's title, excerpt and content over the saved record (which keeps its slug,
 * date, featured image and author); the saved record alone when there is no autosave. WordPress
 * refuses autosaves to a user who may not edit the post (a Previewer: 401/403): then the saved
 * record, with a notice saying so, never silently.
 */
async function withAutosave(saved: unknown, url: string, o: DraftOptions, auth: string): Promise<{ body: unknown; notice?: string }> {
  if (typeof saved !== "object" || saved === null) return { body: saved };
  try {
    const { status, body } = await getJson(url, o, auth);
    if (status === 401 || status === 403) return { body: saved, notice: PREVIEW_TEXT.unsavedHidden };
    const latest: unknown = status === 200 && Array.isArray(body) ? body[0] : null;
    if (typeof latest !== "object" || latest === null) return { body: saved };
    const pick = (k: "title" | "excerpt" | "content") => (k in latest ? { [k]: (latest as Record<string, unknown>)[k] } : {});
    return { body: { ...saved, ...pick("title"), ...pick("excerpt"), ...pick("content") } };
  } catch {
    return { body: saved };
  }
}

/** A draft has no slug until it is published (WordPress keeps the one it would use apart), and may have no date. */
function withDraftDefaults(body: unknown, id: number): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const r: Record<string, unknown> = { ...body };
  if (!r.slug) r.slug = typeof r.generated_slug === "string" && r.generated_slug ? r.generated_slug : `draft-${id}`;
  if (typeof r.date !== "string" && typeof r.modified === "string") {
    r.date = r.modified;
    r.date_gmt = r.modified_gmt;
  }
  return r;
}

async function draftAttachments(href: string | undefined, origin: string, auth: string, o: DraftOptions) {
  if (!href) return [];
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [];
  }
  url.searchParams.set("per_page", "100");
  url.searchParams.set("context", "view");
  try {
    const { status, body } = await getJson(url.href, o, url.origin === origin ? auth : null);
    if (status !== 200 || !Array.isArray(body)) return [];
    return body
      .map((m, i) => parseWpMedia(m, "/media", i).value)
      .map((m) => (m ? toCmsAttachment(m, o.sanitizer) : null))
      .filter((a): a is NonNullable<typeof a> => a !== null)
      .map((a) => ({ src: a.src, alt: displayTitle(a.alt) || displayTitle(a.title), title: displayTitle(a.title) }));
  } catch {
    return [];
  }
}
