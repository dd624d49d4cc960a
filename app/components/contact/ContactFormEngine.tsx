import { useEffect, useMemo, useRef } from "react";
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from "react-hook-form";
import type { ContactMessage } from "~/lib/contact-form";

/**
 * The contact form's react-hook-form engine, in a chunk of its own: <ContactForm> renders the
 * fields and loads this when a visitor first points at, touches or focuses the form (or submits
 * it), so the page load does not carry the form library. It takes over the fields already on the
 * page (whatever was typed stays) and reports its state up.
 */

/** The zod schema and its resolver load on the first submit (the rules and messages are in ~/lib/contact-form). */
const lazyZodResolver: Resolver<ContactMessage> = async (values, context, options) => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("~/lib/contact-form")]);
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

export default function ContactFormEngine({ onState, onValid }: { onState: (s: EngineState) => void; onValid: (data: ContactMessage) => Promise<void> }) {
  // No default values: registering a field reads what is already in it.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ resolver: lazyZodResolver, mode: "onSubmit", reValidateMode: "onSubmit" });
  const submit = useMemo(
    () =>
      handleSubmit(async (data) => {
        await onValid(data);
        reset(EMPTY);
      }),
    [handleSubmit, onValid, reset],
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
