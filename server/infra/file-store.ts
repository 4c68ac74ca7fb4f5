import { resolve } from "node:path";
import type { Env } from "../env.ts";
import { createDiskFileStore } from "./file-store-disk.ts";
import { createS3FileStore } from "./file-store-s3.ts";

/**
 * Where uploaded files live: bytes under a key. Keys are made by the server (`storeUploads`), never taken from a
 * client. Local disk by default; an S3-compatible bucket when configured, so that N app servers share the files.
 */
export interface FileStore {
  /** Writes the bytes under the key; a reader never sees half a file. */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the keys; a key that is not there is no error. */
  remove(keys: string[]): Promise<void>;
}

/** The one place that chooses the store: the S3 bucket when `env.s3` is set, else DATA_DIR/files. */
export function createFileStore(env: Pick<Env, "s3" | "DATA_DIR">): FileStore {
  return env.s3 ? createS3FileStore(env.s3) : createDiskFileStore(resolve(env.DATA_DIR, "files"));
}
