import type { TongiakiView } from "../rules/index.js";
import type { T } from "./texts.js";
import { APOTHEM, S, centre, dirAngle, hexPoints, polar, type Pt } from "./geometry.js";
import { TileG } from "./Tiles.js";

/**
 * The drawn tile where it is being placed, in its rotation, the path the boats enter by lit: while it may be turned
 * it is a button that turns it (click, Enter or Space).
 */
export function GhostTile({
  view,
  tile,
  at,
  rotation,
  entry,
  label,
  canOrient,
  busy,
  onTurn,
  t,
}: {
  view: TongiakiView;
  tile: string;
  at: { q: number; r: number };
  rotation: number;
  entry: number | undefined;
  label: string;
  canOrient: boolean;
  busy: boolean;
  onTurn(): void;
  t: T;
}) {
  return (
    <g
      class={canOrient && !busy ? "ghost target" : "ghost"}
      role={canOrient ? "button" : undefined}
      tabindex={canOrient ? 0 : undefined}
      aria-label={canOrient ? `${t("b.turnTile")}: ${label}` : label}
      data-target="ghost"
      onClick={() => canOrient && onTurn()}
      onKeyDown={(e) => {
        if (canOrient && (e.key === "Enter" || e.key === " ")) {
          e.preventDefault();
          onTurn();
        }
      }}
    >
      <TileG p={{ tile, q: at.q, r: at.r, rotation }} view={view} targets={new Map()} pick={() => {}} t={t} highlightEntry={entry} />
      <polygon points={hexPoints(centre(at))} class="ghost-outline" />
      {entry !== undefined && <EntryArrow c={centre(at)} dir={entry} />}
    </g>
  );
}

/** The arrow at the edge the boats come in by. */
function EntryArrow({ c, dir }: { c: Pt; dir: number }) {
  const a = dirAngle(dir);
  const tip = polar(c, APOTHEM * 0.8, a);
  const l = polar(tip, S * 0.22, a + 0.5);
  const r = polar(tip, S * 0.22, a - 0.5);
  return <polygon class="entry" points={`${tip.x},${tip.y} ${l.x},${l.y} ${r.x},${r.y}`} />;
}
