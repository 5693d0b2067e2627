/** CSS colours of the six fleets, in the engine's colour order (blue, red, green, yellow, orange, purple). */
export const FLEET = ["#2f6fde", "#d7263d", "#2e9e4f", "#f2c200", "#f77f00", "#9b4dca"] as const;
