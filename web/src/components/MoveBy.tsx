import { useI18n, type AppKey } from "../i18n/core.js";

/**
 * Marks a logged move its seat's player did not choose (the log entry's `by`): played by a bot (a bot seat, or a bot
 * standing in for a player who is away), or by the server when the player's time ran out or the player resigned. Icons are inline SVG, so
 * they show without an emoji font.
 */
export function MoveBy({ by }: { by: "timeout" | "bot" | "resigned" | undefined }) {
  const { t } = useI18n();
  if (by === undefined) return null;
  return (
    <span class={`move-by ${by}`}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" class="icon">
        <path d={by === "bot" ? BOT : CLOCK} fill="currentColor" />
      </svg>{" "}
      {t(`log.by.${by}` as AppKey)}
    </span>
  );
}

/** A robot's head: antenna, face with two eyes and a mouth. */
const BOT =
  "M11 2h2v3h4a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4zM9 10a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3m6 0a1.5 1.5 0 1 0 0 3a1.5 1.5 0 0 0 0-3M8 15v2h8v-2zM1 10h2v5H1zm20 0h2v5h-2z";
/** A clock face at a quarter past. */
const CLOCK = "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20m0 2a8 8 0 1 1 0 16a8 8 0 0 1 0-16m-1 3v6l5 3l1-1.7l-4-2.3V7z";
