import { createContext, type ComponentChildren } from "preact";
import { useContext } from "preact/hooks";

/** The key of the board target whose choice is open (boards/MoveChoice.tsx), or null. */
export const ChosenTarget = createContext<string | null>(null);

/**
 * A part of a board that a legal move makes clickable: a keyboard- and pointer-operable SVG group. Boards map
 * each target key to the moves it stands for; a key with no move renders as plain (passive) content. The target whose
 * choice is open (`ChosenTarget`) is marked "chosen" until the choice closes.
 */
export function Target(props: {
  k: string;
  label: string;
  on: ReadonlyMap<string, unknown>;
  pick: (k: string) => void;
  /** Extra classes for the live and the passive group (a board's own styling hooks). */
  live?: string;
  passive?: string;
  children: ComponentChildren;
}) {
  const chosen = useContext(ChosenTarget) === props.k;
  if (!props.on.has(props.k)) return <g class={props.passive}>{props.children}</g>;
  return (
    <g
      class={`target${props.live ? ` ${props.live}` : ""}${chosen ? " chosen" : ""}`}
      role="button"
      // lower-case on purpose: SVG attributes are case-sensitive, and a camel-case `tabIndex` attribute leaves the
      // element out of the tab order (its tabIndex property stays -1)
      tabindex={0}
      aria-label={props.label}
      data-target={props.k}
      aria-expanded={chosen || undefined}
      onClick={() => props.pick(props.k)}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          props.pick(props.k);
        }
      }}
    >
      {props.children}
    </g>
  );
}
