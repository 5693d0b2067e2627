import type { TongaBongaMove, TongaBongaView } from "../rules/index.js";
import { SHIP } from "./chart.js";
import type { T, TongaBongaUiKey } from "./texts.js";
import { colourName } from "../texts/text.js";
import { Die, ShipIcon } from "./pieces.js";

type PlaceMove = Extract<TongaBongaMove, { type: "place" }>;

const ROLES = ["captain", "helmsman", "deckhand"] as const;

interface CrewsProps {
  view: TongaBongaView;
  you: number | null;
  /** The seat whose ship is sailing now (-1: none). */
  sailing: number;
  /** The chosen die's place on each ship it may go to. */
  places: PlaceMove[];
  chosen: number | null;
  name(seat: number): string;
  onMove(move: TongaBongaMove): void;
  t: T;
}

/** Every ship's card: its crew by role, their wages, its points and state; a card takes the chosen die where it may. */
export function Crews({ view, you, sailing, places, chosen, name, onMove, t }: CrewsProps) {
  return (
    <section class="tb-crews" aria-label={t("b.crews")}>
      {view.ships.map((_, seat) => {
        const place = chosen === null ? undefined : places.find((m) => m.value === chosen && m.ship === seat);
        const card = <CrewCard view={view} seat={seat} you={you} sailing={sailing} name={name} t={t} />;
        const cls = `tb-card${seat === view.current && view.phase.kind !== "over" ? " current" : ""}`;
        return place ? (
          <button
            type="button"
            class={`${cls} tb-card-target`}
            style={{ borderColor: SHIP[seat] }}
            onClick={() => onMove(place)}
            aria-label={`${t("b.putHere", { value: place.value })}: ${t("b.ship", { colour: colourName(seat, t) })}`}
          >
            {card}
          </button>
        ) : (
          <div class={cls} style={{ borderColor: SHIP[seat] }}>
            {card}
          </div>
        );
      })}
    </section>
  );
}

/** What one ship's card shows: owner, the three places aboard with their dice and wages, points and state. */
function CrewCard({ view, seat, you, sailing, name, t }: Omit<CrewsProps, "places" | "chosen" | "onMove"> & { seat: number }) {
  const crew = view.crews[seat] ?? [];
  const w = view.wages[seat]!;
  const status = view.home[seat] ? t("b.home") : seat === sailing ? t("b.sailing") : view.moved[seat] ? t("b.sailed") : "";
  return (
    <>
      <div class="tb-ship-head">
        <ShipIcon seat={seat} />
        <strong>{name(seat)}</strong>
        {you === seat && <span class="you"> ({t("you")})</span>}
      </div>
      <div class="tb-slots">
        {ROLES.map((role, rank) => {
          const d = crew[rank];
          const wage = role === "deckhand" ? null : w[role];
          return (
            <div class="tb-slot" title={t(`role.${role}` as TongaBongaUiKey)}>
              <span class="tb-role">{t(`role.${role}` as TongaBongaUiKey)}</span>
              {d ? <Die value={d.value} owner={d.owner} t={t} /> : <span class="tb-die-empty" role="img" aria-label={t("b.empty")} />}
              <span class="tb-wage">{wage === null ? "\u00a0" : `${wage} ◎`}</span>
            </div>
          );
        })}
      </div>
      <div class="tb-meta">
        <span>{t("b.points", { n: view.points[seat] ?? 0 })}</span>
        {status && <span class="tb-status">{status}</span>}
      </div>
    </>
  );
}
