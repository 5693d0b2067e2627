/**
 * A match's board as a stand-alone SVG: the web app's own board component rendered on the server (Preact to a
 * string) from the spectator view, its drawing cut out of the page markup (ZoomBoard's <svg>), with the CSS it
 * needs inlined (css.ts) and nothing interactive or external left: safe in an <img> on a forum, and the input of
 * the PNG (png.ts).
 */
import { renderToString } from "preact-render-to-string";
import { I18nContext, translate, type I18n } from "../web/src/i18n/core.js";
import { loadTexts } from "../boardkit/load.js";
import { en } from "../web/src/i18n/texts/en.js";
import type { Player } from "../web/src/api.js";
import { boardOf } from "./boards.js";
import { boardCss } from "./css.js";

/**
 * The picture's size in CSS pixels: 1200×630 (1.91:1), what a `summary_large_image` card and OpenGraph previews show
 * uncropped. The board is drawn whole in the middle, the page's background around it (issue #41: a portrait
 * 1200×1432 picture was cropped by every preview).
 */
export const WIDTH = 1200;
export const HEIGHT = 630;

/** The viewBox around the board's (x, y, w, h) with the picture's aspect, the board centred in it. */
export function framed(x: number, y: number, w: number, h: number): [number, number, number, number] {
  const aspect = WIDTH / HEIGHT;
  if (w / h >= aspect) {
    const fh = w / aspect;
    return [x, y - (fh - h) / 2, w, fh];
  }
  const fw = h * aspect;
  return [x - (fw - w) / 2, y, fw, h];
}

export interface BoardInput {
  game: string;
  /** The engine's spectator view (never a seat's: the main Worker passes only that). */
  view: unknown;
  players: Player[];
  /**
   * A turn e-mail's picture (issue #43): the spectator view at the seat's own last move, so that what changed since
   * (the board's `changedSince`, as the match page marks it) is marked on the picture too.
   */
  since?: unknown;
}

const english: I18n = { lang: "en", t: (key, params) => translate([en], "en", key, params), has: (key) => key in en, setLang: () => {} };

/** The game's own English texts, loaded once: the board reads them synchronously while it renders. */
export const boardTextsReady = async (game: string): Promise<void> => {
  const ui = boardOf(game);
  if (ui) await loadTexts(ui.texts, "en");
};

/** The first <svg …class="board-svg…">…</svg> of the page markup, nested <svg>s included. */
export function cutBoardSvg(html: string): string | null {
  const start = html.search(/<svg\b[^>]*class="board-svg/);
  if (start < 0) return null;
  let depth = 0;
  const tag = /<svg\b|<\/svg>/g;
  tag.lastIndex = start;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === "</svg>" ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return null;
}

/** Attributes that only mean something in the live page (focus, ARIA roles of buttons, zoom state, touch handling). */
const LIVE_ATTRS = /\s(?:tabindex|role|data-zoom|data-target|style|preserveAspectRatio)="[^"]*"/g;

export function renderBoardSvg(input: BoardInput): string | null {
  const ui = boardOf(input.game);
  const Board = ui?.Board;
  if (!Board) return null;
  const marked = input.since !== undefined && ui.changedSince ? ui.changedSince(input.since, input.view) : undefined;
  const html = renderToString(
    <I18nContext.Provider value={english}>
      <Board
        view={input.view}
        players={input.players}
        legal={[]}
        you={null}
        busy={false}
        onMove={() => {}}
        {...(marked ? { marked } : {})}
      />
    </I18nContext.Provider>,
  );
  const cut = cutBoardSvg(html);
  if (!cut) return null;
  const box = /viewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"/.exec(cut);
  if (!box) return null;
  const [fx, fy, fw, fh] = framed(Number(box[1]), Number(box[2]), Number(box[3]), Number(box[4]));
  const viewBox = `${fx} ${fy} ${fw} ${fh}`;
  const used = new Set([...cut.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const css = boardCss(input.game, used);
  const font = `svg{font-family:"Waka Sans",Arial,Helvetica,sans-serif}`;
  const open = /^<svg\b[^>]*>/.exec(cut)![0];
  const head = open
    .replace(LIVE_ATTRS, "")
    .replace(/\sviewBox="[^"]*"/, ` viewBox="${viewBox}"`)
    .replace(/\s(?:width|height)="[^"]*"/g, "")
    .replace(/^<svg/, `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"`);
  const body = cut.slice(open.length).replace(LIVE_ATTRS, "");
  // the page's background behind the drawing and around it: the picture is opaque wherever it is shown
  const background = `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" fill="#eef7f6"/>`;
  return `${head}<style>${font}\n${css}</style>${background}${body}`;
}
