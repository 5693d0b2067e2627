/**
 * SVG → PNG with resvg compiled to WebAssembly (@resvg/resvg-wasm), for the unfurlers that take no SVG. Workers
 * have no system fonts, so the board's text is set in an embedded subset of Liberation Sans (fonts/, OFL).
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import wasm from "@resvg/resvg-wasm/index_bg.wasm";
import bold from "./fonts/WakaSans-Bold.ttf";
import regular from "./fonts/WakaSans-Regular.ttf";

let ready: Promise<void> | null = null;
/** The module is instantiated once per isolate; a failed start is retried by the next request. */
const init = (): Promise<void> =>
  (ready ??= initWasm(wasm).catch((e: unknown) => {
    ready = null;
    throw e;
  }));

const fontBuffers = [new Uint8Array(regular), new Uint8Array(bold)];

export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await init();
  const r = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: "Waka Sans", sansSerifFamily: "Waka Sans" } });
  try {
    const image = r.render();
    try {
      return image.asPng() as Uint8Array<ArrayBuffer>; // wasm-bindgen copies the bytes out to a JS-owned buffer
    } finally {
      image.free();
    }
  } finally {
    r.free();
  }
}
