import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/**
 * The strength estimator with the common dictionaries (~1 MB of words): imported only with `import()` from the
 * strength meter, so only the pages that set a password load it, and only once a password is being typed.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed in a few tries) … 4 (very hard to guess); `userInputs` (the e-mail's parts) count as known words. */
export function scorePassword(password: string, userInputs: string[]): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password, userInputs).score;
}
