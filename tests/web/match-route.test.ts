import { describe, expect, it } from "vitest";
import { matchRoute } from "../../web/src/lib/match-route.js";

describe("a match's pages, from the path (the route table, the skip link and the board's early load read the same)", () => {
  it.each([
    ["/m/Abc_def-12", { id: "Abc_def-12", page: "board" }],
    ["/m/Abc_def-12/", { id: "Abc_def-12", page: "board" }],
    ["/m/Abc_def-12/replay", { id: "Abc_def-12", page: "replay" }],
    ["/m/Abc_def-12/replay/", { id: "Abc_def-12", page: "replay" }],
    ["/m/Abc_def-12/join", { id: "Abc_def-12", page: "join" }],
    ["/m/short", null],
    ["/m/Abc_def-12/record", null],
    ["/m/Abc_def-12/replay/3", null],
    ["/m/Abc.def-12", null],
    ["/created/Abc_def-12", null],
    [`/m/${"a".repeat(33)}`, null],
  ])("%s", (path, route) => expect(matchRoute(path)).toEqual(route));
});
