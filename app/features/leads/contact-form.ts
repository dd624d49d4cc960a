import "~/lib/zod-csp";
import * as z from "zod/mini";

/** SPEC §5: the contact form's rules and their exact messages (zod/mini keeps the page's JavaScript small). */
export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  subject: "Subject must be at least 3 characters.",
  message: "Message must be at least 10 characters.",
} as const;

export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, CONTACT_MESSAGES.name)),
  email: z.string().check(z.trim(), z.email(CONTACT_MESSAGES.email)),
  phone: z.optional(z.string()),
  subject: z.string().check(z.trim(), z.minLength(3, CONTACT_MESSAGES.subject)),
  message: z.string().check(z.trim(), z.minLength(10, CONTACT_MESSAGES.message)),
});
export type ContactMessage = z.infer<typeof contactFormSchema>;
