/** A value or a typed error: rules never throw on bad input, they answer with one of these. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Why a move, an option or an input was refused. `code` is one of the game's closed list (its `Code`, the GameModule's
 * `codes`); `rule` names the rulebook section (e.g. "§4.2").
 */
export interface RuleError<Code extends string = string> {
  code: Code;
  message: string;
  rule?: string;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** The refusals every game shares (engine/core): a shape, an option, a finished match, a seat out of turn, a wrong step. */
export const CORE_CODES = ["bad_move", "bad_options", "game_over", "not_your_turn", "wrong_step"] as const;
export type CoreCode = (typeof CORE_CODES)[number];

export const fail = <Code extends string>(code: Code, message: string, rule?: string): Result<never, RuleError<Code>> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, message, rule },
});
