/**
 * What this browser remembers: the seat secrets it was given (its "My matches") and the links of the matches it
 * created. Only localStorage; nothing leaves the browser but the Authorization header to our own API.
 */
import type { CreatedMatch } from "../api.js";

export interface SeatEntry {
  id: string;
  game: string;
  seat: number;
  secret: string;
  name: string | null;
  addedAt: number;
}

export interface CreatedEntry {
  createdAt: number;
  match: CreatedMatch;
}

const SEATS = "waka.seats";
const CREATED = "waka.created";

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full storage: the page still works for this visit
  }
}

const isSeat = (x: unknown): x is SeatEntry =>
  typeof x === "object" && x !== null && typeof (x as SeatEntry).id === "string" && typeof (x as SeatEntry).secret === "string";

export const loadSeats = (): SeatEntry[] => read<unknown[]>(SEATS, []).filter(isSeat);

export function saveSeat(e: SeatEntry): void {
  const rest = loadSeats().filter((s) => !(s.id === e.id && (s.seat === e.seat || s.secret === e.secret)));
  write(SEATS, [e, ...rest]);
}

export function forgetSeat(id: string, seat: number): void {
  write(
    SEATS,
    loadSeats().filter((s) => !(s.id === id && s.seat === seat)),
  );
}

export const seatsFor = (id: string): SeatEntry[] => loadSeats().filter((s) => s.id === id);

export const loadCreated = (): CreatedEntry[] =>
  read<CreatedEntry[]>(CREATED, []).filter((c) => c?.match && typeof c.match.id === "string");

export const createdMatch = (id: string): CreatedEntry | undefined => loadCreated().find((c) => c.match.id === id);

export function saveCreated(match: CreatedMatch, now: number): void {
  write(CREATED, [{ createdAt: now, match }, ...loadCreated().filter((c) => c.match.id !== match.id)].slice(0, 50));
}

export function forgetCreated(id: string): void {
  write(
    CREATED,
    loadCreated().filter((c) => c.match.id !== id),
  );
}

export const LANG_KEY = "waka.lang";
export const loadLang = (): string | null => read<string | null>(LANG_KEY, null);
export const saveLang = (lang: string): void => write(LANG_KEY, lang);
