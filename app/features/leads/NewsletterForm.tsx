import { useId, useState, type FormEvent } from "react";
import { useSelfPost } from "~/lib/form-action";
import { SITE } from "~/content/build-values";
import { Honeypot } from "./Honeypot";
import { SmallPrint } from "./SmallPrint";
import type { NewsletterCopy } from "./schema";

export interface NewsletterFormProps extends NewsletterCopy {
  /** Heading level; h2 by default. */
  as?: "h2" | "h3";
  className?: string;
}

/** The button while a sign-up is on its way (the other texts load with the send code, ~/features/leads/leads). */
const SUBSCRIBING = "Subscribing...";

/** Where a sign-up stands: the text shown under the form, if any. */
type SignUp = { kind: "idle" | "sending" } | { kind: "pending" | "error"; text: string };

/**
 * The newsletter signup block (offers and blog). SPEC: a required e-mail field checked by
 * the browser itself, with no custom message, and a button; submitting sends nothing
 * (the browser validates first, then the submit is only prevented). When company.md names the
 * leads endpoint (decision 095), the address goes to its subscribers endpoint and the block says
 * to check the inbox for the confirmation link (or why it did not work), in a live region.
 */
/** The sender, fetched when the form is first wanted, before anything is typed (decision 177; as the contact form). */
function loadSender() {
  if (SITE.leadsApiUrl) void import("~/features/leads/leads").catch(() => {});
}

export function NewsletterForm({ heading, intro, label, placeholder, button, note, privacyLink, as: H = "h2", className = "" }: NewsletterFormProps) {
  const id = useId();
  const post = useSelfPost();
  const [state, setState] = useState<SignUp>({ kind: "idle" });
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!SITE.leadsApiUrl || state.kind === "sending") return;
    const form = e.currentTarget;
    const fields = new FormData(form);
    setState({ kind: "sending" });
    const leads = await import("~/features/leads/leads");
    const answer = await leads.sendSubscriber(SITE.leadsApiUrl, String(fields.get("email") ?? ""), String(fields.get("website") ?? ""));
    if (answer.kind === "sent") {
      form.reset();
      setState({ kind: "pending", text: leads.LEAD_TEXT.subscribePending });
    } else {
      const text = answer.kind === "invalid" ? (answer.fields.email ?? leads.LEAD_TEXT.subscribeFailed) : answer.kind === "rate-limited" ? answer.message : leads.LEAD_TEXT.subscribeFailed;
      setState({ kind: "error", text });
    }
  };
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
              data-keep-typed=""
              onFocus={loadSender}
              onPointerEnter={loadSender}
              className="flex flex-col gap-3 sm:flex-row"
              onSubmit={onSubmit}
              aria-labelledby={`${id}-heading`}
              aria-describedby={SITE.leadsApiUrl ? `${id}-status` : undefined}
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
                aria-invalid={state.kind === "error" ? true : undefined}
                className="min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 py-3 text-base text-ink placeholder:text-ink-muted focus-visible:(outline-2 outline-offset-3 outline-solid outline-white)"
              />
              {SITE.leadsApiUrl ? <Honeypot /> : null}
              <button
                type="submit"
                aria-disabled={state.kind === "sending" || undefined}
                className="btn shrink-0 bg-ink text-white hover:bg-ink-soft focus-visible:(outline-white) aria-disabled:(cursor-wait opacity-80)"
              >
                {state.kind === "sending" ? SUBSCRIBING : button}
              </button>
            </form>
            {SITE.leadsApiUrl ? (
              <p id={`${id}-status`} role="status" className={"text" in state ? "mt-4 flex items-start gap-2.5 text-base font-medium text-white" : undefined}>
                {"text" in state && (
                  <>
                    <span aria-hidden="true" className="mt-0.5 inline-flex h-6 w-6 flex-none items-center justify-center rounded-full bg-white/20 text-sm">
                      {state.kind === "pending" ? "✓" : "!"}
                    </span>
                    <span>{state.text}</span>
                  </>
                )}
              </p>
            ) : null}
            <SmallPrint note={note} privacyLink={privacyLink} className="mt-3 text-white/90" linkClassName="text-white hover:text-sand focus-visible:outline-white" />
          </div>
        </div>
      </div>
    </section>
  );
}
