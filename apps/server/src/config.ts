import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  /** Undefined: generate one on first start and print it once. */
  adminPassword: string | undefined;
  jwtSecret: string;
  settingsSecret: string;
  tokenTtlSeconds: number;
  twoFactor: boolean;
  appUrl: string;
  publicSiteUrl: string;
  demoData: boolean;
  authFailureLimit: number;
  authFailureWindowMs: number;
  authSlowDownMs: number;
  authCodeMails: number;
  logLevel: string;
  mapTileUrl: string;
  geocoderUrl: string | undefined;
  geocoderTimeoutMs: number;
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  notificationRetentionDays: number;
  /** Requests per minute per client address, over every route, shared through Redis when it is set. */
  rateLimit: number;
  /** Anonymous forms of the public site (contact, volunteering) per client address per 15 minutes. */
  publicFormLimit: number;
  /** Behind a proxy that terminates HTTPS the client address comes from X-Forwarded-For and answers carry HSTS. */
  trustProxy: boolean | number | string;
  /** Bearer token of `GET /metrics`; unset: no metrics. */
  metricsToken: string | undefined;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may be delivered to loopback, private and link-local addresses. */
  webhookAllowPrivate: boolean;
  /** Single sign-on with an OpenID Connect provider; undefined: password and mailed code only. */
  oidc: OidcConfig | undefined;
  /** PASSKEY_LOGIN: the login page offers signing in with a passkey alone, without password or code. */
  passkeyLogin: boolean;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function tileTemplate(value: string | undefined): string {
  const template = value || DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\//.test(template) || !['{z}', '{x}', '{y}'].every((p) => template.includes(p))) {
    throw new Error(`MAP_TILE_URL no válida (se espera http(s)://…/{z}/{x}/{y}…): ${template}`);
  }
  return template;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} no es una URL http(s): ${value}`);
  return value;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** A partial S3_* set stops the start instead of silently writing to the disk. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const present = required.filter((name) => env[name]);
  if (present.length === 0) return undefined;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Almacenamiento S3 incompleto: falta ${missing.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT!.replace(/\/$/, ''),
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, true),
  };
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the login button names: «Entrar con …». */
  name: string;
  /** Admins other than super users may sign in only through the provider. */
  only: boolean;
}

/** Like S3, a partial OIDC_* set stops the start instead of silently leaving single sign-on off. */
function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const required = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const present = required.filter((name) => env[name]);
  const only = flag(env.OIDC_ONLY, false);
  if (present.length === 0) {
    if (only) throw new Error('OIDC_ONLY=true necesita OIDC_ISSUER, OIDC_CLIENT_ID y OIDC_CLIENT_SECRET');
    return undefined;
  }
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Inicio de sesión único incompleto: falta ${missing.join(', ')}`);
  return {
    issuer: httpUrl('OIDC_ISSUER', env.OIDC_ISSUER)!,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    name: env.OIDC_NAME?.trim() || 'SSO',
    only,
  };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un número entero mayor que 0: ${value}`);
  return n;
}

export function parseDuration(value: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!m) throw new Error(`Duración no válida: ${value}`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN debe tener al menos 16 caracteres');
  return value;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = Number(env.PORT || 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret'),
    // Several servers must share it: each would otherwise generate its own.
    settingsSecret: env.SETTINGS_SECRET || persistentSecret(dataDir, 'settings-secret'),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL || '8h'),
    twoFactor: flag(env.TWO_FACTOR, true),
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicSiteUrl: (env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
    demoData: flag(env.DEMO_DATA, false),
    authFailureLimit: Number(env.AUTH_FAILURE_LIMIT || 10),
    authFailureWindowMs: 15 * 60 * 1000,
    authSlowDownMs: 1000,
    authCodeMails: positiveInteger(env.AUTH_CODE_MAILS, 5, 'AUTH_CODE_MAILS'),
    logLevel: env.LOG_LEVEL || 'info',
    mapTileUrl: tileTemplate(env.MAP_TILE_URL),
    geocoderUrl: httpUrl('GEOCODER_URL', env.GEOCODER_URL),
    geocoderTimeoutMs: 5000,
    redisUrl: env.REDIS_URL || undefined,
    s3: s3Config(env),
    notificationRetentionDays: positiveInteger(env.NOTIFICATION_RETENTION_DAYS, 180, 'NOTIFICATION_RETENTION_DAYS'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: positiveInteger(env.RATE_LIMIT, 1200, 'RATE_LIMIT'),
    publicFormLimit: positiveInteger(env.PUBLIC_FORM_LIMIT, 5, 'PUBLIC_FORM_LIMIT'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    webhookAllowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, false),
    oidc: oidcConfig(env),
    passkeyLogin: flag(env.PASSKEY_LOGIN, false),
  };
}
