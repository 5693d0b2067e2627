/**
 * The match host: creates matches, seats players, applies moves and answers reads — for any game, through
 * the Game contract only (engine/core/game.ts). It knows no rules; it never sends state that did not pass
 * through the game's `view` (or `viewEvent`) for the caller. One file per part: host/host.ts (what it is given),
 * host/load.ts, host/commands.ts, host/commit.ts, host/reads.ts, host/views.ts (past positions) over host/states.ts (replay).
 */
export * from "./host/host.js";
export * from "./host/load.js";
export * from "./host/commands.js";
export * from "./host/commit.js";
export * from "./host/reads.js";
export * from "./host/views.js";
