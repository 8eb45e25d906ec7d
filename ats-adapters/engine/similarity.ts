// Text similarity for matching an answer to the options a widget offers.
export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** 0..1: 1 for equal text, high when one contains the other, else the share of common words. */
export function similarity(a: string, b: string): number {
  const x = normalizeText(a);
  const y = normalizeText(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  if (x.startsWith(y + " ") || y.startsWith(x + " ")) return 0.9;
  if (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)) return 0.8;
  const xs = new Set(x.split(" "));
  const ys = new Set(y.split(" "));
  let common = 0;
  for (const w of xs) if (ys.has(w)) common++;
  return (0.7 * common) / Math.max(xs.size, ys.size);
}

/** Index of the best-matching candidate, or -1 when none reaches minScore. */
export function bestMatch(target: string, candidates: string[], minScore = 0.3): number {
  let best = -1;
  let bestScore = minScore;
  candidates.forEach((c, i) => {
    const s = similarity(target, c);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  });
  return best;
}
