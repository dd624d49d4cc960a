import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from "react";
import type { ToasterProps } from "sonner";
import { Honeypot } from "~/features/leads/Honeypot";
import { SmallPrint } from "~/features/leads/SmallPrint";
import { FIELD_CLASS } from "~/ui/field-class";
import { Icon } from "~/ui/Icon";
import type { ContactMessage } from "~/features/leads/contact-form";
import { useSelfPost } from "~/lib/form-action";
import type { Answer } from "~/features/leads/leads";
import { SITE } from "~/content/build-values";
import { telHref } from "~/lib/phone";
import { previousPage } from "~/lib/previous-page";
import type { EngineState } from "./ContactFormEngine";

/** The failure notice's links: a finger's height on a phone (inline-block with padding). */
const NOTICE_LINK = "inline-block break-words py-3 font-semibold text-red-900 underline underline-offset-3 hover:text-ink focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)";

/** react-hook-form and its wiring, loaded when the visitor reaches for the form. */
const ContactFormEngine = lazy(() => import("./ContactFormEngine"));

/** SPEC §9: the feedback appears about one second after submitting. */
export const CONTACT_FEEDBACK_DELAY_MS = 1000;

interface Props {
  title: string;
  intro: string;
  submitText: string;
  sendingText: string;
  successTitle: string;
  successText: string;
  /** Small print above the button, and the words of its link to the privacy page (decision 219). */
  note?: string | undefined;
  privacyLink?: string | undefined;
  /** The studio's e-mail address: the fallback link when the message cannot be sent. */
  email: string;
  /** The studio's phone number: the other way offered then. */
  phone: string;
  /** The form's anchor (content's `form.id`): /contact#<anchor> opens the page at it. */
  anchor?: string;
}

/** The error block after a failed send: what happened, a mailto: link with the message and a tel: link. */
interface Failure {
  title: string;
  text: string;
  link: string;
  href: string;
  call: string;
}


/**
 * "Send Us a Message": validated on submit with SPEC's messages under each field. With no leads
 * endpoint in company.md nothing is sent anywhere (SPEC §7): after about a second the message is
 * written to the console, a "Message Sent" toast appears and the form resets. With one
 * (decision 095) it is posted there: the same toast and reset on success, the server's messages
 * under their fields, or an error with a mailto: link and everything typed kept.
 *
 * The fields are plain HTML until the visitor points at, touches or focuses the form; then the
 * react-hook-form engine (ContactFormEngine) loads and takes them over. A submit before it has
 * arrived is held and run as soon as it has.
 */
/**
 * The code a submit needs (the rules, the toast, the sender), fetched when the form is first
 * wanted, before anything is typed: a deploy while the visitor types cannot then leave the send
 * without it, and if it is already gone the page reloads now, with nothing typed yet
 * (decision 177). A failure is met again, and handled, where the submit imports it.
 */
function loadSendingCode(): Promise<typeof import("sonner")> {
  const sonner = import("sonner");
  void Promise.all([import("@hookform/resolvers/zod"), import("~/features/leads/contact-form"), sonner, SITE.leadsApiUrl ? import("~/features/leads/leads") : null]).catch(() => {});
  return sonner;
}

