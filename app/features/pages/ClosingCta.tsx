import { CtaSection } from "~/features/sections/CtaSection";
import type { SectionLink } from "~/features/sections/schema";

interface ClosingCtaProps {
  title: string;
  text: string;
  cta: { text: string; link: string };
  secondary?: { text: string; link: string };
}

/**
 * The closing call to action of the CMS list and detail pages (blog, portfolio, FAQ), whose
 * files still hold `closing: { title, text, cta, secondary }`: drawn by the cta section's card look.
 */
export function ClosingCta({ title, text, cta, secondary }: ClosingCtaProps) {
  const buttons: SectionLink[] = [{ label: cta.text, to: cta.link, style: "primary" }];
  if (secondary) buttons.push({ label: secondary.text, to: secondary.link, style: "secondary" });
  return <CtaSection section={{ type: "cta", style: "card", heading: title, text, buttons }} first={false} nested={false} level={2} surface="sand" />;
}
