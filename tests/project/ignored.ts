/**
 * Folders the project's file walks skip: what tools write and .gitignore keeps out of the repository (installs,
 * builds, test and mutation reports, `npm run mutate`'s sandboxes, web-push-testing's state).
 */
const IGNORED = new Set(["node_modules", "dist", "test-results", "coverage", ".wrangler", ".git", "reports", ".node-persist"]);

export const ignoredFolder = (name: string): boolean => IGNORED.has(name) || name.startsWith(".stryker-tmp");
