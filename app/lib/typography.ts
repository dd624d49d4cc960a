/**
 * Small typographic touches for text shown as written (no cleaning: ./text.ts does that, with
 * date-fns and an entity decoder this module must not pull into a page's bundle).
 */

/** A clock time keeps its "am" or "pm" on its line: "6:00 pm" never breaks before "pm" (the contact page's hours). */
export function unbreakableTimes(text: string): string {
  return text.replace(/(\d)[ \t]+(am|pm|a\.m\.|p\.m\.)(?![\p{L}\p{N}])/giu, "$1\u00a0$2");
}
