/** Installs scripts/openapi's own packages when one is missing (install.mjs). */
export declare const here: string;
export declare function ensureInstalled(): void;
