import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface Sealed {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

const PURPOSE = 'backoffice:configuration:smtp-password';

/** The purpose is bound as additional data, so a sealed value cannot be moved to another use. */
export function secretBox(secret: string, purpose = PURPOSE) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'backoffice-settings', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plain: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
    },
    open(sealed: Sealed): string | null {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
