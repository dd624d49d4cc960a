import type { ContactMessage } from "./contact-form";

/**
 * Sending the contact and newsletter forms to the Studio Companion plugin (DESIGN.md "Leads are
 * delivered when the studio says where", decisions 086 and 095). Loaded on submit only, and only
 * when company.md names the endpoint: a page's first load never carries it.
 *
 * The plugin's answers are parsed with small guards, never trusted by shape: an answer that is not
 * exactly what the API documents counts as a failure, and a failure never loses what was typed.
 */

/** What the visitor reads; the field messages themselves come from the server (SPEC §5's). */
export const LEAD_TEXT = {
  failedTitle: "Your message was not sent.",
  failed: "Something went wrong on our side. Everything you typed is still here: try again in a moment, or send it by e-mail.",
  offline: "Your device seems to be offline. Everything you typed is still here: send it again once you are connected, or send it by e-mail.",
  rateLimited: "Too many requests. Please try again in 10 minutes.",
  rateLimitedKept: "Everything you typed is still here, or send it by e-mail.",
  mailto: (to: string) => `Email your message to ${to}`,
  call: (phone: string) => `or call ${phone}`,
  subscribePending: "Almost there! Check your inbox for a link to confirm your subscription.",
  subscribeFailed: "We couldn't sign you up just now. Please try again in a moment.",
} as const;

/** The contact form's fields the server may report on. */
export const LEAD_FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies readonly (keyof ContactMessage)[];

export type Answer =
  /** 201 received (a lead) or 202 pending (a sign-up). */
  | { kind: "sent" }
  /** 400 with a message for at least one of the form's fields. */
  | { kind: "invalid"; fields: Partial<Record<keyof ContactMessage, string>> }
  /** 429: the server's message and, if given, the seconds to wait. */
  | { kind: "rate-limited"; message: string; retryAfter: number | null }
  /** Anything else: no network, 403, 5xx, an answer not in the API. */
  | { kind: "failed" };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Gives up on a request that hangs, so the form never stays on "Sending..." forever. */
export const SEND_TIMEOUT_MS = 20_000;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return JSON.parse(await res.text());
  } catch {
    return undefined;
  }
}

function seconds(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

async function post(url: string, body: Record<string, string>, sent: { status: number; body: string }, invalidCode: string, fetchImpl: Fetch): Promise<Answer> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
      mode: "cors",
      cache: "no-store",
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: "failed" };
  }
  const json = await jsonOf(res);
  const data = isRecord(json) && isRecord(json.data) ? json.data : {};
  if (res.status === sent.status && isRecord(json) && json.status === sent.body) return { kind: "sent" };
  if (res.status === 400 && isRecord(json) && json.code === invalidCode && isRecord(data.fields)) {
    const fields: Partial<Record<keyof ContactMessage, string>> = {};
    for (const name of LEAD_FIELDS) {
      const m = data.fields[name];
      if (typeof m === "string" && m.trim()) fields[name] = m;
    }
    if (Object.keys(fields).length > 0) return { kind: "invalid", fields };
  }
  if (res.status === 429) {
    const message = isRecord(json) && typeof json.message === "string" && json.message.trim() ? json.message : LEAD_TEXT.rateLimited;
    return { kind: "rate-limited", message, retryAfter: seconds(res.headers.get("Retry-After")) ?? seconds(data.retry_after) };
  }
  return { kind: "failed" };
}

/** `POST {base}/leads`; `website` is the honeypot's value (empty for a person). */
export function sendLead(base: string, m: ContactMessage, website: string, fetchImpl: Fetch = fetch, page = ""): Promise<Answer> {
  const body: Record<string, string> = { name: m.name, email: m.email, subject: m.subject, message: m.message, website };
  if (m.phone?.trim()) body.phone = m.phone;
  if (page) body.page = page;
  return post(`${base}/leads`, body, { status: 201, body: "received" }, "studio_invalid_lead", fetchImpl);
}

/** `POST {base}/subscribers`: 202 pending for every valid address (the plugin sends the confirmation mail). */
export function sendSubscriber(base: string, email: string, website: string, fetchImpl: Fetch = fetch): Promise<Answer> {
  return post(`${base}/subscribers`, { email, website }, { status: 202, body: "pending" }, "studio_invalid_subscriber", fetchImpl);
}

/**
 * The page of this site the visitor came to the form from (`referrer`, the browser's
 * document.referrer), as its path: sent with the lead, so the studio knows which service or offer
 * brought it. Only this site's own pages, and never the form's own page; no query or fragment.
 */
export function referringPage(referrer: string, here: string): string {
  try {
    const from = new URL(referrer);
    const at = new URL(here);
    return from.origin === at.origin && from.pathname !== at.pathname ? from.pathname : "";
  } catch {
    return "";
  }
}

/** The contact form's failure text for an answer that was neither sent nor invalid. */
export function leadFailureText(a: Answer, online = true): string {
  return a.kind === "rate-limited" ? `${a.message} ${LEAD_TEXT.rateLimitedKept}` : online ? LEAD_TEXT.failed : LEAD_TEXT.offline;
}

/**
 * A `mailto:` link to the studio with the visitor's message filled in (RFC 6068: each value
 * percent-encoded, lines ending in CRLF), for when the endpoint cannot take it.
 */
export function mailtoHref(to: string, m: ContactMessage): string {
  const body = [m.message.replace(/\r?\n/g, "\r\n"), "", m.name, m.email, ...(m.phone?.trim() ? [m.phone] : [])].join("\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(m.subject)}&body=${encodeURIComponent(body)}`;
}
