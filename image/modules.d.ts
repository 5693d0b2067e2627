/** Modules the image Worker imports through wrangler's rules (image/wrangler.toml): text, binary data, wasm. */
declare module "*.css" {
  const text: string;
  export default text;
}
declare module "*.ttf" {
  const data: ArrayBuffer;
  export default data;
}
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
