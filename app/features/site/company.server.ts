import { cached, readContentFile } from "../../content/read.server";
import { companySchema, type Company } from "./schema";

export const COMPANY_FILE = "site/company.md";

/** The company's identity from content/site/company.md. */
export const getCompany = cached((): Company => readContentFile(COMPANY_FILE, companySchema).data);
