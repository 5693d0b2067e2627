/**
 * Global setup: matches of bots only, started before any scenario so that they are over when
 * why-it-ended.spec.ts reads how they ended. Their ids reach the workers in E2E_BOT_MATCHES.
 */
import { expect } from "@playwright/test";
import { createMatch } from "./api.js";

const BOT_MATCHES: [game: string, seats: number][] = [
  ["tongiaki", 2],
  ["tonga-bonga", 3],
  ["wongar", 3],
];

export default async function startBotMatches() {
  const ids: Record<string, string> = {};
  for (const [game, n] of BOT_MATCHES) {
    const r = await createMatch({ game, seats: Array.from({ length: n }, () => ({ bot: "easy" })) });
    expect(r.status, `bot match ${game}`).toBe(201);
    ids[game] = r.body.id;
  }
  process.env.E2E_BOT_MATCHES = JSON.stringify(ids);
}
