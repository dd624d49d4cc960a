/**
 * A person's initials for an avatar: the first letter of each word, letters only (any script,
 * with its accents), at most `max`, upper-cased. "Priya & Daniel Mehta" → "PD", "Zoë Ōta" → "ZŌ",
 * "J.-P. Roy" → "JR" ("J.-P." is one word whose first letter is J).
 */
export function initials(name: string, max = 2): string {
  return name
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => /\p{L}\p{M}*/u.exec(word)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, max)
    .join("")
    .toLocaleUpperCase();
}
