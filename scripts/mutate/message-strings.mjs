// A Stryker ignorer (https://stryker-mutator.io/docs/stryker-js/disable-mutants/#using-an-ignore-plugin): the words
// the rules code says to people are not rules. Mutants inside them are reported as "Ignored" and left out of the
// mutation score, so the score measures what the rules do, not how they explain it. Ignored, with everything inside:
// - prose: a string literal with a space between two words, or a template literal whose fixed text has a space
//   (error messages, `expects`, outcome reasons, summaries, plain-English move lines, thrown messages);
// - a rule citation: a string starting with "§" (a refusal's `rule`, the section it quotes to the player);
// - a choice between two messages: `cond ? "prose" : "prose"` (which words a refusal uses, not whether it refuses).
// Codes, event types, ids and reasons such as "pile" have no space and stay in the score: changing them changes
// what clients and other seats learn (an event type decides what viewEvent hides, §17.3).
import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

const PROSE = /\S\s+\S/;

/** Whether `node` is text meant for people: prose, a citation, or a template literal with prose around its values. */
function isMessage(node) {
  if (!node) return false;
  if (node.type === "StringLiteral") return PROSE.test(node.value) || node.value.startsWith("§");
  if (node.type === "TemplateLiteral") return node.quasis.some((q) => /\s/.test(q.value.cooked ?? q.value.raw));
  if (node.type === "ConditionalExpression") return isMessage(node.consequent) && isMessage(node.alternate);
  return false;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "message-strings", {
    shouldIgnore(path) {
      return isMessage(path.node) ? "a message string: words for people, not a rule (scripts/mutate/message-strings.mjs)" : undefined;
    },
  }),
];
