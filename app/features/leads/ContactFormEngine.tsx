import { useEffect, useMemo, useRef } from "react";
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from "react-hook-form";
import type { ContactMessage } from "~/features/leads/contact-form";
import type { Answer } from "~/features/leads/leads";

/**
 * The contact form's react-hook-form engine, in a chunk of its own: <ContactForm> renders the
 * fields and loads this when a visitor first points at, touches or focuses the form (or submits
 * it), so the page load does not carry the form library. It takes over the fields already on the
 * page (whatever was typed stays) and reports its state up.
 */

/** The zod schema and its resolver load on the first submit (the rules and messages are in ~/features/leads/contact-form). */
const lazyZodResolver: Resolver<ContactMessage> = async (values, context, options) => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("~/features/leads/contact-form")]);
  return zodResolver(contactFormSchema)(values, context, options);
};

const EMPTY: ContactMessage = { name: "", email: "", phone: "", subject: "", message: "" };

export interface EngineState {
  register: UseFormRegister<ContactMessage>;
  submit: () => Promise<void>;
  /** Each field's message, if it is invalid. */
  errors: Partial<Record<keyof ContactMessage, string>>;
  isSubmitting: boolean;
}

/**
 * `onValid` answers how the message went: sent (the form resets), invalid (the server's messages
 * go under their fields, the first one focused) or anything else (the form keeps what was typed).
 */
export default function ContactFormEngine({ onState, onValid }: { onState: (s: EngineState) => void; onValid: (data: ContactMessage) => Promise<Answer> }) {
  // No default values: registering a field reads what is already in it.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ resolver: lazyZodResolver, mode: "onSubmit", reValidateMode: "onChange" });
  const submit = useMemo(
    () =>
      handleSubmit(async (data) => {
        const answer = await onValid(data);
        if (answer.kind === "sent") reset(EMPTY);
        if (answer.kind !== "invalid") return;
        let first = true;
        for (const name of Object.keys(EMPTY) as (keyof ContactMessage)[]) {
          const message = answer.fields[name];
          if (!message) continue;
          setError(name, { type: "server", message }, { shouldFocus: first });
          first = false;
        }
      }),
    [handleSubmit, onValid, reset, setError],
  );
  const messages = messagesOf(errors);
  const key = JSON.stringify([messages, isSubmitting]);
  const last = useRef<string | null>(null);
  const reported = useRef<typeof submit | null>(null);
  useEffect(() => {
    if (last.current === key && reported.current === submit) return;
    last.current = key;
    reported.current = submit;
    onState({ register, submit, errors: messages, isSubmitting });
  });
  return null;
}

function messagesOf(errors: FieldErrors<ContactMessage>): EngineState["errors"] {
  const out: EngineState["errors"] = {};
  for (const name of Object.keys(EMPTY) as (keyof ContactMessage)[]) {
    const m = errors[name]?.message;
    if (m) out[name] = m;
  }
  return out;
}
