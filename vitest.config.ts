import { defineConfig } from "vitest/config";

// Each project runs where its code runs: the engine in plain node (it needs no Workers runtime).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          environment: "node",
          include: ["engine/**/*.test.ts", "tests/engine/**/*.test.ts"],
        },
      },
    ],
  },
});
