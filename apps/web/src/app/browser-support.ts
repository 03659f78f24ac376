/** Browsers built on Chrome's engine that brand themselves otherwise. */
const CHROMIUM_FORKS = /Edg\/|EdgA\/|EdgiOS\/|OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser/;

export function isSupportedBrowser(userAgent: string): boolean {
  if (CHROMIUM_FORKS.test(userAgent)) return false;
  if (/Firefox\/|FxiOS\//.test(userAgent)) return true;
  if (/Chrome\/|Chromium\/|HeadlessChrome\/|CriOS\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}
