import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CONTACT_FEEDBACK_DELAY_MS, contactFormSchema, type ContactMessage } from "~/lib/contact-form";

interface Props {
  title: string;
  intro: string;
  submitText: string;
  sendingText: string;
  successTitle: string;
  successText: string;
}

const fieldCls =
  "mt-2 block w-full rounded-xl border border-sand-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 focus:border-clay focus:outline-none focus:ring-2 focus:ring-clay/25 aria-[invalid=true]:border-red-700";

/**
 * "Send Us a Message": validated on submit with SPEC's messages under each field. Nothing is
 * sent anywhere (SPEC §7): after about a second the message is written to the console, a
 * "Message Sent" toast appears and the form resets.
 */
export function ContactForm({ title, intro, submitText, sendingText, successTitle, successText }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });

  const onSubmit = async (data: ContactMessage) => {
    await new Promise((r) => setTimeout(r, CONTACT_FEEDBACK_DELAY_MS));
    console.log("Contact form submitted:", data);
    toast.success(successTitle, { description: successText });
    reset();
  };

  const field = (
    name: keyof ContactMessage,
    label: string,
    props: { type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean } = {},
  ) => {
    const err = errors[name]?.message;
    const errId = `${id}-${name}-error`;
    const common = {
      id: `${id}-${name}`,
      "aria-invalid": err ? true : undefined,
      "aria-describedby": err ? errId : undefined,
      className: fieldCls,
      ...register(name),
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
    <div className="card p-6 sm:p-10">
      <h2 className="font-display text-3xl text-ink">{title}</h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 grid gap-5 sm:grid-cols-2" aria-label={title}>
        {field("name", "Name", { autoComplete: "name" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "tel", optional: true })}
        {field("subject", "Subject")}
        {field("message", "Message", { multiline: true })}
        <div className="sm:col-span-2">
          <button type="submit" disabled={isSubmitting} className="btn-primary w-full cursor-pointer border-0 disabled:cursor-wait disabled:opacity-70 sm:w-auto">
            {isSubmitting ? sendingText : submitText}
          </button>
        </div>
      </form>
    </div>
  );
}
