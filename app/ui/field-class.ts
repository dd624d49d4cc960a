/** The site's text field look (contact form, preview sign-in): one definition. */
export const FIELD_CLASS =
  "mt-2 block w-full rounded-xl border border-field bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:(outline-2 outline-offset-2 outline-solid outline-focus) aria-[invalid=true]:border-red-700";
