import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../config.ts';
import { checkKey, storedType, type FileStorage } from './storage.ts';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** What is served is typed by the key's extension, never by what the bucket says. */
export async function createS3Storage(config: S3Config): Promise<FileStorage> {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-compatible servers differ in which of the newer checksums they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    const reason = isMissing(err) ? 'no existe' : err instanceof Error ? err.message : String(err);
    throw new Error(`No se puede usar el bucket S3 «${Bucket}» en ${config.endpoint}: ${reason}`, { cause: err });
  }

  return {
    async put(key, data, contentType) {
      checkKey(key);
      if (storedType(key) !== contentType) throw new Error(`Tipo ${contentType} no corresponde a la clave ${key}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },

    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async open(key) {
      checkKey(key);
      const contentType = storedType(key);
      if (contentType === undefined) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) return undefined;
        return { stream: object.Body, size: object.ContentLength, contentType };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
  };
}
