import type { Dict } from "../../i18n/core.js";

/** The board kit's own words, in English: "you" beside the reader's seat, the zoom buttons, the mark of what changed since the seat's last turn. */
export const en = {
  you: "you",
  "zoom.in": "Zoom in",
  "zoom.out": "Zoom out",
  "zoom.fit": "Show the whole board",
  "since.changed": "Changed since your last turn",
} satisfies Dict;

/** Every key of the kit's words: the other languages must have each one, and nothing else. */
export type KitKey = keyof typeof en;
