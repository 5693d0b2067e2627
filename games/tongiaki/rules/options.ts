import { knownOptions } from "../../../engine/core/options.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import type { Options } from "./state.js";
import type { TongiakiCode } from "./codes.js";

export const DEFAULT_OPTIONS: Options = { twoColours: false, freeTiles: false };

/** Reads match options (§15); anything missing takes its default, anything unknown is refused. */
export function parseOptions(raw: unknown, players: number): Result<Options, RuleError<TongiakiCode>> {
  const given = knownOptions(raw, DEFAULT_OPTIONS, "Tongiaki");
  if (!given.ok) return given;
  const obj = given.value;
  const out = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof Options)[]) {
    const v = obj[key];
    if (v === undefined) continue;
    if (typeof v !== "boolean") return fail("bad_options", `option "${key}" must be true or false`);
    out[key] = v;
  }
  if (out.twoColours && players !== 2) return fail("bad_options", "two colours per player is a 2-player variant", "§15.1");
  return ok(out);
}
