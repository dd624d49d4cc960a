/**
 * A page left open across a deploy (decision 177). Every deploy names its code files by their
 * content and the host drops the last deploy's, so a page opened before it finds the code it loads
 * later (the gallery's lightbox, a tab's panel, the contact form's rules) gone. Vite's loader then
 * fires `vite:preloadError`; without this the root error boundary replaced the page with
 * "Unexpected Application Error!".
 *
 * Here the page reloads once, onto the new deploy, instead:
 * - what the visitor typed in a form marked `data-keep-typed` (the contact form, the newsletter
 *   blocks) is kept in the tab's sessionStorage and put back after the reload;
 * - a second failure within `RELOAD_GRACE_MS` of such a reload is the new deploy's own: it is left
 *   to the error boundary, so a file missing for good shows the error and never loops;
 * - while the reload is under way the error boundary says so (`reloadingForNewDeploy`);
 * - offline, nothing reloads (the browser would show its own error page instead of this one).
 * React Router reloads by itself when a route's own module fails; this covers everything else.
 */

/** The tab's record of the last reload made here: its time, and what was typed. */
export const RELOAD_KEY = "studio:new-deploy";
/** A failure this soon after a reload made here is not met with another one. */
export const RELOAD_GRACE_MS = 60_000;

interface Reloaded {
  at: number;
  path: string;
  /** Per `data-keep-typed` form, in document order: its fields' values by name. */
  typed: Record<string, string>[];
}

/** What the error boundary says while the page reloads onto the new deploy. */
export const NEW_DEPLOY_TEXT = "The site has just been updated: loading the latest version of this page…";

let reloading = false;
/** True once this page has started reloading onto the new deploy. */
export const reloadingForNewDeploy = () => reloading;

const keptForms = (doc: Document) => [...doc.querySelectorAll<HTMLFormElement>("form[data-keep-typed]")];

/** Text a visitor can type: not the honeypot (aria-hidden), buttons, boxes or hidden fields. */
function typedFields(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !["hidden", "submit", "button", "reset", "checkbox", "radio", "file", "image"].includes(el.type))) &&
      el.name !== "" &&
      el.getAttribute("aria-hidden") !== "true",
  );
}

function readRecord(storage: Storage): Reloaded | null {
  try {
    const raw = storage.getItem(RELOAD_KEY);
    const rec = raw ? (JSON.parse(raw) as Partial<Reloaded>) : null;
    return rec && typeof rec.at === "number" && typeof rec.path === "string" && Array.isArray(rec.typed) ? (rec as Reloaded) : null;
  } catch {
    return null;
  }
}

/**
 * The `vite:preloadError` listener: reloads the page (keeping what was typed) unless this tab
 * reloaded for the same reason less than `RELOAD_GRACE_MS` ago, or cannot remember that it did.
 */
export function onMissingCode(event: Event, win: Window = window): void {
  // Offline, a reload shows the browser's own error page: the failure is left to the page.
  if (win.navigator?.onLine === false) return;
  const storage = win.sessionStorage;
  const last = readRecord(storage);
  if (last && Date.now() - last.at >= 0 && Date.now() - last.at < RELOAD_GRACE_MS) return;
  const typed = keptForms(win.document).map((form) => Object.fromEntries(typedFields(form).filter((el) => el.value !== "").map((el) => [el.name, el.value])));
  const record: Reloaded = { at: Date.now(), path: win.location.pathname, typed };
  try {
    storage.setItem(RELOAD_KEY, JSON.stringify(record));
  } catch {
    return; // without the record a second failure could not be told from the first: no reload
  }
  reloading = true;
  event.preventDefault();
  win.location.reload();
}

/**
 * After such a reload: puts what was typed back into the same forms (uncontrolled fields; the
 * contact form's engine reads what is in them when it takes over). The time stays, for the grace.
 */
export function restoreTyped(win: Window = window): void {
  const rec = readRecord(win.sessionStorage);
  if (!rec || rec.path !== win.location.pathname || !rec.typed.some((t) => Object.keys(t).length > 0)) return;
  keptForms(win.document).forEach((form, i) => {
    const values = rec.typed[i] ?? {};
    for (const el of typedFields(form)) if (el.value === "" && typeof values[el.name] === "string") el.value = values[el.name]!;
  });
  try {
    win.sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ ...rec, typed: [] }));
  } catch {
    // the values are back; a later reload finds them again at worst
  }
}

/** Listens for missing code and puts back what a reload kept (root.tsx, in the browser). */
export function watchForNewDeploy(win: Window = window): void {
  win.addEventListener("vite:preloadError", (e) => onMissingCode(e, win));
  restoreTyped(win);
}
