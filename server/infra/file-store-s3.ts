import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../env.ts";
import type { FileStore } from "./file-store.ts";

/** Files as objects of one bucket on an S3-compatible server, one object per key. */
export function createS3FileStore(settings: NonNullable<Env["s3"]>): FileStore {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Path-style addresses (endpoint/bucket/key): S3-compatible servers rarely have a DNS name per bucket.
    forcePathStyle: true,
    // Checksums only where the S3 API demands them: the newer default headers are refused by some compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable store fails the upload with an error instead of holding the request open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });

  return {
    async put(key, bytes, mime) {
      // One PUT: S3 makes an object visible only once it is whole.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mime }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(keys) {
      // DeleteObject of a missing key succeeds (S3 semantics); uploads remove at most a batch of ten.
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    },
  };
}
