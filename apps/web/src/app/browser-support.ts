/** Browsers built on Chrome's engine that brand themselves otherwise. */
const CHROMIUM_FORKS = /Edg\/|EdgA\/|EdgiOS\/|OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser/;

/**
 * Spec 000 §1: Chrome, Firefox and Safari are supported. Chromium and headless Chrome count as
 * Chrome; Edge, Opera and the like do not, though they share its engine.
 * @example isSupportedBrowser('Mozilla/5.0 … HeadlessChrome/140.0.0.0 Safari/537.36') // true
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (CHROMIUM_FORKS.test(userAgent)) return false;
  if (/Firefox\/|FxiOS\//.test(userAgent)) return true;
  if (/Chrome\/|Chromium\/|HeadlessChrome\/|CriOS\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}
