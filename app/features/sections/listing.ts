/** Key of a resolved service listing in SectionData, e.g. `residential:overview`. Browser-safe. */
export const listingKey = (group: string, listing: string) => `${group}:${listing}`;
