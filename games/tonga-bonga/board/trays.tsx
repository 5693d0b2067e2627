import type { TongaBongaView } from "../rules/index.js";
import type { T } from "./texts.js";
import { Die, ShipIcon } from "./pieces.js";

type Phase = TongaBongaView["phase"];

/**
 * The dice just rolled (RULES.md §5): those placed or seasick dimmed; when more than one face may still be placed,
 * each such die is a toggle that chooses the face the ships' cards then take.
 */
export function DiceTray({
  phase,
  current,
  who,
  values,
  chosen,
  placing,
  onChoose,
  t,
}: {
  phase: Extract<Phase, { kind: "crew" }>;
  current: number;
  who: string;
  /** The faces the seat may place now. */
  values: number[];
  chosen: number | null;
  placing: boolean;
  onChoose(value: number): void;
  t: T;
}) {
  return (
    <div class="tb-tray" role="group" aria-label={t("b.rolled", { who })}>
      <span>{t("b.rolled", { who })}:</span>
      {phase.dice.map((v, i) => {
        const placed = phase.ship[i]! >= 0;
        const pickable = !placed && values.includes(v);
        return pickable && values.length > 1 ? (
          <button type="button" class={v === chosen ? "chip on" : "chip"} aria-pressed={v === chosen} onClick={() => onChoose(v)}>
            <Die value={v} owner={current} t={t} />
          </button>
        ) : (
          <Die value={v} owner={current} t={t} dim={placed || v === 0} />
        );
      })}
      {placing && <span class="muted">{t("p.crewYou")}</span>}
    </div>
  );
}

/** The sailing ship's points left (RULES.md §6), and the stop button when the seat may stop. */
export function SailTray({
  current,
  who,
  left,
  canStop,
  onStop,
  t,
}: {
  current: number;
  who: string;
  left: number;
  canStop: boolean;
  onStop(): void;
  t: T;
}) {
  return (
    <div class="tb-tray">
      <ShipIcon seat={current} />
      <span>
        {who}: <strong>{t("b.left", { n: left })}</strong>
      </span>
      {canStop && (
        <button type="button" class="secondary" onClick={onStop}>
          {t("b.stop")}
        </button>
      )}
    </div>
  );
}
