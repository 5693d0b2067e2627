/**
 * Retention, run by the cron after its sweep (worker/index.ts scheduled): what has served leaves D1. Delivered outbox
 * rows and local mailbox rows after RETENTION_DAYS (default 7: long enough to look into a complaint about a message),
 * "send me my links" counts once their window is over, and matches over for ARCHIVE_AFTER_DAYS go to the archive
 * (worker/archive/write.ts). Each step has a bound per run, so a run's cost does not grow with the backlog.
 */
import * as retention from "../db/retention.js";
import type { Db } from "../db/client.js";
import type { AnyGame } from "../engine/core/game.js";
import { archiveDue, ARCHIVE_AFTER_DAYS } from "./archive/write.js";
import { DAY } from "./clock.js";
import type { Env } from "./env.js";
import { LINKS_WINDOW_MS } from "./notify/mylinks-request.js";

export const RETENTION_DAYS = 7;
/** Rows one statement deletes per run: 288 runs a day delete up to 144,000 rows of each kind. */
const DELETE_PER_RUN = 500;
/** Matches one run archives: 14,400 a day. */
const ARCHIVE_PER_RUN = 50;

export interface RetentionReport {
  outbox: number;
  mailbox: number;
  linkRequests: number;
  archived: number;
}

const days = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export async function runRetention(d: { db: Db; env: Env; games: readonly AnyGame[]; now: number }): Promise<RetentionReport> {
  const keep = d.now - days(d.env.RETENTION_DAYS, RETENTION_DAYS) * DAY;
  return {
    outbox: await retention.pruneOutbox(d.db, keep, DELETE_PER_RUN),
    mailbox: await retention.pruneMailbox(d.db, keep, DELETE_PER_RUN),
    linkRequests: await retention.pruneLinkRequests(d.db, d.now - LINKS_WINDOW_MS, DELETE_PER_RUN),
    archived: d.env.ARCHIVE
      ? await archiveDue(d.db, d.env.ARCHIVE, d.games, d.now, ARCHIVE_PER_RUN, days(d.env.ARCHIVE_AFTER_DAYS, ARCHIVE_AFTER_DAYS))
      : 0,
  };
}
