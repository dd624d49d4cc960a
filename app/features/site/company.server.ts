import { cached, readContentFile } from "../../content/read.server";
import { companySchema, type Company } from "./schema";

export const COMPANY_FILE = "site/company.md";

/** The company's identity from content/site/company.md. */
export const getCompany = cached((): Company => readContentFile(COMPANY_FILE, companySchema).data);

/**
 * What every check and build says while the forms send nothing: without `leadsApiUrl` the contact
 * form thanks the visitor and keeps nothing (SPEC's demo, decision 095), which a real deploy that
 * forgot the line would not otherwise notice until the leads were missed.
 */
export function leadsNote(company: Pick<Company, "leadsApiUrl">): string | undefined {
  if (company.leadsApiUrl) return undefined;
  return `note: content/${COMPANY_FILE} has no leadsApiUrl, so the contact and newsletter forms send nothing: a visitor is thanked and the message is kept nowhere (SPEC's demo). To receive leads, set it to the Studio Companion plugin's address (README, "The site's forms send to it").`;
}
