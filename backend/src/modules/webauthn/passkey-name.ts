/** A readable default name for a new passkey: "Chrome on macOS", else "Passkey (24/11/2025)". */
export function defaultPasskeyName(userAgent: string | null | undefined, now = new Date()): string {
  const ua = userAgent ?? '';
  const browser = browserOf(ua);
  const os = systemOf(ua);
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return `${browser ?? 'Passkey'}${os ? ` on ${os}` : ''}`;
  return `Passkey (${now.toLocaleDateString('en-GB', { timeZone: 'UTC' })})`;
}

function browserOf(ua: string): string | null {
  if (/\bEdg(A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(OPR|Opera)\//.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium)\//.test(ua)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'Safari';
  return null;
}

function systemOf(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}
