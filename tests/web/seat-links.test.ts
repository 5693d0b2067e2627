import { describe, expect, it } from "vitest";
import { seatLinksIn } from "../../web/src/lib/seat-links.js";

const ORIGIN = "https://waka.example.org";
const S1 = "kqiXQHzfpl6OK-CIka8qSnTpd-11SA84OQ-MjvcOHZs";
const S2 = "EsQUQoGqZiqoD50SyEiH8KW5ZxHhXMNv4E3_qJZf5XE";

describe("seat links in a pasted message", () => {
  it("finds each of this site's seat links once, in a plain-text or an HTML message", () => {
    const text = [
      "Hello,",
      `• Tongiaki (abcdEFGH12), as Pat`,
      `  ${ORIGIN}/m/abcdEFGH12#seat=${S1}`,
      `• Wongar (zz_yy-xx99), as Pat`,
      `  <a href="${ORIGIN}/m/zz_yy-xx99#seat=${S2}">${ORIGIN}/m/zz_yy-xx99#seat=${S2}</a>`,
      `Stop all e-mail from Waka: ${ORIGIN}/api/email/00/unsubscribe?t=abc`,
    ].join("\n");
    expect(seatLinksIn(text, ORIGIN)).toEqual([
      { id: "abcdEFGH12", secret: S1 },
      { id: "zz_yy-xx99", secret: S2 },
    ]);
  });

  it("ignores another site's links, spectator links, and a lookalike host", () => {
    const text = [
      `https://evil.example/m/abcdEFGH12#seat=${S1}`,
      `${ORIGIN}.evil.example/m/abcdEFGH12#seat=${S1}`,
      `${ORIGIN}/m/abcdEFGH12`,
      `${ORIGIN}/m/abcdEFGH12?seat=0`,
      `${ORIGIN}/m/abc#seat=${S1}`,
      `${ORIGIN}/m/abcdEFGH12#seat=short`,
    ].join("\n");
    expect(seatLinksIn(text, ORIGIN)).toEqual([]);
  });
});
