/**
 * The match host: creates matches, seats players, applies moves and answers reads — for any game, through
 * the Game contract only (engine/core/game.ts). It knows no rules; it never sends state that did not pass
 * through the game's `view` (or `viewEvent`) for the caller. Its public functions in one import (`import * as host
 * from "../host/index.js"`); one file per part: host.ts (what it is given),
 * load.ts, commands.ts, commit.ts, reads.ts, views.ts (past positions) over states.ts (replay).
 */
export * from "./host.js";
export * from "./load.js";
export * from "./commands.js";
export * from "./commit.js";
export * from "./reads.js";
export * from "./views.js";
