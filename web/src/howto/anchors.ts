import type { GameId } from "../../../games/index.js";
import { HOW_TO_PARTS } from "../../../games/registry/howto-parts.js";
import type { HowToParts } from "../../../boardkit/howto.js";

/**
 * The parts every game's how-to-play has (tests/web/howto.test.ts), so a refusal of any game finds one. Each game's
 * own parts, its name and which part explains a rule a refused move cites are in its package
 * (games/<game>/texts/howto/parts.ts), reached through the registry `npm run games` writes (HOW_TO_PARTS, games/registry/howto-parts.ts).
 */
export const COMMON = ["goal", "setup", "turn", "scoring", "end", "options", "house"] as const;

/** Each game's parts in reading order (each part's id is its anchor). */
export const PARTS: Record<GameId, readonly string[]> = Object.fromEntries(
  Object.entries(HOW_TO_PARTS).map(([id, h]) => [id, h.parts]),
) as Record<GameId, readonly string[]>;

/** Each game's name as the pages show it. */
export const GAME_NAMES: Record<GameId, string> = Object.fromEntries(Object.entries(HOW_TO_PARTS).map(([id, h]) => [id, h.name])) as Record<
  GameId,
  string
>;

/** The part of a how-to-play that explains the rule a refusal cites: its section's (an item's wins), else its code's. */
export function partIn(howto: HowToParts, error: { code: string; rule?: string | undefined }): string | null {
  const cited = /^§(\d+)(?:\.(\d+))?/.exec(error.rule ?? "");
  if (cited) {
    const part = howto.sections[`§${cited[1]}.${cited[2]}`] ?? howto.sections[`§${cited[1]}`];
    if (part) return part;
  }
  return Object.hasOwn(howto.codes, error.code) ? howto.codes[error.code]! : null;
}

/** The part of `game`'s how-to-play that explains the rule a refusal cites; null for no game here, or no part. */
export const partFor = (game: string, error: { code: string; rule?: string | undefined }): string | null =>
  Object.hasOwn(HOW_TO_PARTS, game) ? partIn(HOW_TO_PARTS[game as GameId], error) : null;

/** The how-to-play page of a game, at one part. */
export const howToHref = (game: string, part?: string | null): string => `/how-to-play/${game}${part ? `#${part}` : ""}`;
