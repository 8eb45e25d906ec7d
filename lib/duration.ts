// Durations as candidates and forms write them: "2 weeks", "30 days", "1 month", "immediately".
const DAYS_PER: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12 };

/** Days in a duration, 0 for "immediately"/"none", or null when the text names no duration. */
export function parseDuration(text: string): number | null {
  const t = text.toLowerCase().trim();
  if (/^(immediately|immediate|none|no notice|0|asap)$/.test(t)) return 0;
  const m = /^(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|eight|ten|twelve)\s*(day|week|month|year)s?$/.exec(t);
  if (!m) return null;
  const n = m[1] in WORDS ? WORDS[m[1]] : Number(m[1]);
  return n * DAYS_PER[m[2]];
}
