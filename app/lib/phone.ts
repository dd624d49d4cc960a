/**
 * A phone number as written in company.md (`+1 (905) 555-0142`, `905-555-0142 ext. 7`) as the
 * `tel:` link a phone dials: its digits with a leading +, and an extension as `;ext=` (RFC 3966).
 */
export function telHref(phone: string): string {
  const [number = "", ext] = phone.split(/\s*(?:ext\.?|extension|x)\s*(?=\d)/i);
  const digits = number.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  const extension = ext?.replace(/\D/g, "");
  return `tel:${digits}${extension ? `;ext=${extension}` : ""}`;
}
