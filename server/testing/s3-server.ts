import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * A real S3-compatible server (s3rver) on loopback, its objects in a fresh temporary folder, with one empty bucket.
 * `env` is the configuration that points the app at it; `objects`/`object` read the bucket as an operator would.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const bucket = "uploads";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver knows one access key, S3RVER, and refuses others (it does not verify V4 signatures themselves).
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: "S3RVER",
    S3_SECRET_KEY: "S3RVER",
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY, secretAccessKey: env.S3_SECRET_KEY },
  });
  return {
    env,
    bucket,
    /** Every key in the bucket, sorted. */
    async objects(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    /** One object's bytes and Content-Type. */
    async object(key: string) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: await got.Body?.transformToByteArray(), contentType: got.ContentType };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
