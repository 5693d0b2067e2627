/**
 * Clicks and requests per Tongiaki match, without and with the page's staging (web/src/state/staging.ts,
 * docs/staging.md): `npm run bench:clicks`. Seeded matches of easy bots (the engine's own), every seat counted as a
 * player at the page. Without staging every atomic move is one click and one request. With it, a run whose
 * completion is forced costs no click (the page takes it after the player's own gesture) and a run with a choice
 * costs one click per pick until the rest is forced; requests stay one per atomic move. CLICKS_CONFIRM=1 adds the
 * confirmation click per run with a choice that the rejected confirm-step design would cost. CLICKS_GAMES (default
 * 20) and CLICKS_PLAYERS (default 3) change the sample.
 */
import { chooseMove } from "../engine/bots/index.js";
import { tongiaki, type TongiakiMove, type TongiakiState } from "../games/tongiaki/rules/index.js";
import { stage } from "../games/tongiaki/board/stage.js";
import { botFor } from "../games/index.js";

const GAMES = Number(process.env.CLICKS_GAMES ?? 20);
const PLAYERS = Number(process.env.CLICKS_PLAYERS ?? 3);

const decide = (s: TongiakiState, seat: number, seed: string) =>
  chooseMove<TongiakiMove>(tongiaki, tongiaki.view(s, { seat }), seat, { level: "easy", seed }, botFor(tongiaki.id)!);

function match(seed: string): { requests: number; before: number; after: number } {
  const opts = tongiaki.parseOptions({}, PLAYERS);
  if (!opts.ok) throw new Error(opts.error.message);
  let s = tongiaki.setup(seed, PLAYERS, opts.value);
  let requests = 0;
  let after = 0;
  const play = (seat: number, m: TongiakiMove) => {
    const r = tongiaki.play(s, seat, m);
    if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(m)}: ${r.error.message}`);
    s = r.value.state;
    requests++;
  };
  for (let n = 0; n < 20_000; n++) {
    const seat = tongiaki.activeSeats(s)[0];
    if (seat === undefined) return { requests, before: requests, after };
    const view = tongiaki.view(s, { seat });
    let st = stage(view, []);
    if (!st || st.legal.length === 0) {
      play(seat, decide(s, seat, `${seed}:${n}`));
      after++;
      continue;
    }
    // a run: the player picks until the rest is forced (the page takes it), then confirms if they picked anything
    const picks: TongiakiMove[] = [];
    let chose = false;
    while (st.legal.length > 0) {
      const m = st.forced ? st.legal[0]! : decide(s, seat, `${seed}:${n}:${picks.length}`);
      if (!st.forced) chose = true;
      if (!st.forced) after++;
      picks.push(m);
      play(seat, m);
      st = stage(view, picks)!;
    }
    if (chose && process.env.CLICKS_CONFIRM === "1") after++;
  }
  throw new Error(`${seed}: no end`);
}

let req = 0;
let before = 0;
let after = 0;
for (let i = 0; i < GAMES; i++) {
  const r = match(`clicks-${i}`);
  req += r.requests;
  before += r.before;
  after += r.after;
}
const f = (x: number) => (x / GAMES).toFixed(1);
console.log(`Tongiaki, ${PLAYERS} players, ${GAMES} matches of easy bots, per match (all seats together):`);
console.log(`  requests (moves posted): ${f(req)} without staging, ${f(req)} with it`);
console.log(
  `  clicks:                  ${f(before)} without staging, ${f(after)} with it (${(100 - (100 * after) / before).toFixed(0)} % fewer)`,
);
