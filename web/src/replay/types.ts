/** Where a replay page gets the board after move `seq`: the engine in the browser, or the server. */
export interface ReplaySource {
  /** The caller's view after move `seq` (0 = the setup). */
  view(seq: number): Promise<unknown>;
  /** The positions come from the engine running in this page (a finished match's public record). */
  readonly local: boolean;
}
