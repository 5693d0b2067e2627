// Issue 29, item 10: in local development, the notices of a match a bot opened reached no mailbox: no request had
// written a message for it, so the bot run and the cron had no origin for their links and left every row in `retry`.
import { api, createMatch, logOf, type Mail } from "./api.js";
import { expect, test, until } from "./fixtures.js";

test("a bot that moves first: the notices it writes reach the local mailbox", async () => {
  // Tongiaki's first seat starts (RULES.md §16.1), so the bot moves first; a Wongar start player is drawn at random
  const address = `tongiaki-${Date.now()}@example.org`;
  const created = (await createMatch({ game: "tongiaki", seats: [{ bot: "easy" }, { name: "Ana", email: address }, { bot: "easy" }] }))
    .body;
  const { id } = created;
  // the bot's moves hand the turn to Ana: her address's confirmation is the first message it writes
  const mail = await until(
    async () =>
      ((await api<{ messages?: Mail[] }>(`/api/dev/mailbox?match=${id}&seat=1`)).body.messages ?? []).find((m) => m.to === address),
    "a message to Ana in the local mailbox",
    { timeout: 60_000, interval: 500 },
  );
  expect(mail.body, "its links lead to this server").toContain(`127.0.0.1:${process.env.E2E_PORT}`);
  // the seat's invitation (issue #31) may ask before the bot's first move is logged
  const first = await until(async () => (await logOf(id))[0], "the bot's first move", { timeout: 30_000, interval: 500 });
  expect(first.by === "bot" && first.seat !== 1, `the bot opened the match: ${JSON.stringify(first)}`).toBe(true);
});
