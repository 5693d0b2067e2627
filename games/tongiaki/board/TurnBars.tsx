import type { T } from "./texts.js";
import { colourName } from "../texts/text.js";
import { FLEET } from "./fleet.js";
import { TilePreview } from "./Tiles.js";

/**
 * The bars a turn needs, under the drawing in the board's box (on screen with it, boardkit/ZoomBoard.tsx): the colour
 * of the arriving boats to land, the tile drawn before it has a place, and turning and placing the tile.
 */
export function TurnBars({
  group,
  landColour,
  onLandColour,
  drawn,
  orienting,
  busy,
  onTurn,
  onPlace,
  t,
}: {
  /** The arriving boats by colour while they land (null otherwise, or when the seat has nothing to do). */
  group: number[] | null;
  landColour: number;
  onLandColour(colour: number): void;
  /** The tile drawn and its name, while it has no place yet. */
  drawn: { tile: string; label: string } | null;
  /** The tile has a place and the seat may turn it. */
  orienting: boolean;
  busy: boolean;
  onTurn(): void;
  onPlace(): void;
  t: T;
}) {
  return (
    <>
      {group && (
        <div class="land-colours" role="radiogroup" aria-label={t("b.landColour")}>
          <span>{t("b.arriving")}:</span>
          {group.map((n, c) =>
            n > 0 ? (
              <button
                type="button"
                role="radio"
                aria-checked={c === landColour}
                class={c === landColour ? "chip on" : "chip"}
                onClick={() => onLandColour(c)}
              >
                <span class="dot" style={{ background: FLEET[c] }} /> {colourName(c, t)}: {n}
              </button>
            ) : null,
          )}
        </div>
      )}
      {drawn && (
        <div class="drawn">
          <TilePreview tile={drawn.tile} rotation={0} t={t} />
          <span>
            {t("b.drawn")}: <strong>{drawn.label}</strong>
          </span>
        </div>
      )}
      {orienting && (
        <div class="orient-bar">
          <button type="button" class="secondary" disabled={busy} onClick={onTurn}>
            ↻ {t("b.turnTile")}
          </button>
          <button type="button" class="primary" disabled={busy} onClick={onPlace}>
            {t("b.placeTile")}
          </button>
        </div>
      )}
    </>
  );
}
