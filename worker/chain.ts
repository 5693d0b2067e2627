/**
 * Hashes, secrets and the hash chain over a match's move log. Plain WebCrypto, so the same code runs in
 * the Worker and in node (scripts/replay.ts verifies records offline with it).
 *
 * Chain: genesis = sha256(canonical({ v: 1, match, game, rulesVersion, players, options, seedHash }));
 * move n: hash = sha256(prevHash + "\n" + canonical({ seq: n, seat, move, by })), prevHash = the hash before it
 * (the genesis hash for move 1). The genesis commits to the seed hash, so a published record ties every
 * move to the seed that was promised before the first move. `by` (who decided a move the seat did not: "timeout",
 * "bot", "resigned") is hashed in matches made since issue #40 (matches.chain_version 2); a seat's own move has none,
 * so its hash is the same either way.
 * Server entry (engine/core/ending.ts: a resignation, a takeover, an abandonment) after move `after`:
 * hash = sha256(prevHash + "\n" + canonical({ after, entry })), in the same chain: the next move's prevHash is its hash.
 */

const encoder = new TextEncoder();

export const toHex = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (const b of view) out += b.toString(16).padStart(2, "0");
  return out;
};

export const sha256Hex = async (text: string): Promise<string> => toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** `bytes` random bytes from the CSPRNG, URL-safe. Seat secrets and invites use 32 bytes (256 bits). */
export const randomToken = (bytes = 32): string => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));

/** A match seed: 128 random bits as 32 hex digits. */
export const randomSeed = (): string => toHex(crypto.getRandomValues(new Uint8Array(16)));

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(",")}}`;
};

export interface ChainHeader {
  match: string;
  game: string;
  rulesVersion: number;
  players: number;
  options: unknown;
  seedHash: string;
}

export const genesisHash = (h: ChainHeader): Promise<string> =>
  sha256Hex(
    canonicalJson({
      v: 1,
      match: h.match,
      game: h.game,
      rulesVersion: h.rulesVersion,
      players: h.players,
      options: h.options,
      seedHash: h.seedHash,
    }),
  );

export const moveHash = (prevHash: string, seq: number, seat: number, move: unknown, by?: string | null): Promise<string> =>
  sha256Hex(`${prevHash}\n${canonicalJson({ seq, seat, move, by: by ?? undefined })}`);

/** The hash of a server entry following move `after` (0: before the first move). */
export const entryHash = (prevHash: string, after: number, entry: unknown): Promise<string> =>
  sha256Hex(`${prevHash}\n${canonicalJson({ after, entry })}`);

/** The chain version of matches made since issue #40: `by` hashed with each move (moveHash). */
export const CHAIN_VERSION = 2;

export interface ChainedMove {
  seq: number;
  seat: number;
  move: unknown;
  by?: string;
  prevHash: string;
  hash: string;
}

/**
 * Checks a log of moves alone (chain version 2: `by` hashed) against its header. A whole record, with its server
 * entries and older formats, is scripts/verify-record.ts's.
 */
export async function verifyChain(
  header: ChainHeader,
  log: readonly ChainedMove[],
): Promise<{ ok: true; head: string } | { ok: false; index: number; message: string }> {
  let prev = await genesisHash(header);
  for (let i = 0; i < log.length; i++) {
    const m = log[i]!;
    if (m.seq !== i + 1) return { ok: false, index: i, message: `move ${i} has seq ${m.seq}, expected ${i + 1}` };
    if (m.prevHash !== prev) return { ok: false, index: i, message: `move ${m.seq}: prevHash does not match the previous hash` };
    const h = await moveHash(prev, m.seq, m.seat, m.move, m.by);
    if (h !== m.hash) return { ok: false, index: i, message: `move ${m.seq}: hash does not match its content` };
    prev = h;
  }
  return { ok: true, head: prev };
}
