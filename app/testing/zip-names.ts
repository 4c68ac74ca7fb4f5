import { zipNames } from "../../server/testing/zip-entries.ts";

/**
 * The names of the files in a downloaded ZIP (its central directory), for component tests: app code reaches
 * server/testing only through app/testing.
 */
export async function zipNamesOf(response: Response): Promise<string[]> {
  return zipNames(new Uint8Array(await response.arrayBuffer()));
}
