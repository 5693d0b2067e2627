import type { ComponentChildren } from "preact";
import { useKitT } from "./i18n.js";

/**
 * The mark a board draws over one of its elements that changed since the seat's own last move: an outline (the
 * children, drawn unfilled) that clicks pass through, named in words for screen readers and as a tooltip.
 */
export function ChangedMark({ k, children }: { k: string; children: ComponentChildren }) {
  const { t } = useKitT();
  const text = t("since.changed");
  return (
    <g class="changed-mark" data-changed={k} role="img" aria-label={text}>
      <title>{text}</title>
      {children}
    </g>
  );
}
