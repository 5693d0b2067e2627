// The match page on phones and keyboards (issue 14, items 1, 2, 6 and 7): finished boards of every game are whole
// at phone size and on desktop, zoom and pan stay inside the board's box, every board target is reachable and
// playable with the keyboard, no element is wider than a 390 px viewport on any page, and the words read right.
// Called from run.mjs with its helpers; screenshots land in test-results/e2e/ as ui-*.png.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const json = { "Content-Type": "application/json" };
const bearer = (secret) => ({ authorization: `Bearer ${secret}` });
const local = (base, link) => link.replace(/^https?:\/\/[^/]+/, base);

/** A small seeded generator, so that a failing playout can be told apart from a flaky one by its seed. */
function lcg(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Creates a match of named seats and plays random legal moves through the API until it is over. */
async function playToEnd(api, game, names, seed, options) {
  const created = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game, seats: names.map((name) => ({ name })), options }) });
  if (created.status !== 201) throw new Error(`create ${game}: ${created.status} ${JSON.stringify(created.body)}`);
  const { id, seats } = created.body;
  const secret = (seat) => seats.find((s) => s.seat === seat).secret;
  const pick = lcg(seed);
  let state = (await api(`/api/matches/${id}`, { headers: bearer(secret(0)) })).body;
  let moves = 0;
  while (state.status === "active") {
    if (moves > 4000) throw new Error(`${game} did not end after 4000 moves`);
    const seat = state.activeSeats[0];
    if (state.you !== seat) state = (await api(`/api/matches/${id}`, { headers: bearer(secret(seat)) })).body;
    const legal = state.legalMoves ?? [];
    if (legal.length === 0) throw new Error(`${game}: seat ${seat} on turn without legal moves`);
    const r = await api(`/api/matches/${id}/moves`, { method: "POST", headers: { ...json, ...bearer(secret(seat)) }, body: JSON.stringify({ seq: state.seq, move: legal[pick(legal.length)] }) });
    if (r.status !== 201) throw new Error(`${game} move ${moves}: ${r.status} ${JSON.stringify(r.body)}`);
    state = r.body;
    moves++;
  }
  return { id, seats, moves };
}

/** Where the board's drawing, its box and its zoom buttons are on screen. */
const boardGeometry = (page) =>
  page.evaluate(() => {
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const box = document.querySelector(".board-box");
    const svg = box.querySelector(".board-svg");
    const parts = [...svg.children].filter((el) => !["title", "desc", "defs"].includes(el.tagName)).map(rect).filter((r) => r.right > r.left);
    const drawing = parts.reduce((a, r) => ({ left: Math.min(a.left, r.left), top: Math.min(a.top, r.top), right: Math.max(a.right, r.right), bottom: Math.max(a.bottom, r.bottom) }));
    return {
      vw: document.documentElement.clientWidth,
      box: rect(box),
      drawing,
      buttons: [...box.querySelectorAll(".zoom button")].map(rect),
      zoom: svg.getAttribute("data-zoom"),
      viewBox: svg.getAttribute("viewBox"),
    };
  });

