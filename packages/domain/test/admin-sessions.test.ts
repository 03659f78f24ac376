import { describe, expect, it } from 'vitest';
import { deviceText } from '../src/core/admin-sessions.ts';

describe('deviceText', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Chrome 156 en Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0', 'Microsoft Edge 120 en Windows 10'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 en macOS Sonoma'],
    ['curl/8.1.2', 'Navegador desconocido'],
    [null, 'Dispositivo desconocido'],
    ['', 'Dispositivo desconocido'],
  ])('names %j as %j', (userAgent, text) => {
    expect(deviceText(userAgent)).toBe(text);
  });
});
