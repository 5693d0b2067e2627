/** A value or a typed error: rules never throw on bad input, they answer with one of these. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

/** Why a move, an option or an input was refused. `rule` names the rulebook section (e.g. "§4.2"). */
export interface RuleError {
  code: string;
  message: string;
  rule?: string;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string, rule?: string): Result<never, RuleError> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, message, rule },
});
