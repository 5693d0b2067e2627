import { directionToEdge } from "../../../engine/core/hex.js";
import { tileById, type IslandTile } from "../rules/tiles.js";
import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import type { T, TongiakiUiKey } from "./texts.js";
import { APOTHEM, S, SLOT_R, beachArc, edgeMid, hexPoints, islandBeaches, polar, seaPath, centre, type Pt } from "./geometry.js";
import { islandName, tileName } from "../texts/text.js";
import { Target } from "../../../boardkit/Target.js";
import { FLEET } from "./fleet.js";

const DANGER = ["", "", "#f4d35e", "#f08a4b", "#e2464b"];

type Placed = TongiakiView["board"][number];
type Move = TongiakiMove;

/** A sea tile: its foam paths, the one the boats enter by lit, each danger with its number. */
function SeaTileG({ p, c, highlightEntry }: { p: Placed; c: Pt; highlightEntry?: number | undefined }) {
  const tile = tileById(p.tile);
  if (tile.kind !== "sea") return null;
  const lit = highlightEntry === undefined ? -1 : directionToEdge(highlightEntry, p.rotation);
  return (
    <g class="tile sea">
      <polygon points={hexPoints(c)} class="sea-bg" />
      {tile.paths.map((path) => {
        const { d, label } = seaPath(c, path.ends, p.rotation);
        const on = path.ends[0] === lit || path.ends[1] === lit;
        return (
          <g>
            <path d={d} class={on ? "foam lit" : "foam"} />
            {path.danger > 0 && (
              <g class="danger">
                <circle cx={label.x} cy={label.y} r={S * 0.14} fill={DANGER[path.danger]} />
                <text x={label.x} y={label.y} dy="0.35em" text-anchor="middle">
                  {path.danger}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The crown of a royal island, in its king's colour. */
function Crown({ at, colour }: { at: Pt; colour: number }) {
  const w = S * 0.34;
  const h = S * 0.22;
  const x = at.x - w / 2;
  const y = at.y - h / 2;
  return (
    <path
      class="crown"
      fill={FLEET[colour]}
      d={`M${x},${y + h} L${x},${y} L${x + w * 0.25},${y + h * 0.5} L${x + w / 2},${y} L${x + w * 0.75},${y + h * 0.5} L${x + w},${y} L${x + w},${y + h} Z`}
    />
  );
}

/** An island tile: its docks, the island (a target), its beaches and the boats on them (targets too). */
function IslandTileG(props: {
  p: Placed;
  c: Pt;
  boats: number[][] | undefined;
  king: number;
  targets: Map<string, Move[]>;
  pick: (k: string) => void;
  t: T;
}) {
  const { p, c, boats, king, targets, pick, t } = props;
  const tile = tileById(p.tile) as IslandTile;
  const beaches = islandBeaches(tile, c, p.rotation);
  const name = islandName(tile.id, t);
  return (
    <g class={king >= 0 ? "tile island royal" : "tile island"}>
      <polygon points={hexPoints(c)} class="shallows" />
      <circle cx={c.x} cy={c.y} r={S * 0.7} class="sand" />
      {tile.beaches.map((b, bi) =>
        b.docks.map((dock) => {
          const a = edgeMid(c, dock, p.rotation, S * 0.66);
          const z = edgeMid(c, dock, p.rotation, APOTHEM - 2);
          const k = `dock:${tile.id}:${bi}:${dock}`;
          const side = t(`dir.${(dock + p.rotation) % 6}` as TongiakiUiKey);
          return (
            <Target k={k} label={t("b.dock", { side, beach: bi + 1, island: name })} on={targets} pick={pick}>
              <line x1={a.x} y1={a.y} x2={z.x} y2={z.y} class="dock" />
              {targets.has(k) && <circle cx={z.x} cy={z.y} r={S * 0.13} class="dock-hit" />}
            </Target>
          );
        }),
      )}
      <Target k={`island:${tile.id}`} label={name} on={targets} pick={pick}>
        <circle cx={c.x} cy={c.y} r={S * 0.38} class="land" />
        {tile.points > 0 && (
          <g class="points" aria-label={t("b.points", { n: tile.points })}>
            <circle cx={c.x} cy={c.y + S * 0.2} r={S * 0.12} />
            <text x={c.x} y={c.y + S * 0.2} dy="0.35em" text-anchor="middle">
              {tile.points}
            </text>
          </g>
        )}
        <text class="island-name" x={c.x} y={c.y - S * 0.02} text-anchor="middle" font-size={Math.min(17, Math.floor(130 / name.length))}>
          {name}
        </text>
        {king >= 0 && <Crown at={{ x: c.x, y: c.y - S * 0.24 }} colour={king} />}
      </Target>
      {beaches.map((b) => (
        <path d={beachArc(c, b)} class="beach-sand" />
      ))}
      {beaches.map((b, bi) => {
        const at = polar(c, S * 0.455, b.angle);
        return (
          <text class="beach-no" x={at.x} y={at.y} dy="0.35em" text-anchor="middle" aria-hidden="true">
            {bi + 1}
          </text>
        );
      })}
      {beaches.map((b, bi) => {
        const here = boats?.[bi] ?? [];
        const k = `beach:${tile.id}:${bi}`;
        return (
          <Target k={k} label={t("b.beach", { beach: bi + 1, island: name })} on={targets} pick={pick}>
            <path d={beachArc(c, b, 0.45)} class="beach" />
            {b.slots.map((s, si) => {
              const colour = here[si];
              return colour === undefined ? (
                <circle cx={s.x} cy={s.y} r={SLOT_R} class="slot" />
              ) : (
                <circle cx={s.x} cy={s.y} r={SLOT_R} class="boat" fill={FLEET[colour]} data-colour={colour} />
              );
            })}
          </Target>
        );
      })}
    </g>
  );
}

/** One placed tile, sea or island. */
export function TileG(props: {
  p: Placed;
  view: TongiakiView;
  targets: Map<string, Move[]>;
  pick: (k: string) => void;
  t: T;
  highlightEntry?: number | undefined;
}) {
  const c = centre(props.p);
  const isl = props.view.islands[props.p.tile];
  return tileById(props.p.tile).kind === "sea" ? (
    <SeaTileG p={props.p} c={c} highlightEntry={props.highlightEntry} />
  ) : (
    <IslandTileG p={props.p} c={c} boats={isl?.beaches} king={isl?.king ?? -1} targets={props.targets} pick={props.pick} t={props.t} />
  );
}

/** A small picture of one tile, for the drawn tile waiting to be placed. */
export function TilePreview({ tile, rotation, t }: { tile: string; rotation: number; t: T }) {
  const p = { tile, q: 0, r: 0, rotation };
  const view = { islands: {} } as unknown as TongiakiView;
  return (
    <svg
      class="tile-preview"
      viewBox={`${-S * 1.05} ${-APOTHEM * 1.05} ${S * 2.1} ${APOTHEM * 2.1}`}
      role="img"
      aria-label={tileName(tile, t)}
    >
      <TileG p={p} view={view} targets={new Map()} pick={() => {}} t={t} />
    </svg>
  );
}
