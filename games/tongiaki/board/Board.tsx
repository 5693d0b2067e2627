import { useEffect, useMemo, useState } from "preact/hooks";
import type { TongiakiMove, TongiakiView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { movesByTarget, pickAt } from "../../../boardkit/targets.js";
import { MoveChoice } from "../../../boardkit/MoveChoice.js";
import { texts } from "./texts.js";
import { APOTHEM, S, centre, hexPoints } from "./geometry.js";
import { moveText, tileName } from "../texts/text.js";
import { TileG } from "./Tiles.js";
import { GhostTile } from "./GhostTile.js";
import { TurnBars } from "./TurnBars.js";
import { ChosenTarget, Target } from "../../../boardkit/Target.js";
import { ZoomBoard } from "../../../boardkit/ZoomBoard.js";
import { ChangedMark } from "../../../boardkit/ChangedMark.js";

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

/** The tiles placed, the spaces a tile may go, the drawn tile being placed, and the bars and choices a turn needs. */
export function Board({ view, legal, busy, onMove, marked }: BoardProps<TongiakiView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const ghostAt = ph.kind === "orient" ? { q: ph.q, r: ph.r } : ph.kind === "place" && ph.at ? ph.at : null;
  const ghostTile = ph.kind === "orient" || ph.kind === "place" ? ph.tile : null;
  const entry = ph.kind === "orient" ? ph.entry : undefined;
  const group = ph.kind === "land" ? ph.group : null;
  const { choice, setChoice, rot, turn, landColour, setLandColour } = useTurnPicks(ph, entry, group);

  const canOrient = legal.some((m) => m.type === "orient");
  const targets = useTargets(view, legal, busy, group, landColour);

  const pick = (k: string) => pickAt(targets.get(k), onMove, (moves) => setChoice(moves && { at: k, moves }));

  const spaces = legal.filter((m): m is Extract<Move, { type: "place" }> => m.type === "place");
  const ghostLabel = ghostTile ? tileName(ghostTile, t) : "";
  const controls = (
    <TurnBars
      group={group && legal.length > 0 ? group : null}
      landColour={landColour}
      onLandColour={setLandColour}
      drawn={ghostTile && !ghostAt ? { tile: ghostTile, label: ghostLabel } : null}
      orienting={canOrient && ghostAt !== null}
      busy={busy}
      onTurn={turn}
      onPlace={() => onMove({ type: "orient", rotation: rot })}
      t={t}
    />
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
      <ZoomBoard
        content={drawingBox([...view.board, ...spaces, ...(ghostAt ? [ghostAt] : [])])}
        label={t("b.board")}
        controls={controls}
        overlay={overlay}
      >
        <ChosenTarget.Provider value={choice?.at ?? null}>
          {view.board.map((p) => (
            <TileG key={p.tile} p={p} view={view} targets={targets} pick={pick} t={t} />
          ))}
          <TileMarks board={view.board} marked={marked} />
          {spaces.map((s) => (
            <Target k={`space:${s.q},${s.r}`} label={`${t("b.space")} (${s.q}, ${s.r})`} on={targets} pick={pick}>
              <polygon points={hexPoints(centre(s), S * 0.94)} class="space" />
            </Target>
          ))}
          {ghostAt && ghostTile && (
            <GhostTile
              view={view}
              tile={ghostTile}
              at={ghostAt}
              rotation={rot}
              entry={entry}
              label={ghostLabel}
              canOrient={canOrient}
              busy={busy}
              onTurn={turn}
              t={t}
            />
          )}
        </ChosenTarget.Provider>
      </ZoomBoard>
    </div>
  );
}

/** The tiles that changed since the seat's own last move, marked. */
function TileMarks({ board, marked }: { board: TongiakiView["board"]; marked: ReadonlySet<string> | undefined }) {
  return (
    <>
      {board
        .filter((p) => marked?.has(`tile:${p.tile}`))
        .map((p) => (
          <ChangedMark k={`tile:${p.tile}`}>
            <polygon points={hexPoints(centre(p), S * 0.96)} />
          </ChangedMark>
        ))}
    </>
  );
}

/** The moves the seat may play by clicking, by board spot (none while a move is on its way). */
function useTargets(view: TongiakiView, legal: readonly Move[], busy: boolean, group: number[] | null, landColour: number) {
  return useMemo(() => {
    if (busy) return new Map<string, Move[]>();
    // While landing, only the boats of the colour chosen above the board are offered.
    const landingOther = (m: Move) => m.type === "land" && group !== null && (group[landColour] ?? 0) > 0 && m.colour !== landColour;
    return movesByTarget(legal, (m) => (landingOther(m) ? null : targetOf(m, view)));
  }, [legal, view, busy, landColour]);
}

/**
 * What the seat has picked on the board during one phase, all forgotten when the phase moves on: the spot whose moves
 * it is choosing among, the drawn tile's rotation (from the edge it is entered by) and the colour landing first.
 */
function useTurnPicks(ph: TongiakiView["phase"], entry: number | undefined, group: number[] | null) {
  const [choice, setChoice] = useState<{ at: string; moves: Move[] } | null>(null);
  const [rot, setRot] = useState(entry ?? 0);
  const firstColour = group ? group.findIndex((n) => n > 0) : -1;
  const [landColour, setLandColour] = useState(firstColour);
  const phaseKey = JSON.stringify(ph);
  useEffect(() => {
    setChoice(null);
    setRot(entry ?? 0);
    setLandColour(firstColour);
  }, [phaseKey]);
  const turn = () => setRot((r) => (r + 1) % 6);
  return { choice, setChoice, rot, turn, landColour, setLandColour };
}

/**
 * The drawing's box around these hexes: never smaller than about two tiles across, so that Tonga alone does not fill a
 * desktop screen.
 */
function drawingBox(cells: { q: number; r: number }[]) {
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
  const pad = S * 0.25;
  const boardW = Math.max(x1 - x0 + 2 * pad, S * 4.5);
  const boardH = Math.max(y1 - y0 + 2 * pad, APOTHEM * 4.5);
  return { x: (x0 + x1 - boardW) / 2, y: (y0 + y1 - boardH) / 2, w: boardW, h: boardH };
}