export function ContactForm({ title, intro, submitText, sendingText, successTitle, successText, note, privacyLink, email, phone, anchor }: Props) {
  const id = useId();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [sent, setSent] = useState<{ toast: typeof import("sonner").toast } | null>(null);
  // Toasts once the Toaster is mounted (a child's effects run before this one, so it is listening).
  useEffect(() => {
    if (!Toaster || !sent) return;
    sent.toast.success(successTitle, { description: successText });
    setSent(null);
  }, [Toaster, sent, successTitle, successText]);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<EngineState | null>(null);
  const submitWhenReady = useRef(false);
  const want = () => {
    if (wanted) return;
    setWanted(true);
    // The toaster's live region is in the page before a toast is put in it: a region inserted with
    // its message already in it is often not read out (decision 200).
    loadSendingCode().then((sonner) => setToaster(() => sonner.Toaster), () => {});
  };
  useEffect(() => {
    if (!engine || !submitWhenReady.current) return;
    submitWhenReady.current = false;
    void engine.submit();
  }, [engine]);

  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The notice takes the focus and so comes into view: on a phone it opens below the button,
  // under the fold.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) notice.current?.focus();
  }, [failure]);

  const onValid = useCallback(
    async (data: ContactMessage): Promise<Answer> => {
      setFailure(null);
      if (!SITE.leadsApiUrl) {
        // The toast library loads while the one-second wait runs.
        const [sonner] = await Promise.all([import("sonner"), new Promise((r) => setTimeout(r, CONTACT_FEEDBACK_DELAY_MS))]);
        setToaster(() => sonner.Toaster);
        console.log("Contact form submitted:", data);
        setSent({ toast: sonner.toast });
        return { kind: "sent" };
      }
      const [leads, sonner] = await Promise.all([import("~/features/leads/leads"), import("sonner")]);
      // The page before this one: React Router's last, or the browser's when it loaded this page.
      const before = previousPage();
      const from = leads.referringPage(before ? new URL(before, location.href).href : document.referrer, location.href);
      const answer = await leads.sendLead(SITE.leadsApiUrl, data, honeypot.current?.value ?? "", fetch, from);
      if (answer.kind === "sent") {
        setToaster(() => sonner.Toaster);
        setSent({ toast: sonner.toast });
        if (honeypot.current) honeypot.current.value = "";
      } else if (answer.kind !== "invalid") {
        const t = leads.LEAD_TEXT;
        setFailure({ title: t.failedTitle, text: leads.leadFailureText(answer, navigator.onLine), link: t.mailto(email), href: leads.mailtoHref(email, data), call: t.call(phone) });
      }
      return answer;
    },
    [email, phone],
  );

  const post = useSelfPost();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The button is only aria-disabled while a message is sent (it keeps the focus): a press then does nothing.
    if (engine?.isSubmitting) return;
    setFailure(null); // a new try: an earlier failure's notice goes, whatever this one finds
    if (engine) return void engine.submit();
    submitWhenReady.current = true;
    want();
  };
  const errors = engine?.errors ?? {};
  const isSubmitting = engine?.isSubmitting ?? false;

  const field = (
    name: keyof ContactMessage,
    label: string,
    props: { type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean } = {},
  ) => {
    const err = errors[name];
    const errId = `${id}-${name}-error`;
    const common = {
      id: `${id}-${name}`,
      "aria-invalid": err ? true : undefined,
      "aria-required": props.optional ? undefined : true,
      "aria-describedby": err ? errId : undefined,
      className: FIELD_CLASS,
      ...(engine ? engine.register(name) : { name }),
    };
    return (
      <div className={props.multiline ? "sm:col-span-2" : undefined}>
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-ink">
          {label}
          {props.optional && <span className="font-normal text-ink-muted"> (optional)</span>}
        </label>
        {props.multiline ? (
          <textarea rows={6} {...common} />
        ) : (
          <input type={props.type ?? "text"} autoComplete={props.autoComplete} {...common} />
        )}
        {err && (
          <p id={errId} className="mt-1.5 text-sm text-red-800">
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    <div id={anchor} className="card self-start p-6 sm:p-10">
      {Toaster && <Toaster position="top-center" toastOptions={{ className: "font-sans" }} />}
      <h2 className="font-display text-3xl text-ink">{title}</h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <form {...post} data-keep-typed="" noValidate onSubmit={onSubmit} onPointerEnter={want} onPointerDown={want} onTouchStart={want} onFocus={want} className="mt-8 grid gap-5 sm:grid-cols-2" aria-label={title}>
        {field("name", "Name", { autoComplete: "name" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "tel", optional: true })}
        {field("subject", "Subject")}
        {field("message", "Message", { multiline: true })}
        {SITE.leadsApiUrl ? <Honeypot inputRef={honeypot} /> : null}
        <div className="sm:col-span-2">
          {/* Above the button: after it come the button's own answers (the notice a failure shows), next in the tab order. */}
          <SmallPrint note={note} privacyLink={privacyLink} className="mb-5 text-ink-muted" linkClassName="text-clay-dark hover:text-ink focus-visible:outline-focus" />
          <button type="submit" aria-disabled={isSubmitting || undefined} className="btn-primary w-full cursor-pointer border-0 aria-disabled:(cursor-wait opacity-70) sm:w-auto">
            {isSubmitting ? sendingText : submitText}
          </button>
        </div>
        {failure && (
          <div ref={notice} tabIndex={-1} role="alert" className="sm:col-span-2 flex scroll-mt-24 gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 focus-visible:(outline-2 outline-offset-2 outline-solid outline-focus)">
            <Icon name="alert" className="mt-0.5 h-5 w-5 flex-none" />
            <div>
              <p className="font-semibold">{failure.title}</p>
              <p className="mt-1 text-sm leading-relaxed">{failure.text}</p>
              <p className="mt-3 text-sm">
                <a href={failure.href} className={NOTICE_LINK}>
                  {failure.link}
                </a>{" "}
                <a href={telHref(phone)} className={`${NOTICE_LINK} whitespace-nowrap`}>
                  {failure.call}
                </a>
              </p>
            </div>
          </div>
        )}
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <ContactFormEngine onState={setEngine} onValid={onValid} />
        </Suspense>
      )}
    </div>
  );
}
