import { describe, expect, it } from "vitest";
import { parseLiveMessage, type LiveMessage } from "../../protocol/live.js";

// The page reads what the room sends through the one protocol module both import (protocol/live.ts): each message
// the room writes reads back as itself, and anything else (the heartbeat's reply, a malformed or unknown message) is
// null, so the page ignores it instead of acting on half a message.
describe("the live protocol, as the page reads it", () => {
  const sent: LiveMessage[] = [
    { type: "seq", seq: 7 },
    { type: "match", seq: 7, match: { id: "m1", seq: 7 } },
    { type: "presence", seats: [0, 2], spectators: 3 },
    { type: "chat", line: { id: 4, seat: 1, text: "hello", at: 1_700_000_000_000 } },
  ];
  it.each(sent)("reads back what the room sent: $type", (m) => {
    expect(parseLiveMessage(JSON.stringify(m))).toEqual(m);
  });

  it.each([
    ["the heartbeat's reply", "pong"],
    ["not JSON", "{"],
    ["an unknown type", JSON.stringify({ type: "other", seq: 1 })],
    ["a seq that is not a number", JSON.stringify({ type: "seq", seq: "7" })],
    ["presence without its seats", JSON.stringify({ type: "presence", spectators: 1 })],
    ["a chat line without its text", JSON.stringify({ type: "chat", line: { id: 1, seat: 0, at: 1 } })],
    ["a match without the match", JSON.stringify({ type: "match", seq: 1 })],
  ])("ignores %s", (_, data) => {
    expect(parseLiveMessage(data)).toBeNull();
  });
});
