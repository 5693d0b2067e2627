import { knownOptions } from "../../../engine/core/options.js";
import { fail, ok, type Result, type RuleError } from "../../../engine/core/result.js";
import type { Options } from "./state.js";
import type { WongarCode } from "./codes.js";

export const DEFAULT_OPTIONS: Options = { advanced: false };

/** Reads match options (§16); anything missing takes its default, anything unknown is refused. */
export function parseOptions(raw: unknown, _players: number): Result<Options, RuleError<WongarCode>> {
  const given = knownOptions(raw, DEFAULT_OPTIONS, "Wongar");
  if (!given.ok) return given;
  const obj = given.value;
  const out = { ...DEFAULT_OPTIONS };
  if (obj.advanced !== undefined) {
    if (typeof obj.advanced !== "boolean") return fail("bad_options", `option "advanced" must be true or false`, "§16");
    out.advanced = obj.advanced;
  }
  return ok(out);
}
