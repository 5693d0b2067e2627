// Wongar §16.5 (rules versions 3 and 4): a choice from the deck in words, in every language. The log and the move's label
// name the chosen cards to the chooser only (RULES.md §17.3, §17.4): the others read that a choice was made, and how
// many cards it took. The messages (worker/notify) use these same log sentences.
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../engine/core/game.js";
import { wongar as engine, type WongarState } from "../../games/wongar/rules/index.js";
import { LANGS } from "../../i18n/core.js";
import { logLines, moveText, prompt } from "../../games/wongar/texts/text.js";
import { gameT, wongar } from "./catalogues.js";
import { table } from "../engine/wongar/table.js";
import { AREAS } from "../../games/wongar/rules/board.js";

const up = Object.fromEntries(AREAS.map((a) => [a.id, a.id === "kangaroo" ? "four" : "cube"] as const));
const taken = engine.play(table({ advanced: true, up, deck: ["cube", "disc", "cube", "cylinder", "disc", "disc"] }), 0, {
  type: "take",
  area: "kangaroo",
});
if (!taken.ok) throw new Error(taken.error.message);
const before: WongarState = taken.value.state;
const ph = before.phase as Extract<WongarState["phase"], { kind: "choose" }>;
const choice = ph.offer.findIndex((w) => w.join() === "disc,disc,cube,cylinder");
const played = engine.play(before, 0, { type: "choose", choice });
if (!played.ok) throw new Error(played.error.message);
const players = [0, 1, 2, 3].map((seat) => ({ seat, name: `P${seat}` }));
const line = (viewer: Viewer, lang: (typeof LANGS)[number]) =>
  logLines(
    [{ seat: 0, move: { type: "choose", choice }, events: played.value.events.map((e) => engine.viewEvent(e, viewer)) }],
    players,
    gameT(wongar, lang),
  )[0]!.join(" ");
/** Every word a card kind goes by in `lang` (its card and shape names), which no other seat may read. */
const cardWords = (lang: (typeof LANGS)[number]) =>
  Object.entries(wongar[lang])
    .filter(([k]) => /^(card|cards|shape|shapes)\.(disc|cube|cylinder)$/.test(k))
    .flatMap(([, e]) => (typeof e === "string" ? [e] : [e.one, e.other]))
    .map((s) =>
      s
        .replace(/\{n\} ?/, "")
        .trim()
        .toLowerCase(),
    );

describe.each(LANGS)("%s", (lang) => {
  const t = gameT(wongar, lang);

  it("the chooser reads the cards taken, counted by kind, in one sentence", () => {
    const mine = line({ seat: 0 }, lang);
    expect(mine).toContain("P0");
    expect(mine).toContain(t("cards.disc", { n: 2 }));
    expect(mine).toContain(t("cards.cylinder", { n: 1 }));
    expect(line({ omniscient: true }, lang)).toBe(mine);
  });

  it.each<[string, Viewer]>([
    ["another seat", { seat: 1 }],
    ["a spectator", { spectator: true }],
  ])("%s reads that four cards were chosen, and no card's name", (_who, viewer) => {
    const theirs = line(viewer, lang);
    expect(theirs).toBe(t("e.choseHidden", { who: "P0", n: 4 }));
    for (const word of cardWords(lang)) expect(theirs.toLowerCase()).not.toContain(word);
  });

  it("the move's label names the cards in the chooser's view only; the prompt says how many to take", () => {
    const move = { type: "choose" as const, choice };
    expect(moveText(move, engine.view(before, { seat: 0 }), t)).toBe(
      t("m.choose", { cards: [t("cards.disc", { n: 2 }), t("cards.cube", { n: 1 }), t("cards.cylinder", { n: 1 })].join(", ") }),
    );
    expect(moveText(move, engine.view(before, { seat: 1 }), t)).toBe(t("m.chooseHidden"));
    expect(moveText(move, engine.view(before, { spectator: true }), t)).toBe(t("m.chooseHidden"));
    expect(prompt(engine.view(before, { seat: 0 }), 0, t)).toBe(t("p.choose", { n: 4 }));
    expect(prompt(engine.view(before, { spectator: true }), null, t)).toBe("");
  });
});
