/**
 * Retention, run by the cron after its sweep (worker/index.ts scheduled): what has served leaves D1. Delivered outbox
 * rows and local mailbox rows after RETENTION_DAYS (default 7: long enough to look into a complaint about a message),
 * "send me my links" counts once their window is over, and matches over for ARCHIVE_AFTER_DAYS go to the archive
 * (jobs/archive.ts). Each step has a bound per run and per database, so a run's cost does not grow with the
 * backlog.
 */
import * as retention from "../db/retention.js";
import type { Shards } from "../db/shards.js";
import type { AnyGame } from "../engine/core/game.js";
import { archiveDue, ARCHIVE_AFTER_DAYS } from "./archive.js";
import { DAY } from "../worker/clock.js";
import type { Env } from "../worker/env.js";
import { LINKS_WINDOW_MS } from "../worker/notify/mylinks-request.js";
import { shardsFromEnv } from "../worker/shards.js";
import { pruneOpenTables } from "../db/open-tables.js";
import { STALE_TABLE_DAYS } from "../worker/lobby.js";

export const RETENTION_DAYS = 7;
/** Rows one statement deletes per run: 288 runs a day delete up to 144,000 rows of each kind. */
const DELETE_PER_RUN = 500;
/** Matches one run archives: 14,400 a day. */
const ARCHIVE_PER_RUN = 50;

export interface RetentionReport {
  outbox: number;
  mailbox: number;
  linkRequests: number;
  /** Clients' counts kept only while they limit something (issue #39): past days' invitations, tables past the lobby's days. */
  clientCounts: number;
  archived: number;
}

const days = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Each match database's outbox and archive; the directory's mailbox and link request counts (db/shards.ts). */
export async function runRetention(d: { env: Env; games: readonly AnyGame[]; now: number; shards?: Shards }): Promise<RetentionReport> {
  const shards = d.shards ?? shardsFromEnv(d.env);
  const keep = d.now - days(d.env.RETENTION_DAYS, RETENTION_DAYS) * DAY;
  const report: RetentionReport = {
    outbox: 0,
    mailbox: await retention.pruneMailbox(shards.directory, keep, DELETE_PER_RUN),
    linkRequests: await retention.pruneLinkRequests(shards.directory, d.now - LINKS_WINDOW_MS, DELETE_PER_RUN),
    clientCounts:
      (await retention.pruneInviteSenders(shards.directory, Math.floor(d.now / DAY), DELETE_PER_RUN)) +
      (await pruneOpenTables(shards.directory, d.now - (STALE_TABLE_DAYS + 1) * DAY, DELETE_PER_RUN)),
    archived: 0,
  };
  const afterDays = days(d.env.ARCHIVE_AFTER_DAYS, ARCHIVE_AFTER_DAYS);
  for (const db of shards.all) {
    report.outbox += await retention.pruneOutbox(db, keep, DELETE_PER_RUN);
    if (d.env.ARCHIVE) report.archived += await archiveDue(db, d.env.ARCHIVE, d.games, d.now, ARCHIVE_PER_RUN, afterDays);
  }
  return report;
}
