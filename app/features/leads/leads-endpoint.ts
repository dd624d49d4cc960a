/**
 * The Studio Companion plugin's REST base when company.md names one (`leadsApiUrl`, the one place
 * it lives; the build passes it in as `__SITE__`), else null: SPEC's forms send nothing (decision 095).
 */
export const LEADS_API_URL: string | null = typeof __SITE__ === "object" ? (__SITE__.leadsApiUrl ?? null) : null;
