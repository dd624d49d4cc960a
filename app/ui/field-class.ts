/** The site's text field look (contact form, preview sign-in): one definition. */
export const FIELD_CLASS =
  "mt-2 block w-full rounded-xl border border-sand-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 focus:border-clay focus:outline-none focus:ring-2 focus:ring-clay/25 aria-[invalid=true]:border-red-700";
