/** The installable app: production builds register the service worker (public/sw.js), which keeps the app for offline starts. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)); // without it the app still works online
}
