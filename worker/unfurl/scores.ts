/**
 * The running scores a spectator view shows, per game, for link previews before the end (after it, the outcome's
 * scores are used). One entry per game, each reading only what every view shows.
 */
type Scores = (view: unknown) => number[] | null;

const numbers = (xs: unknown): number[] | null => (Array.isArray(xs) && xs.every((x) => typeof x === "number") ? xs : null);

const SCORES: Record<string, Scores> = {
  // Tongiaki's view carries the standings if the game ended now
  tongiaki: (v) => {
    const st = (v as { standings?: { seat: number; points: number }[] }).standings;
    if (!Array.isArray(st)) return null;
    const out: number[] = [];
    for (const s of st) out[s.seat] = s.points;
    return numbers(out);
  },
  // Tonga Bonga: most ducats wins (RULES.md §9.3), and money is in the open (§10)
  "tonga-bonga": (v) => numbers((v as { money?: unknown }).money),
  // Wongar's scoring track is public
  wongar: (v) => numbers((v as { scores?: unknown }).scores),
};

export const runningScores = (game: string, view: unknown): number[] | null => SCORES[game]?.(view) ?? null;
