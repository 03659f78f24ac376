import { createHmac } from 'node:crypto';
import { secretBox } from '../configuration/secret-box.ts';

/** Seals the subscriptions' signing secrets with SETTINGS_SECRET, bound to this use. */
export const webhookSecretBox = (settingsSecret: string) => secretBox(settingsSecret, 'backoffice:webhooks:signing-secret');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the README tells receivers to check. */
export function signature(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}
