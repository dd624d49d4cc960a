/**
 * Home, about, contact and certificate (browser-safe: zod only). Each page is a `sections`
 * list like a service page: the typed sections (hero, cards, process, faq, cta…) and, where a
 * part of the page is no section type, the page's own blocks (home's slideshow, the contact
 * form and map, the certificate), which an editor arranges the same way.
 */
import { z } from "zod";
import { definePage, image, isoDate, text } from "~/content/schemas";
import { anchorId, heading, linkSchema } from "~/features/sections/fields";
import { privacyLink } from "~/features/leads/schema";
import { sectionsSchema, sectionsWith, type Section } from "~/features/sections/schema";

/** Home's opening slideshow: slides fade in turn (SPEC: every 6 s), each with its heading and button. */
const slideshowBlock = z.strictObject({
  type: z.literal("slideshow"),
  /** The slideshow's accessible name. */
  label: text(),
  slides: z
    .array(
      z.strictObject({
        id: anchorId(),
        eyebrow: text().optional(),
        heading: text(),
        tagline: text(),
        button: linkSchema,
        image: image(),
      }),
    )
    .min(1),
});

/** The newest portfolio projects from the CMS snapshot, and a button to all of them. */
const featuredProjectsBlock = z.strictObject({
  type: z.literal("featured-projects"),
  ...heading,
  /** Each card's link text. */
  linkText: text(),
  link: linkSchema,
});

/** The newest blog posts from the CMS snapshot, and a button to all of them. */
const latestArticlesBlock = z.strictObject({
  type: z.literal("latest-articles"),
  ...heading,
  /** Each card's link text. */
  readMore: text(),
  link: linkSchema,
});

/** The reviews in content/reviews, and a link to all of them (the company's `reviewsUrl`). */
const reviewsBlock = z.strictObject({
  type: z.literal("reviews"),
  ...heading,
  linkText: text(),
});

/** The Get In Touch panel (address, e-mail, phone, hours, map) beside the contact form. */
const contactBlock = z.strictObject({
  type: z.literal("contact"),
  panel: z.strictObject({ title: text(), intro: text(), hoursTitle: text(), hours: z.array(text()).min(1), mapTitle: text(), directions: text() }),
  form: z.strictObject({
    /** The form's anchor: a link to /contact#<id> (the page's hero button) opens the page at the form. */
    id: anchorId().optional().describe("Lets a link open the page at the form: /contact#message with message here."),
    title: text(),
    intro: text(),
    submitText: text(),
    sendingText: text(),
    successTitle: text(),
    successText: text(),
    /** Small print above the button. */
    note: text().optional().describe("Small print above the button, such as what the details are used for."),
    privacyLink: privacyLink(),
  }),
});

/** The licence certificate, framed with its caption and sample note, beside what it means. */
const certificateBlock = z.strictObject({
  type: z.literal("certificate"),
  image: image(),
  caption: text(),
  /** Shown after the caption while the image is a sample; left out once the studio's own scan is in (decision 178). */
  sampleNote: text().optional().describe("Only while the picture is a sample: delete this line once the studio's own certificate scan is in."),
  /** The picture opens its largest file, to read on a phone: the words on it. */
  fullSize: text().describe("The label on the picture that opens it full size, e.g. View full size."),
  heading: text(),
  paragraphs: z.array(text()).min(1),
});

/** content/reviews/*.md — client reviews shown on the home page. */
export const reviewSchema = z.strictObject({
  author: text(),
  rating: z.number().int().min(1).max(5),
  date: isoDate().describe("The day the client left the review. The home page shows how long ago that was (“2 weeks ago”), as of the day the site is built."),
  text: text(),
  initials: z.string().regex(/^(\p{Lu}\p{M}*){1,3}$/u, { message: "must be 1 to 3 capital letters" }).optional(),
  project: text().optional(),
  order: z.number().int().describe("Where the review comes on the home page: the lowest number first."),
});
/** A review as the home page shows it: its initials made when left out, its day as how long ago it was (`dateLabel`). */
export type Review = z.infer<typeof reviewSchema> & { initials: string; dateLabel: string };

export const homePageSchema = definePage({ sections: sectionsWith(slideshowBlock, featuredProjectsBlock, latestArticlesBlock, reviewsBlock) });
export const aboutPageSchema = definePage({ sections: sectionsSchema });
export const contactPageSchema = definePage({ sections: sectionsWith(contactBlock) });
export const certificatePageSchema = definePage({ sections: sectionsWith(certificateBlock) });
/** The privacy policy (decision 219): sections, in practice a hero and the text's parts. */
export const privacyPageSchema = definePage({ sections: sectionsSchema });

/** A page's own blocks: what of its `sections` list is no section type. */
type BlocksOf<P extends { sections: { type: string }[] }> = Exclude<P["sections"][number], Section>;
export type HomeBlock = BlocksOf<z.output<typeof homePageSchema>>;
export type ContactBlock = BlocksOf<z.output<typeof contactPageSchema>>;
export type CertificateBlock = BlocksOf<z.output<typeof certificatePageSchema>>;
