import { useEffect, useMemo, useState } from "preact/hooks";
import { directionToEdge } from "../../../engine/core/hex.js";
import { tileById, type IslandTile } from "../rules/tiles.js";
import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { movesByTarget, pickAt } from "../../../boardkit/targets.js";
import { MoveChoice } from "../../../boardkit/MoveChoice.js";
import { texts, type T, type TongiakiUiKey } from "./texts.js";
import { APOTHEM, S, SLOT_R, beachArc, centre, edgeMid, hexPoints, islandBeaches, polar, seaPath, dirAngle, type Pt } from "./geometry.js";
import { colourName, islandName, moveText, tileName } from "../texts/text.js";
import { ChosenTarget, Target } from "../../../boardkit/Target.js";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { ChangedMark } from "../../../boardkit/ChangedMark.js";

/** CSS colours of the six fleets, in the engine's colour order (blue, red, green, yellow, orange, purple). */
export const FLEET = ["#2f6fde", "#d7263d", "#2e9e4f", "#f2c200", "#f77f00", "#9b4dca"] as const;
const DANGER = ["", "", "#f4d35e", "#f08a4b", "#e2464b"];

type Placed = TongiakiView["board"][number];
type Move = TongiakiMove;

/** The board spot a move is played by clicking, or null for moves only offered as buttons. */
function targetOf(m: Move, view: TongiakiView): string | null {
  const ph = view.phase;
  const here = "island" in ph && typeof ph.island === "string" ? ph.island : "tonga";
  switch (m.type) {
    case "setup":
      return `beach:tonga:${m.beach}`;
    case "add":
    case "king":
      return `island:${m.island}`;
    case "take":
    case "enter":
      return `beach:${m.island}:${m.beach}`;
    case "addBoat":
    case "land":
    case "settle":
      return `beach:${here}:${m.beach}`;
    case "depart":
      return `dock:${m.island}:${m.beach}:${m.dock}`;
    case "place":
      return `space:${m.q},${m.r}`;
    case "orient":
    case "colonize":
      return null;
  }
}

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

