/**
 * The portfolio items' image viewer (decision 210), run by its own inline script
 * (./image-viewer-page.ts) on every page that can show one: browser code, no React. ./ProjectImages.tsx
 * renders the thumbnails as links to their pictures' largest files, marked with VIEWER_ATTR
 * naming their <dialog>, and the dialog with its parts marked by VIEWER_PARTS. A click on a
 * thumbnail opens the dialog (showModal: the page behind is inert, Escape closes it, the focus
 * goes back to the thumbnail) on that picture, copied from the thumbnail's own <picture> with
 * `sizes="100vw"`: the browser takes the file the screen needs. Previous and next go round; so do
 * the arrow keys and a swipe. A tap beside the picture closes it. Without a script, or where
 * <dialog> is missing, the link opens the file.
 */
export const VIEWER_ATTR = "data-image-viewer";

export const VIEWER_PARTS = {
  counter: "data-viewer-counter",
  /** Read out at each picture: "2 of 5: <its description>" (the counter alone said nothing of the picture). */
  announce: "data-viewer-announce",
  caption: "data-viewer-caption",
  image: "data-viewer-image",
  avif: "data-viewer-avif",
  previous: "data-viewer-previous",
  next: "data-viewer-next",
} as const;

/** A swipe: this many CSS pixels sideways, more than up or down. */
const SWIPE_PX = 48;

const part = <T extends Element>(dialog: HTMLDialogElement, name: keyof typeof VIEWER_PARTS) => dialog.querySelector<T>(`[${VIEWER_PARTS[name]}]`);

/** The dialog's thumbnails, in the page's order. */
const thumbnailsOf = (dialog: HTMLDialogElement) => [...document.querySelectorAll<HTMLAnchorElement>(`a[${VIEWER_ATTR}="${CSS.escape(dialog.id)}"]`)];

/** Shows picture `index` (any integer: it goes round) of the dialog's thumbnails. */
function show(dialog: HTMLDialogElement, index: number): void {
  const thumbnails = thumbnailsOf(dialog);
  if (thumbnails.length === 0) return;
  const i = ((index % thumbnails.length) + thumbnails.length) % thumbnails.length;
  const thumb = thumbnails[i]!;
  const small = thumb.querySelector("img");
  const image = part<HTMLImageElement>(dialog, "image");
  const avif = part<HTMLSourceElement>(dialog, "avif");
  if (!image) return;
  // The source first: the browser picks the file when the <img> changes.
  if (avif) avif.srcset = thumb.querySelector<HTMLSourceElement>('source[type="image/avif"]')?.srcset ?? "";
  image.srcset = small?.srcset ?? "";
  image.src = thumb.href;
  image.alt = small?.alt ?? "";
  const caption = part<HTMLElement>(dialog, "caption");
  if (caption) caption.textContent = thumb.closest("figure")?.querySelector("figcaption")?.textContent ?? "";
  const count = (dialog.dataset.counter ?? "").replace("{index}", String(i + 1)).replace("{total}", String(thumbnails.length));
  const counter = part<HTMLElement>(dialog, "counter");
  if (counter) counter.textContent = count;
  const announce = part<HTMLElement>(dialog, "announce");
  if (announce) announce.textContent = image.alt ? `${count}: ${image.alt}` : count;
  dialog.dataset.index = String(i);
}

const step = (dialog: HTMLDialogElement, by: number) => show(dialog, Number(dialog.dataset.index ?? 0) + by);

/** The dialog's own listeners, once. */
function wire(dialog: HTMLDialogElement): void {
  if (dialog.dataset.wired) return;
  dialog.dataset.wired = "1";
  part(dialog, "previous")?.addEventListener("click", () => step(dialog, -1));
  part(dialog, "next")?.addEventListener("click", () => step(dialog, 1));
  dialog.addEventListener("keydown", (e) => {
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      step(dialog, e.key === "ArrowLeft" ? -1 : 1);
    }
  });
  // A tap on the dialog itself, beside the picture and its controls, closes it.
  dialog.addEventListener("click", (e) => {
    if (e.target === dialog || (e.target instanceof Element && e.target.matches("figure, figure > *:not(img, figcaption, button)"))) dialog.close();
  });
  // A swipe: the picture's box leaves sideways moves to this script (touch-action: pan-y), so a
  // browser does not take them for a pan and cancel the pointer.
  let from: { x: number; y: number } | undefined;
  dialog.addEventListener("pointerdown", (e) => (from = e.pointerType === "mouse" ? undefined : { x: e.clientX, y: e.clientY }));
  dialog.addEventListener("pointercancel", () => (from = undefined));
  dialog.addEventListener("pointerup", (e) => {
    if (!from) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    from = undefined;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dialog, dx < 0 ? 1 : -1);
  });
}

/** Listens on the document for a click on a thumbnail: pages rendered by React and without it alike. */
export function setUpImageViewers(): void {
  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const thumb = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(`a[${VIEWER_ATTR}]`) : null;
    const dialog = thumb && document.getElementById(thumb.getAttribute(VIEWER_ATTR) ?? "");
    if (!(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== "function") return;
    e.preventDefault();
    wire(dialog);
    show(dialog, thumbnailsOf(dialog).indexOf(thumb!));
    if (!dialog.open) dialog.showModal();
  });
}
