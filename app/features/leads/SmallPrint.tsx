import { PRIVACY_PATH } from "~/lib/seo";

/**
 * A form's small print (decision 219): a line the content gives, such as what the details are
 * used for, and a link to the privacy page in the content's words. Nothing when neither is set.
 * `linkClassName` gives the link's colours, its focus ring's included: the site's clay ring
 * cannot be seen on the newsletter's sage panel.
 */
export function SmallPrint({ note, privacyLink, className, linkClassName }: { note?: string | undefined; privacyLink?: string | undefined; className: string; linkClassName: string }) {
  if (!note && !privacyLink) return null;
  return (
    <p className={`text-sm leading-relaxed ${className}`}>
      {note}
      {note && privacyLink ? " " : null}
      {privacyLink && (
        <a href={PRIVACY_PATH} className={`font-medium underline underline-offset-3 focus-visible:(outline-2 outline-offset-2 outline-solid) ${linkClassName}`}>
          {privacyLink}
        </a>
      )}
    </p>
  );
}
