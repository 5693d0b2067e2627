import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { MatchState } from "../api.js";

type SeatSettingsProps = { id: string; secret: string; match: MatchState; onChanged: () => void };

/** The seat's settings panel, loaded on demand so the match page's first load stays small. */
export function LazySeatSettings(props: SeatSettingsProps) {
  const [C, setC] = useState<ComponentType<SeatSettingsProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./SeatSettings.js").then((mod) => live && setC(() => mod.SeatSettings));
    return () => {
      live = false;
    };
  }, []);
  return C ? <C {...props} /> : null;
}
