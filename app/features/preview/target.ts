/** What a `/preview` link asks for (small: the page reads it before loading the draft code). */
export const PREVIEW_KINDS = ["posts", "portfolio", "faq"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** WordPress's post type names (what its Preview link carries) → the site's collection. */
const KIND_OF_TYPE: Record<string, PreviewKind> = { post: "posts", posts: "posts", portfolio: "portfolio", faq: "faq" };

export interface PreviewTarget {
  kind: PreviewKind;
  id: number;
  /** Show the latest autosave (unsaved changes to a published item) over the saved record. */
  autosave: boolean;
}

/** `?type=post&id=42[&autosave=1]` → the record to preview, or null when the link is incomplete. */
export function previewTarget(search: string): PreviewTarget | null {
  const q = new URLSearchParams(search);
  const kind = KIND_OF_TYPE[q.get("type") ?? ""];
  const idText = q.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : NaN;
  return kind && Number.isSafeInteger(id) ? { kind, id, autosave: q.get("autosave") === "1" } : null;
}

export interface Credentials {
  user: string;
  password: string;
}
