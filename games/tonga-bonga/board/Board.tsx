import { useEffect, useState } from "preact/hooks";
import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import { useGameT } from "../../../boardkit/i18n.js";
import type { BoardProps } from "../../../boardkit/types.js";
import { texts } from "./texts.js";
import { seatName } from "../texts/text.js";
import { Crews } from "./Crews.js";
import { DiceTray, SailTray } from "./trays.js";
import { WageInput } from "./WageInput.js";
import { SeaChart } from "./SeaChart.js";
import "./board.css";

type Move = TongaBongaMove;
type SailMove = Extract<Move, { type: "sail" }>;
type PlaceMove = Extract<Move, { type: "place" }>;
type BidMove = Extract<Move, { type: "bid" }>;

export function Board({ view, players, legal, you, busy, onMove, marked }: BoardProps<TongaBongaView, Move>) {
  const t = useGameT(texts);
  const ph = view.phase;
  const live = busy ? [] : legal;

  const sails = live.filter((m): m is SailMove => m.type === "sail");
  const places = live.filter((m): m is PlaceMove => m.type === "place");
  const bids = live.filter((m): m is BidMove => m.type === "bid");
  const canStop = live.some((m) => m.type === "stop");

  const values = [...new Set(places.map((m) => m.value))];
  const { die, setDie, amount, setAmount } = usePicks(JSON.stringify(ph));
  const chosen = die !== null && values.includes(die) ? die : (values[0] ?? null);
  const bidAmounts = bids.map((b) => b.amount);
  const lo = bidAmounts.length ? Math.min(...bidAmounts) : 0;
  const hi = bidAmounts.length ? Math.max(...bidAmounts) : 0;
  const bid = Math.min(Math.max(amount || lo, lo), hi);

  const sailing = ph.kind === "sail" ? view.current : -1;
  const name = (seat: number) => seatName(players, seat, t);

  return (
    <div class="tb-board">
      <Crews view={view} you={you} sailing={sailing} places={places} chosen={chosen} name={name} onMove={onMove} t={t} />

      {ph.kind === "crew" && (
        <DiceTray
          phase={ph}
          current={view.current}
          who={name(view.current)}
          values={values}
          chosen={chosen}
          placing={places.length > 0 && chosen !== null}
          onChoose={setDie}
          t={t}
        />
      )}

      {ph.kind === "bid" && bids.length > 0 && (
        <WageInput
          role={ph.role}
          lo={lo}
          hi={hi}
          value={bid}
          onChange={setAmount}
          onOffer={(n) => onMove({ type: "bid", role: ph.role, amount: n })}
          t={t}
        />
      )}

      {ph.kind === "sail" && (
        <SailTray
          current={view.current}
          who={name(view.current)}
          left={ph.left}
          canStop={canStop}
          onStop={() => onMove({ type: "stop" })}
          t={t}
        />
      )}

      <SeaChart view={view} sails={sails} sailing={sailing} marked={marked} name={name} onMove={onMove} t={t} />
    </div>
  );
}

/** The die face the seat has chosen to place and the wage it is setting: both forgotten when the phase moves on. */
function usePicks(phaseKey: string) {
  const [die, setDie] = useState<number | null>(null);
  const [amount, setAmount] = useState<number>(0);
  useEffect(() => {
    setDie(null);
    setAmount(0);
  }, [phaseKey]);
  return { die, setDie, amount, setAmount };
}
