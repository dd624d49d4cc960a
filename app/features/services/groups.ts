/** The service groups: each has a hub page (/services/{group}) and a folder content/services/{group}/. */
export const SERVICE_GROUPS = ["residential", "commercial"] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];
