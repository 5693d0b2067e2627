import type { Seat } from "../../../engine/core/game.js";
import { nextUint32, type Rng } from "../../../engine/core/rng.js";
import type { TongaBongaState } from "../rules/state.js";
import type { TongaBongaView } from "../rules/view.js";

/**
 * A full Tonga Bonga state from a view: nothing is hidden but the dice generator (§10), so everything is copied and
 * a fresh generator stands for the dice to come. The round order position (`step`) is where the current seat sits in
 * the view's `order`.
 */
export function determinizeTongaBonga(view: TongaBongaView, _seat: Seat, rng: Rng): TongaBongaState {
  const step = view.current < 0 ? 0 : view.order.indexOf(view.current);
  return {
    seats: view.seats,
    rules: view.rules,
    options: view.options,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    round: view.round,
    start: view.start,
    step,
    phase: view.phase,
    money: view.money.slice(),
    wages: view.wages.slice(),
    crews: view.crews.slice(),
    ships: view.ships.slice(),
    camps: { ...view.camps },
    moved: view.moved.slice(),
    home: view.home.slice(),
  };
}
