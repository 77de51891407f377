/** Facebook's and Messenger's in-app browsers break Google sign-in popups (spec section 2, Login). */
export function isUnsupportedInAppBrowser(userAgent: string): boolean {
  return /FBAN|FBAV|FB_IAB|FBIOS|Messenger/i.test(userAgent);
}
