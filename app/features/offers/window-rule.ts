/**
 * An offer whose last day comes before its first would never run. The content check refuses
 * such a file (offerSchema) and the editor refuses to save it (decision 185): one rule for both.
 * Browser-safe and dependency-free: the editor's script bundles it.
 */
export const endsBeforeItStarts = (w: { validFrom: string; validUntil: string }): boolean => w.validUntil < w.validFrom;
