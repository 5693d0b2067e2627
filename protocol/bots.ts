/**
 * What the main Worker and the bots Worker (bots/) say to each other over the BOTS service binding (RPC): one decision
 * of a computer player. Types only, here because both name them and neither imports the other's code for it.
 */

/** One decision asked of a game's bot: the position as its seat sees it, and how to play (engine/bots BotOptions). */
export interface BotAsk {
  gameId: string;
  /** `game.view(state, { seat })`: nothing hidden from the seat travels. */
  view: unknown;
  seat: number;
  level: "easy" | "strong";
  /** Seeds every guess and tie-break: the same ask always gets the same move. */
  seed: string;
  /** Strong only: the events the seat was shown, for a game whose bot reads them (`usesHistory` below). */
  history?: unknown[];
  /** Strong only: search iterations (BOT_STRONG_ITERATIONS); absent: the game's own budget. */
  iterations?: number;
}

/** A legal move of the game, as its rules take it. */
export type BotMove = { type: string };

/** What the bots Worker answers (bots/index.ts). */
export interface BotService {
  choose(ask: BotAsk): Promise<BotMove>;
}

/**
 * The computer players a host runs: in the bots Worker (the deployed main Worker's, worker/bot-players.ts) or in the
 * same process (bots/players.ts: the bots Worker itself, the tests, the scripts).
 */
export interface BotPlayers extends BotService {
  /** Whether a game has a bot here, and whether its strong level reads the seat's history (the host then loads it). */
  of(gameId: string): { usesHistory: boolean } | undefined;
}
