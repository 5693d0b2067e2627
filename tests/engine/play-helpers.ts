import type { Game, GameEvent } from "../../engine/core/game.js";

type Rules<S, M> = Pick<Game<S, M & { type: string }, unknown, unknown>, "play" | "legalMoves">;

/** The move helpers every game's rules table uses, bound to its game and to the seat that must act in a state. */
export function playHelpers<S, M extends { type: string }>(game: Rules<S, M>, actor: (s: S) => number) {
  return {
    /** Plays a sequence of moves for whoever must act, failing the test on any refusal. */
    run(s: S, ...moves: M[]): { state: S; events: GameEvent[] } {
      const events: GameEvent[] = [];
      for (const m of moves) {
        const r = game.play(s, actor(s), m);
        if (!r.ok) throw new Error(`move ${JSON.stringify(m)} refused: ${r.error.message} (${r.error.rule})`);
        s = r.value.state;
        events.push(...r.value.events);
      }
      return { state: s, events };
    },
    /** The rule a refused move breaks. */
    refusal(s: S, move: M, seat = actor(s)): { code: string; rule?: string } {
      const r = game.play(s, seat, move);
      if (r.ok) throw new Error(`move ${JSON.stringify(move)} was accepted`);
      return { code: r.error.code, ...(r.error.rule ? { rule: r.error.rule } : {}) };
    },
    /** The legal moves of whoever must act. */
    legal: (s: S): M[] => game.legalMoves(s, actor(s)),
  };
}
