/**
 * The board's CSS inlined into a stand-alone SVG. The web app styles its boards with the app's stylesheet and each
 * game's board.css (games/registry/image.ts imports it as text: the wrangler rule in image/wrangler.toml). A picture
 * shown in an <img> or rasterized by resvg cannot reach those files, and resvg knows no `var()`; so only the rules
 * whose selectors name a class the drawing uses are kept, custom properties are replaced by their values, and
 * at-rules (media queries, animations, fonts) and anything with `url(` are dropped: the picture references nothing
 * outside itself.
 */
import appCss from "../web/src/styles.css";
import { pictureCssOf } from "./boards.js";

interface Rule {
  selector: string;
  body: string;
}

/** Top-level `selector { body }` rules; at-rules with a block (@media, @keyframes) are skipped whole. */
export function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const out: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const selector = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === "{") depth++;
      else if (text[j] === "}") depth--;
      j++;
    }
    if (!selector.startsWith("@")) out.push({ selector, body: text.slice(open + 1, j - 1).trim() });
    i = j;
  }
  return out;
}

/** The custom properties declared on :root, by name. */
export function rootVariables(rules: readonly Rule[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const r of rules) {
    if (r.selector !== ":root") continue;
    for (const m of r.body.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) vars.set(m[1]!, m[2]!.trim());
  }
  return vars;
}

const classesIn = (selector: string): string[] => [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);

/** The CSS a drawing using `used` classes needs, from the app's and the game's stylesheets, self-contained. */
export function boardCss(game: string, used: ReadonlySet<string>): string {
  const rules = parseRules(`${appCss}\n${pictureCssOf(game)}`);
  const vars = rootVariables(rules);
  const resolve = (body: string) => body.replace(/var\((--[\w-]+)\)/g, (m, name: string) => vars.get(name) ?? m);
  return rules
    .filter((r) => {
      // a selector list is kept when one of its selectors (without hover/focus states) matches classes the drawing has
      const parts = r.selector.split(",").filter((s) => !/:(hover|focus|active)/.test(s));
      return parts.some((s) => {
        const cs = classesIn(s);
        return cs.length > 0 && cs.every((c) => used.has(c));
      });
    })
    .map((r) => `${r.selector}{${resolve(r.body)}}`)
    .filter((r) => !/url\(|var\(/i.test(r))
    .join("\n");
}
