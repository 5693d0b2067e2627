import { h } from "preact";
import { describe, expect, it } from "vitest";
import { memo } from "../../web/src/lib/memo.js";

/** The match page's board is drawn again only when one of its props changed (web/src/boards/registry.ts, issue #41). */
describe("memo", () => {
  const Board = (p: { view: object; legal: readonly unknown[]; onMove: () => void }) => h("svg", { "data-n": p.legal.length });
  const Memo = memo(Board);
  const view = {};
  const legal = [1, 2];
  const onMove = () => undefined;
  const memoOf = (props: object) => {
    const c = new (Memo as unknown as new (p: object) => { props: object; shouldComponentUpdate(n: object): boolean })(props);
    c.props = props;
    return c;
  };

  it("skips a render whose props are the same values", () => {
    expect(memoOf({ view, legal, onMove }).shouldComponentUpdate({ view, legal, onMove })).toBe(false);
  });

  it("draws again when any prop is another value, one prop more or one fewer", () => {
    const c = memoOf({ view, legal, onMove });
    expect(c.shouldComponentUpdate({ view: {}, legal, onMove })).toBe(true);
    expect(c.shouldComponentUpdate({ view, legal: [1, 2], onMove })).toBe(true);
    expect(c.shouldComponentUpdate({ view, legal, onMove: () => undefined })).toBe(true);
    expect(c.shouldComponentUpdate({ view, legal })).toBe(true);
    expect(c.shouldComponentUpdate({ view, legal, onMove, marked: undefined })).toBe(true);
  });

  it("draws the component it wraps with the same props", () => {
    const c = memoOf({ view, legal, onMove }) as unknown as { render(): { type: unknown; props: unknown } };
    const out = c.render();
    expect(out.type).toBe(Board);
    expect(out.props).toEqual({ view, legal, onMove });
  });
});
