import type { Lang } from "../i18n/core.js";
import type { GameLog } from "./module.js";
import type { GameUi } from "../boardkit/types.js";
import type { HowTo, HowToParts } from "../boardkit/howto.js";

/**
 * The parts each game's folder holds beside its module (games/module.ts), found by their place (scripts/games.ts,
 * `Table.places`); their registries are written from the table, one per bundle (games/registry/):
 * - `log`: the log sentences (texts/log/<lang>.ts and texts/text.ts's `logLines`), for messages and the web log;
 * - `board`: the web app's board (board/index.ts's `ui`), which the image Worker also draws;
 * - `howto`: the how-to-play in every language (texts/howto/<lang>.ts), a page of the web app;
 * - `howtoParts`: its name, parts and which part explains a refusal (texts/howto/parts.ts), which the web app bundles;
 * - `picture`: the board's own stylesheet (board/board.css, when it has one), inlined into its picture.
 */
export interface GameParts {
  log: GameLog;
  board: GameUi;
  howto: Record<Lang, HowTo>;
  howtoParts: HowToParts;
  picture: string | undefined;
}
