// Layout details (issue 14, item 6): contact inputs styled like the others, names never split mid-word, the bot
// mark an SVG icon rather than an emoji.
import { createMatch, local, seatOf } from "./api.js";
import { LAPTOP, PHONE, expect, sleep, test } from "./fixtures.js";

test("layout details: e-mail and webhook inputs styled, names never split mid-word, the bot mark is an SVG icon", async ({ newPage }) => {
  const live = (await createMatch({ game: "tongiaki", seats: [{ name: "Maria" }, { name: "Cai" }, { bot: "easy", name: "Bot 2" }] })).body;
  const page = await newPage(PHONE, "details");
  await page.goto(local(seatOf(live, 0).link));
  await page.locator('input[name="notify-email"]').waitFor();
  for (const name of ["notify-email", "notify-webhook"]) {
    const st = await page.locator(`input[name="${name}"]`).evaluate((el) => ({
      radius: getComputedStyle(el).borderRadius,
      h: el.getBoundingClientRect().height,
      w: el.getBoundingClientRect().width,
    }));
    expect(st.radius === "10px" && st.h >= 43 && st.w > 200, `${name} is not styled like the other inputs: ${JSON.stringify(st)}`).toBe(
      true,
    );
  }
  // each player's name is one line: the narrow standings column used to break "Maria" and "Bot 2" inside
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await sleep(200);
    const names = await page.locator(".standings tbody th").evaluateAll((els) =>
      els.map((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let node: Node | null;
        while ((node = walker.nextNode())) {
          const text = (node.textContent ?? "").trim();
          if (!["Maria", "Cai", "Bot 2"].includes(text)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
          return { text, lines: tops.size };
        }
        return { text: el.textContent, lines: -1 };
      }),
    );
    expect(names.length, `standings rows: ${JSON.stringify(names)}`).toBe(3);
    for (const n of names) expect(n.lines, `${size.width}: "${n.text}" is not on one line`).toBe(1);
  }
  expect(await page.locator(".players .bot-mark svg.bot-icon").count(), "the bot mark has no SVG icon").toBe(1);
  expect(await page.locator("body").innerText(), "an emoji is still shown").not.toContain("🤖");
});
