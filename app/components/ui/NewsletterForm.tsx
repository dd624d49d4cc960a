import { useId } from "react";
import { useSelfPost } from "~/lib/form-action";

export interface NewsletterFormProps {
  heading: string;
  intro?: string;
  /** Accessible name of the e-mail field (shown to screen readers). */
  label: string;
  placeholder: string;
  /** The button's text, e.g. "Subscribe Now". */
  button: string;
  /** Small print under the form. */
  note?: string;
  /** Heading level; h2 by default. */
  as?: "h2" | "h3";
  className?: string;
}

/**
 * The newsletter signup block (offers and blog). SPEC: a required e-mail field checked by
 * the browser itself, with no custom message, and a button; submitting sends nothing
 * (the browser validates first, then the submit is only prevented).
 */
export function NewsletterForm({ heading, intro, label, placeholder, button, note, as: H = "h2", className = "" }: NewsletterFormProps) {
  const id = useId();
  const post = useSelfPost();
  return (
    <section aria-labelledby={`${id}-heading`} className={`px-4 py-16 sm:px-8 sm:py-24 ${className}`.trim()}>
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-sage px-6 py-12 text-white sm:px-14 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -right-20 -top-24 h-64 w-64 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -left-16 h-64 w-64 rounded-full bg-brass/25 blur-3xl" />
        <div className="relative grid items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
          <div>
            <H id={`${id}-heading`} className="font-display text-3xl leading-tight sm:text-4xl">
              {heading}
            </H>
            {intro && <p className="mt-3 max-w-xl text-base leading-relaxed text-white/85 sm:text-lg">{intro}</p>}
          </div>
          <div>
            <form
              {...post}
              className="flex flex-col gap-3 sm:flex-row"
              onSubmit={(e) => e.preventDefault()}
              aria-labelledby={`${id}-heading`}
            >
              <label htmlFor={`${id}-email`} className="sr-only">
                {label}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={placeholder}
                className="min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 py-3 text-base text-ink placeholder:text-ink-muted/80 focus-visible:(outline-2 outline-offset-3 outline-solid outline-white)"
              />
              <button
                type="submit"
                className="btn shrink-0 bg-ink text-white hover:bg-ink-soft focus-visible:(outline-white)"
              >
                {button}
              </button>
            </form>
            {note && <p className="mt-3 text-sm text-white/75">{note}</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
