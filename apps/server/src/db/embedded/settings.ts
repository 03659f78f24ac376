export const HOST = '127.0.0.1';
export const DB_NAME = 'app';
export const DB_USER = 'app';
export const PASSWORD_FILE = 'pg-password';

export interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

export interface Cluster {
  bin: Binaries;
  user: OsUser | undefined;
  pgDir: string;
  logFile: string;
  log: (msg: string) => void;
}

export function serverUrl(port: number, password: string): string {
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@${HOST}:${port}/${DB_NAME}`;
}
