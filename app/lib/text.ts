/**
 * SPEC §5 text cleaning, in one module, for the build and the browser alike.
 *
 * - Summaries (blog excerpts, home descriptions): tags removed, entities decoded, typographic
 *   quotes and dashes made ASCII, then only letters, digits, whitespace and basic punctuation kept.
 * - Portfolio descriptions: letters, digits, whitespace and . , ! ? " ' - only.
 * - Blog article titles: letters, digits and spaces only ("Don’t" → "Dont"); a hyphen or dash
 *   joining two words becomes a space first ("room-by-room" → "room by room", decision 081).
 * Letters and digits of any script count (\p{L}, \p{N}), so "Café" and "Ökologie" survive.
 */
import { format, isValid, parseISO } from "date-fns";
import { decode } from "html-entities";

/** SPEC: the sentence shown when a post has neither an excerpt nor content. */
export const GENERIC_EXCERPT = "Explore the latest interior design trends and ideas to help you create a space you love.";

export const EXCERPT_WORDS = { blogCard: 25, portfolio: 25, homeProject: 50 } as const;

/** Removes tags (and the content of script/style elements). */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, " ")
    .replace(/<[^>]*>/g, "");
}

/** Decodes HTML entities (&amp; &#8217; &nbsp; …). */
export function decodeEntities(text: string): string {
  return decode(text, { level: "html5" });
}

/** Typographic punctuation to ASCII: ‘’ → ', “” → ", – — → -, … → ..., non-breaking spaces → space. */
export function asciiPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F\u2009\u200A]/g, " ");
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Tag-free, decoded text with typographic punctuation made ASCII. */
export function plainText(html: string): string {
  return collapse(asciiPunctuation(decodeEntities(stripTags(html))));
}

/** A title for display (cards, headings other than the article's): tags removed, entities decoded. */
export function displayTitle(html: string): string {
  return collapse(decodeEntities(stripTags(html)).replace(/\u00A0/g, " "));
}

/** Summaries: letters, digits, whitespace and basic punctuation. */
export function cleanSummary(html: string): string {
  return collapse(plainText(html).replace(/[^\p{L}\p{M}\p{N}\s.,!?;:'"()&%$/-]/gu, ""));
}

/** Portfolio descriptions: letters, digits, whitespace and . , ! ? " ' - only. */
export function cleanPortfolioText(html: string): string {
  return collapse(plainText(html).replace(/[^\p{L}\p{M}\p{N}\s.,!?"'-]/gu, ""));
}

/** Blog article titles: letters, digits and spaces only; a dash between two words is a space (decision 081). */
export function cleanArticleTitle(html: string): string {
  // plainText has already made ‐ ‑ ‒ – — ― and − into "-".
  const separated = plainText(html).replace(/(?<=[\p{L}\p{M}\p{N}])-+(?=[\p{L}\p{N}])/gu, " ");
  return collapse(separated.replace(/[^\p{L}\p{M}\p{N} ]/gu, ""));
}

/** The first `count` words, with an ellipsis when the text was cut. */
export function truncateWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(" ");
  return `${words.slice(0, count).join(" ").replace(/[.,;:!?-]+$/, "")}...`;
}

/** The first paragraph of body HTML (its text), or "" when there is none. */
export function firstParagraph(html: string): string {
  for (const m of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = cleanSummary(m[1] ?? "");
    if (text) return text;
  }
  return cleanSummary(html);
}

/** A blog card's excerpt: the excerpt, else the content's first paragraph, else the generic sentence; 25 words. */
export function blogExcerpt(excerptHtml: string, contentHtml: string, words: number = EXCERPT_WORDS.blogCard): string {
  const text = cleanSummary(excerptHtml) || firstParagraph(contentHtml) || GENERIC_EXCERPT;
  return truncateWords(text, words);
}

/** SPEC: dates like "September 05, 2025"; the raw value when it cannot be parsed. */
export function formatPostDate(raw: string): string {
  const d = parseISO(raw);
  return isValid(d) ? format(d, "MMMM dd, yyyy") : raw;
}
