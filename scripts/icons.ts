/**
 * `npm run icons`: the app icons of the web app manifest (web/public/manifest.webmanifest) and Safari's home-screen
 * icon, rasterized from the logo (web/public/favicon.svg) into web/public/icons/. The PNGs are committed (a few KB):
 * they change only when the logo does, the build stays free of a rasterizer, and the asset server serves them as
 * any static file. Run this again after changing the logo.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { initWasm, Resvg } from "@resvg/resvg-wasm";

const LOGO = "web/public/favicon.svg";
const OUT = "web/public/icons";
/** The page background (styles.css --foam): the plate behind the logo where an icon must be opaque. */
const PLATE = "#eef7f6";

const logo = readFileSync(LOGO, "utf8");
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1];
if (!inner) throw new Error(`${LOGO}: no <svg> element`);

/**
 * The 64-unit logo on a square of `size` px. `plate`: an opaque background, the logo spanning `span` of the width
 * (a maskable icon keeps it inside the central circle of 80 % that every mask shows; iOS fills transparency black).
 */
function icon(size: number, plate: boolean, span = 1): string {
  const k = (size * span) / 64;
  const at = (size - 64 * k) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    plate ? `<rect width="${size}" height="${size}" fill="${PLATE}"/>` : "",
    `<g transform="translate(${at} ${at}) scale(${k})">${inner}</g></svg>`,
  ].join("");
}

await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm"));
const icons: [file: string, svg: string][] = [
  ["icon-192.png", icon(192, false)],
  ["icon-512.png", icon(512, false)],
  // the hexagon's corners lie 32.25 units from its centre: 0.74 of the width keeps them inside the 80 % circle
  ["maskable-512.png", icon(512, true, 0.74)],
  ["apple-touch-icon.png", icon(180, true, 0.82)],
];
for (const [file, svg] of icons) {
  const png = new Resvg(svg).render().asPng();
  writeFileSync(`${OUT}/${file}`, png);
  console.log(`${OUT}/${file}: ${png.length} bytes`);
}
