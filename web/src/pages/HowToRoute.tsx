import { useEffect, useState } from "preact/hooks";
import { LoadFailed, Loading } from "../components/common.js";
import { useI18n } from "../i18n/core.js";
import { retrying } from "../../../boardkit/load.js";
import { PARTS } from "../howto/anchors.js";
import type { GameId } from "../../../games/index.js";
import { NotFound } from "./NotFound.js";

type Module = typeof import("./HowToPlay.js");
let loaded: Module | null = null;

/** `/how-to-play[/<game>]`: the guide's page is its own chunk (with its texts, never in the entry chunk). */
export function HowToRoute({ game }: { game?: string }) {
  const { t } = useI18n();
  const [mod, setMod] = useState<Module | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (mod) return;
    let live = true;
    retrying(() => import("./HowToPlay.js")).then(
      (m) => {
        loaded = m;
        if (live) setMod(m);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tries]);
  if (game !== undefined && !Object.hasOwn(PARTS, game)) return <NotFound />;
  if (mod) return game === undefined ? <mod.HowToIndex /> : <mod.HowToPlay game={game as GameId} />;
  if (failed) return <LoadFailed message={t("howto.failed")} onRetry={() => (setFailed(false), setTries((n) => n + 1))} />;
  return <Loading />;
}
