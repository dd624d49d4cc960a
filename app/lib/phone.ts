/** A phone number as written in company.md (`+1 (905) 555-0142`) as the `tel:` link phones dial: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
