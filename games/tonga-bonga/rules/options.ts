import { knownOptions } from "../../../engine/core/options.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import type { Options } from "./state.js";
import type { TongaBongaCode } from "./codes.js";

export const DEFAULT_OPTIONS: Options = { roundLimit: 30 };

/** Reads match options (§9.4); anything missing takes its default, anything unknown is refused. */
export function parseOptions(raw: unknown, players: number): Result<Options, RuleError<TongaBongaCode>> {
  if (players !== 3 && players !== 4) return fail("bad_options", "Tonga Bonga takes 3 or 4 players", "§1.1");
  const given = knownOptions(raw, DEFAULT_OPTIONS, "Tonga Bonga");
  if (!given.ok) return given;
  const obj = given.value;
  const out = { ...DEFAULT_OPTIONS };
  const limit = obj.roundLimit;
  if (limit !== undefined) {
    if (typeof limit !== "number" || !Number.isInteger(limit) || (limit !== 0 && (limit < 12 || limit > 99))) {
      return fail("bad_options", 'option "roundLimit" must be 0 (no limit) or a whole number from 12 to 99', "§9.4");
    }
    out.roundLimit = limit;
  }
  return ok(out);
}