const inside = (r, b, slack = 1.5) => r.left >= b.left - slack && r.top >= b.top - slack && r.right <= b.right + slack && r.bottom <= b.bottom + slack;
const fmt = (r) => `[${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;

/** Every element sticking out of the viewport sideways, outside clipping or scrolling containers (none is allowed). */
const overflowing = (page) =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    const out = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest(".skip, .sr-only") || clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { vw, scroll: document.documentElement.scrollWidth, out: out.slice(0, 6) };
  });

export async function matchUiScenarios({ test, newPage, browser, base, api, shot, assert, waitFor, sleep, out }) {
  const ui = {};

  await test("finished boards of every game: played to the end through the API", async () => {
    const [tg, tb, wg] = await Promise.all([
      playToEnd(api, "tongiaki", ["Maria", "Cai", "Bot 2"], 14),
      playToEnd(api, "tonga-bonga", ["Maria", "Cai", "Noa"], 15),
      playToEnd(api, "wongar", ["Maria", "Cai", "Noa"], 16),
    ]);
    Object.assign(ui, { tg, tb, wg });
    console.log(`    Tongiaki ${tg.moves}, Tonga Bonga ${tb.moves}, Wongar ${wg.moves} moves`);
  });

  for (const [key, title] of [["tg", "Tongiaki (3 players)"], ["tb", "Tonga Bonga"], ["wg", "Wongar"]]) {
    await test(`the finished ${title} board opens whole, fitted to its box, at 390×844 and 1280×800`, async () => {
      const m = ui[key];
      assert(m, "no finished match");
      const page = await newPage(PHONE, `finished-${key}`);
      await page.goto(local(base, m.seats[0].link));
      await page.locator(".banner.over").waitFor();
      await page.locator(".board-svg").waitFor();
      for (const size of [PHONE, LAPTOP]) {
        await page.setViewportSize(size);
        await sleep(250);
        const g = await boardGeometry(page);
        assert(g.box.left >= -0.5 && g.box.right <= g.vw + 0.5, `${size.width}: the board's box ${fmt(g.box)} is wider than the viewport (${g.vw})`);
        assert(inside(g.drawing, g.box), `${size.width}: the drawing ${fmt(g.drawing)} is not inside its box ${fmt(g.box)}`);
        assert(g.buttons.length === 3 && g.buttons.every((b) => inside(b, g.box) && b.right <= g.vw), `${size.width}: zoom buttons ${g.buttons.map(fmt)} outside the box ${fmt(g.box)}`);
        assert(g.zoom === "1.00", `${size.width}: opens at zoom ${g.zoom}`);
        await page.locator(".board-box").screenshot({ path: `${out}/ui-finished-${key}-board-${size.width}.png` });
        await shot(page, `ui-finished-${key}-${size.width}`);
      }
      await page.context().close();
    });
  }

  await test("zoom buttons, a one-finger drag and a two-finger pinch move the board inside its box", async () => {
    const m = ui.tg;
    assert(m, "no finished match");
    const context = await browser.newContext({ viewport: PHONE, locale: "en-GB", hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(local(base, m.seats[1].link));
    await page.locator(".banner.over").waitFor();
    const fitted = (await boardGeometry(page)).viewBox;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await waitFor(async () => (await boardGeometry(page)).zoom === "1.50", { what: "zoom 1.5" });
    const zoomed = await boardGeometry(page);
    assert(zoomed.buttons.every((b) => inside(b, zoomed.box)), "zoom buttons left the box when zoomed in");
    // one finger drags the zoomed board (touch → pointer events)
    const cdp = await context.newCDPSession(page);
    const cx = (zoomed.box.left + zoomed.box.right) / 2;
    const cy = (zoomed.box.top + zoomed.box.bottom) / 2;
    const touch = async (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    await touch("touchStart", [[cx, cy]]);
    for (let i = 1; i <= 6; i++) await touch("touchMove", [[cx - i * 12, cy - i * 10]]);
    await touch("touchEnd", []);
    await waitFor(async () => (await boardGeometry(page)).viewBox !== zoomed.viewBox, { what: "the drag to pan the board" });
    const dragged = await boardGeometry(page);
    assert(dragged.zoom === "1.50", `a drag changed the zoom to ${dragged.zoom}`);
    // two fingers spreading apart zoom in further
    await touch("touchStart", [[cx - 20, cy], [cx + 20, cy]]);
    for (let i = 1; i <= 8; i++) await touch("touchMove", [[cx - 20 - i * 10, cy], [cx + 20 + i * 10, cy]]);
    await touch("touchEnd", []);
    await waitFor(async () => Number((await boardGeometry(page)).zoom) > 2, { what: "the pinch to zoom in" });
    await page.locator(".board-box").screenshot({ path: `${out}/ui-pinched-390.png` });
    await page.getByRole("button", { name: "Show the whole board" }).click();
    await waitFor(async () => (await boardGeometry(page)).viewBox === fitted, { what: "back to the whole board" });
    await context.close();
  });

  await test("keyboard only: every board target is in the tab order with a label, and a Tongiaki turn is played with Tab and Enter/Space", async () => {
    const created = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Kai" }, { name: "Lea" }] }) });
    assert(created.status === 201, `create answered ${created.status}`);
    const { id, seats } = created.body;
    const pages = [];
    for (const s of seats) {
      const p = await newPage(LAPTOP, `keyboard-${s.seat}`);
      await p.goto(local(base, s.link));
      await p.locator(".banner").waitFor();
      pages.push(p);
    }
    const onTurn = () => waitFor(async () => {
      for (const p of pages) if ((await p.locator(".banner.turn").count()) > 0 && (await p.locator(".board-svg .target, .orient-bar, .choice").count()) > 0) return p;
      return null;
    }, { what: "a seat on turn", timeout: 20_000 });
    // Tab from the top of the page until the focused element matches; only the keyboard moves the focus
    const tabTo = async (page, selector) => {
      await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
      for (let i = 0; i < 250; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    const turnsDone = async () => {
      const log = await api(`/api/matches/${id}/log`);
      return log.body.entries.flatMap((e) => e.events).some((ev) => ev.type === "turn" && ev.turn >= 2);
    };
    let keyed = 0;
    let checked = false;
    while (!(await turnsDone())) {
      assert(keyed < 80, "no whole turn after 80 keyboard moves");
      const page = await onTurn();
      if (!checked) {
        const targets = await page.evaluate(() => [...document.querySelectorAll(".board-svg .target")].map((el) => ({ tab: el.tabIndex, label: el.getAttribute("aria-label") ?? "", role: el.getAttribute("role") })));
        assert(targets.length > 0 && targets.every((x) => x.tab === 0 && x.label.trim().length > 2 && x.role === "button"), `targets not in the tab order or unlabelled: ${JSON.stringify(targets.slice(0, 3))}`);
      }
      // a key press either posts a move or, inside a run of picks the page stages (docs/staging.md), stages one
      let posted = null;
      void page.waitForResponse((r) => r.url().includes("/moves") && r.request().method() === "POST", { timeout: 15_000 }).then((r) => (posted = r), () => null);
      const stagedBefore = await page.locator(".staged li").count();
      if ((await page.locator(".orient-bar").count()) > 0) {
        await tabTo(page, ".orient-bar button.primary");
        await page.keyboard.press("Enter");
      } else {
        await tabTo(page, ".board-svg .target");
        if (!checked) {
          const ring = await page.evaluate(() => getComputedStyle(document.activeElement).filter);
          assert(ring && ring !== "none", `no visible focus ring on a board target (filter: ${ring})`);
          await page.screenshot({ path: `${out}/ui-keyboard-focus-1280.png` });
          checked = true;
        }
        await page.keyboard.press(keyed % 2 ? "Enter" : "Space");
        if ((await page.locator(".choice button").count()) > 0) {
          await tabTo(page, ".choice button");
          await page.keyboard.press("Enter");
        }
      }
      for (const t0 = Date.now(); !posted && (await page.locator(".staged li").count()) <= stagedBefore; await sleep(100)) {
        assert(Date.now() - t0 < 15_000, "a keyboard move neither posted a move nor staged a pick");
      }
      if (posted) assert(posted.status() === 201, `keyboard move answered ${posted.status()}: ${await posted.text()}`);
      keyed++;
      await sleep(150);
    }
    console.log(`    ${keyed} moves played with the keyboard`);
    for (const p of pages) await p.context().close();
  });

  await test("no element is wider than the viewport at 390 px: home, new, match as seat and spectator, replay, join, mailbox", async () => {
    const m = ui.tg;
    assert(m, "no finished match");
    const open = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Host" }, { open: true }] }) });
    const live = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Maria" }, { name: "Cai" }, { bot: "easy", name: "Bot 2" }], clock: { daysPerMove: 2, vacationDays: 7 } }) });
    const page = await newPage(PHONE, "layout");
    const pages = [
      ["seat", local(base, live.body.seats[1].link), ".banner"],
      ["home", `${base}/`, ".match-card"],
      ["new", `${base}/new`, ".game-card"],
      ["finished-seat", local(base, m.seats[0].link), ".banner.over"],
      ["spectator", `${base}/m/${live.body.id}`, ".board-svg"],
      ["replay", `${base}/m/${m.id}/replay`, ".replay-bar"],
      ["join", local(base, open.body.invite.link), "input[name=name]"],
      ["mailbox", `${base}/mailbox`, "h1"],
    ];
    const bad = [];
    for (const lang of ["en", "fr", "de", "it"]) {
      for (const [name, url, ready] of pages) {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        if ((await page.getAttribute("html", "lang")) !== lang) await page.selectOption('select[name="lang"]', lang);
        await sleep(200);
        const o = await overflowing(page);
        if (o.out.length > 0 || o.scroll > o.vw) bad.push(`${lang} ${name}: page ${o.scroll} px in ${o.vw}: ${o.out.join(", ")}`);
        // the first screen only: a full-page shot of a long mailbox can outlast the timeout on a busy machine
        if (lang === "en" || lang === "de") await page.screenshot({ path: `${out}/ui-layout-${name}-${lang}-390.png` });
      }
    }
    await page.selectOption('select[name="lang"]', "en");
    assert(bad.length === 0, bad.join("\n"));
    await page.context().close();
  });

  await test("layout details: e-mail and webhook inputs styled, names never split mid-word, the bot mark is an SVG icon", async () => {
    const live = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Maria" }, { name: "Cai" }, { bot: "easy", name: "Bot 2" }] }) });
    const page = await newPage(PHONE, "details");
    await page.goto(local(base, live.body.seats[0].link));
    await page.locator('input[name="notify-email"]').waitFor();
    for (const name of ["notify-email", "notify-webhook"]) {
      const st = await page.locator(`input[name="${name}"]`).evaluate((el) => ({ radius: getComputedStyle(el).borderRadius, h: el.getBoundingClientRect().height, w: el.getBoundingClientRect().width }));
      assert(st.radius === "10px" && st.h >= 43 && st.w > 200, `${name} is not styled like the other inputs: ${JSON.stringify(st)}`);
    }
    // each player's name is one line: the narrow standings column used to break "Maria" and "Bot 2" inside
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await sleep(200);
      const names = await page.locator(".standings tbody th").evaluateAll((els) =>
        els.map((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let node;
          while ((node = walker.nextNode())) {
            if (!["Maria", "Cai", "Bot 2"].includes(node.textContent.trim())) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
            return { text: node.textContent.trim(), lines: tops.size };
          }
          return { text: el.textContent, lines: -1 };
        }),
      );
      assert(names.length === 3, `standings rows: ${JSON.stringify(names)}`);
      for (const n of names) assert(n.lines === 1, `${size.width}: "${n.text}" is not on one line (${n.lines} lines)`);
    }
    assert((await page.locator(".players .bot-mark svg.bot-icon").count()) === 1, "the bot mark has no SVG icon");
    assert(!(await page.locator("body").innerText()).includes("🤖"), "an emoji is still shown");
    await page.context().close();
  });

  await test("words: summaries translated on /new, reminder sentence in the clock help, no orders for a seat that is waiting", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
    const page = await context.newPage();
    await page.goto(`${base}/new`);
    await page.getByText("Polynesische Seefahrer füllen ihre Strände").waitFor();
    await page.selectOption('select[name="clock"]', "2");
    await page.getByText("werden bei der Hälfte und bei 80 % ihrer Zeit erinnert").waitFor();
    await page.selectOption('select[name="lang"]', "fr");
    await page.getByText("Des navigateurs polynésiens").waitFor();
    await page.selectOption('select[name="lang"]', "it");
    await page.getByText("Navigatori polinesiani").waitFor();
    const m = await api("/api/matches", { method: "POST", headers: json, body: JSON.stringify({ game: "tongiaki", seats: [{ name: "Cai" }, { name: "Ana" }] }) });
    await page.selectOption('select[name="lang"]', "en");
    await page.goto(local(base, m.body.seats[1].link));
    await page.getByText("Waiting for Cai").first().waitFor();
    const banner = await page.locator(".banner").innerText();
    assert(!/\bPut\b|\bChoose\b|\byou\b/i.test(banner.replace("Waiting for Cai", "")), `the waiting seat is given Cai's orders: ${banner}`);
    await page.getByText("Their move appears here as soon as it is made.").waitFor();
    await context.close();
  });
}