function TileG(props: {
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

export function Board({ view, legal, busy, onMove, marked }: BoardProps<TongiakiView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const [choice, setChoice] = useState<{ at: string; moves: Move[] } | null>(null);
  const ghostAt = ph.kind === "orient" ? { q: ph.q, r: ph.r } : ph.kind === "place" && ph.at ? ph.at : null;
  const ghostTile = ph.kind === "orient" || ph.kind === "place" ? ph.tile : null;
  const entry = ph.kind === "orient" ? ph.entry : undefined;
  const [rot, setRot] = useState(entry ?? 0);
  const group = ph.kind === "land" ? ph.group : null;
  const firstColour = group ? group.findIndex((n) => n > 0) : -1;
  const [landColour, setLandColour] = useState(firstColour);
  const phaseKey = JSON.stringify(ph);
  useEffect(() => {
    setChoice(null);
    setRot(entry ?? 0);
    setLandColour(firstColour);
  }, [phaseKey]);

  const canOrient = legal.some((m) => m.type === "orient");
  const targets = useMemo(() => {
    if (busy) return new Map<string, Move[]>();
    // While landing, only the boats of the colour chosen above the board are offered.
    const landingOther = (m: Move) => m.type === "land" && group !== null && (group[landColour] ?? 0) > 0 && m.colour !== landColour;
    return movesByTarget(legal, (m) => (landingOther(m) ? null : targetOf(m, view)));
  }, [legal, view, busy, landColour]);

  const pick = (k: string) => pickAt(targets.get(k), onMove, (moves) => setChoice(moves && { at: k, moves }));

  const spaces = legal.filter((m): m is Extract<Move, { type: "place" }> => m.type === "place");
  const cells: { q: number; r: number }[] = [...view.board, ...spaces, ...(ghostAt ? [ghostAt] : [])];
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const h of cells) {
    const c = centre(h);
    x0 = Math.min(x0, c.x - S);
    x1 = Math.max(x1, c.x + S);
    y0 = Math.min(y0, c.y - APOTHEM);
    y1 = Math.max(y1, c.y + APOTHEM);
  }
  // the drawing is never smaller than about two tiles across, so that Tonga alone does not fill a desktop screen
  const pad = S * 0.25;
  const boardW = Math.max(x1 - x0 + 2 * pad, S * 4.5);
  const boardH = Math.max(y1 - y0 + 2 * pad, APOTHEM * 4.5);
  const content = { x: (x0 + x1 - boardW) / 2, y: (y0 + y1 - boardH) / 2, w: boardW, h: boardH };

  const ghostLabel = ghostTile ? tileName(ghostTile, t) : "";
  const ghost =
    ghostAt && ghostTile ? (
      <g
        class={canOrient && !busy ? "ghost target" : "ghost"}
        role={canOrient ? "button" : undefined}
        tabindex={canOrient ? 0 : undefined}
        aria-label={canOrient ? `${t("b.turnTile")}: ${ghostLabel}` : ghostLabel}
        data-target="ghost"
        onClick={() => canOrient && setRot((r) => (r + 1) % 6)}
        onKeyDown={(e) => {
          if (canOrient && (e.key === "Enter" || e.key === " ")) {
            e.preventDefault();
            setRot((r) => (r + 1) % 6);
          }
        }}
      >
        <TileG
          p={{ tile: ghostTile, q: ghostAt.q, r: ghostAt.r, rotation: rot }}
          view={view}
          targets={new Map()}
          pick={() => {}}
          t={t}
          highlightEntry={entry}
        />
        <polygon points={hexPoints(centre(ghostAt))} class="ghost-outline" />
        {entry !== undefined && <EntryArrow c={centre(ghostAt)} dir={entry} />}
      </g>
    ) : null;

  // the bars a turn needs sit in the board's box, under the drawing: on screen with it (components/ZoomBoard.tsx)
  const controls = (
    <>
      {group && legal.length > 0 && (
        <div class="land-colours" role="radiogroup" aria-label={t("b.landColour")}>
          <span>{t("b.arriving")}:</span>
          {group.map((n, c) =>
            n > 0 ? (
              <button
                type="button"
                role="radio"
                aria-checked={c === landColour}
                class={c === landColour ? "chip on" : "chip"}
                onClick={() => setLandColour(c)}
              >
                <span class="dot" style={{ background: FLEET[c] }} /> {colourName(c, t)}: {n}
              </button>
            ) : null,
          )}
        </div>
      )}
      {ghostTile && !ghostAt && (
        <div class="drawn">
          <TilePreview tile={ghostTile} rotation={0} t={t} />
          <span>
            {t("b.drawn")}: <strong>{ghostLabel}</strong>
          </span>
        </div>
      )}
      {canOrient && ghostAt && (
        <div class="orient-bar">
          <button type="button" class="secondary" disabled={busy} onClick={() => setRot((r) => (r + 1) % 6)}>
            ↻ {t("b.turnTile")}
          </button>
          <button type="button" class="primary" disabled={busy} onClick={() => onMove({ type: "orient", rotation: rot })}>
            {t("b.placeTile")}
          </button>
        </div>
      )}
    </>
  );
  const overlay = choice && (
    <MoveChoice
      moves={choice.moves}
      at={choice.at}
      label={t("b.choose")}
      busy={busy}
      text={(m) => moveText(m, view, t)}
      onPick={(m) => (setChoice(null), onMove(m))}
      onClose={() => setChoice(null)}
    />
  );

  return (
    <div class="tg-board">
      <ZoomBoard content={content} label={t("b.board")} controls={controls} overlay={overlay}>
        <ChosenTarget.Provider value={choice?.at ?? null}>
          {view.board.map((p) => (
            <TileG key={p.tile} p={p} view={view} targets={targets} pick={pick} t={t} />
          ))}
          {view.board
            .filter((p) => marked?.has(`tile:${p.tile}`))
            .map((p) => (
              <ChangedMark k={`tile:${p.tile}`}>
                <polygon points={hexPoints(centre(p), S * 0.96)} />
              </ChangedMark>
            ))}
          {spaces.map((s) => (
            <Target k={`space:${s.q},${s.r}`} label={`${t("b.space")} (${s.q}, ${s.r})`} on={targets} pick={pick}>
              <polygon points={hexPoints(centre(s), S * 0.94)} class="space" />
            </Target>
          ))}
          {ghost}
        </ChosenTarget.Provider>
      </ZoomBoard>
    </div>
  );
}

function EntryArrow({ c, dir }: { c: Pt; dir: number }) {
  const a = dirAngle(dir);
  const tip = polar(c, APOTHEM * 0.8, a);
  const l = polar(tip, S * 0.22, a + 0.5);
  const r = polar(tip, S * 0.22, a - 0.5);
  return <polygon class="entry" points={`${tip.x},${tip.y} ${l.x},${l.y} ${r.x},${r.y}`} />;
}
