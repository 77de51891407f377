/** Czech texts for the Firebase sign-in error codes people actually run into. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Nesprávný email nebo heslo.',
  'auth/wrong-password': 'Nesprávný email nebo heslo.',
  'auth/user-not-found': 'Nesprávný email nebo heslo.',
  'auth/invalid-email': 'Neplatný formát emailu',
  'auth/too-many-requests': 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.',
  'auth/network-request-failed': 'Nepodařilo se spojit se serverem. Zkontrolujte připojení.',
  'auth/user-disabled': 'Tento účet je zablokovaný.',
  'auth/email-already-in-use': 'Účet s tímto emailem už existuje. Přihlaste se.',
  'auth/weak-password': 'Heslo je příliš slabé.',
  'auth/popup-blocked': 'Prohlížeč zablokoval přihlašovací okno. Povolte vyskakovací okna a zkuste to znovu.',
  'auth/popup-closed-by-user': 'Přihlašovací okno bylo zavřeno.',
  'auth/cancelled-popup-request': 'Přihlašovací okno bylo zavřeno.',
  'auth/unauthorized-domain': 'Přihlášení z této adresy není povoleno.',
};

export function signInErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return (code && MESSAGES[code]) || 'Přihlášení se nezdařilo. Zkuste to prosím znovu.';
}

/** Firebase's answer to a wrong current password when re-authenticating. */
export function isWrongPassword(error: unknown): boolean {
  return ['auth/wrong-password', 'auth/invalid-credential'].includes((error as { code?: string } | null)?.code ?? '');
}
