import type { GameEvent, Played } from "./game.js";
import type { RuleError } from "./result.js";

/** One step of a game's turn: the move types it takes, and in words what it expects (to explain a refusal). */
export interface Step<T extends string> {
  expects: string;
  takes: readonly T[];
}

/** A game's steps keyed by its phase kinds. */
export type Steps<K extends string, T extends string> = Record<K, Step<T>>;

const err = (code: "wrong_step", message: string, rule: string): RuleError<"wrong_step"> => ({ code, message, rule });

/** The refusal of a move the current step does not take, citing `rule` (where the game's turn is described); null when it takes it. */
export function wrongStep<K extends string, T extends string>(
  steps: Steps<K, T>,
  kind: K,
  type: T,
  rule: string,
): RuleError<"wrong_step"> | null {
  const step = steps[kind];
  if (step.takes.includes(type)) return null;
  return err("wrong_step", `now the player must ${step.expects}, not "${type}"`, rule);
}

/** A checked move played on a copy the caller owns: `apply` the move, then `playForced` the single-choice steps after it. */
export function playChecked<S, M>(
  copy: S,
  move: M,
  apply: (s: S, move: M, events: GameEvent[]) => void,
  playForced: (s: S, events: GameEvent[]) => void,
): Played<S> {
  const events: GameEvent[] = [];
  apply(copy, move, events);
  playForced(copy, events);
  return { state: copy, events };
}
