import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildWebEntry, buildWorker, sizes } from "../../bench/bundle.js";

// docs/speed.md quotes `npm run bench:size`'s output; the sizes in it must be the build's as it stands, within
// 3 KiB, or the figures (and the verdict on the ≤ 100 KiB target) say something the code no longer does.
const root = fileURLToPath(new URL("../..", import.meta.url));
const SLACK = 3 * 1024;

/** The bench's lines as docs/speed.md quotes them: `<label…>: <raw> KiB raw, <gz> KiB gzipped` (KB: 1000 bytes). */
function quotedSizes(doc: string) {
  const line = (label: string) => {
    const m = new RegExp(`^\\s*${label}[^\\n]*?:\\s+([\\d.]+) (KiB|KB) raw, ([\\d.]+) (?:KiB|KB) gzipped`, "m").exec(doc);
    if (!m) throw new Error(`docs/speed.md quotes no "${label}" line of npm run bench:size`);
    const unit = m[2] === "KiB" ? 1024 : 1000;
    return { raw: Number(m[1]) * unit, gz: Number(m[3]) * unit };
  };
  return { worker: line("as deployed"), delivery: line("Delivery Worker"), web: line("Web entry chunk") };
}

describe("docs/speed.md", () => {
  const dir = mkdtempSync(join(tmpdir(), "waka-speed-doc-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const quoted = quotedSizes(readFileSync(join(root, "docs/speed.md"), "utf8"));

  it("reads the bench's lines in KiB and KB", () => {
    const q = quotedSizes(
      "  as deployed:   1.0 KiB raw, 0.5 KiB gzipped\nDelivery Worker (x): 2.0 KiB raw, 1.0 KiB gzipped\nWeb entry chunk (y): 3.0 KB raw, 1.5 KB gzipped",
    );
    expect(q).toEqual({ worker: { raw: 1024, gz: 512 }, delivery: { raw: 2048, gz: 1024 }, web: { raw: 3000, gz: 1500 } });
    expect(() => quotedSizes("nothing")).toThrow(/as deployed/);
  });

  it.each([
    ["the main Worker", "worker", "wrangler.toml"],
    ["the delivery Worker", "delivery", "delivery/wrangler.toml"],
  ] as const)(
    "gives %s's size as the build has it, within 3 KiB",
    (_, key, config) => {
      const built = sizes(buildWorker(config, join(dir, key)).module);
      expect(Math.abs(built.raw - quoted[key].raw), `raw: built ${built.raw} B`).toBeLessThanOrEqual(SLACK);
      expect(Math.abs(built.gz - quoted[key].gz), `gzipped: built ${built.gz} B`).toBeLessThanOrEqual(SLACK);
    },
    180_000,
  );

  it("gives the web entry chunk's size as the build has it, within 3 KiB", () => {
    const built = buildWebEntry(join(dir, "web"));
    expect(Math.abs(built.raw - quoted.web.raw), `raw: built ${built.raw} B`).toBeLessThanOrEqual(SLACK);
    expect(Math.abs(built.gz - quoted.web.gz), `gzipped: built ${built.gz} B`).toBeLessThanOrEqual(SLACK);
  }, 180_000);
});
