/** Build-time configuration of the web app (see README, environment variables). */
export const config = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  /**
   * The REST surface (uploads such as bank statements): the api itself when the app is told its address,
   * otherwise /api/ on the app's own site, which nginx (docker/nginx) and the dev server proxy to the api.
   */
  restUrl: import.meta.env.VITE_API_URL || '/api',
  adminUrl: import.meta.env.VITE_ADMIN_URL ?? '',
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    emulatorUrl: import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL,
  },
  contactEmail: 'podpora@bonusklub.cz',
  documents: {
    terms: '/documents/obchodni-podminky.pdf',
    privacy: '/documents/ochrana-osobnich-udaju.pdf',
  },
};
