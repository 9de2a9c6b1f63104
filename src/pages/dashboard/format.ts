/** Small display helpers of the dashboard. */

/** Word count of the Spanish description (the panel's language), 0 without one. */
export function spanishWords(lengths: { lang: string; words: number }[] | undefined): number {
  return lengths?.find((l) => l.lang.toLowerCase() === 'es')?.words ?? 0;
}

/** 'EN 120 · ES 98' for the languages that have a description. */
export function wordsDetail(lengths: { lang: string; words: number }[] | undefined): string {
  return (lengths ?? []).map((l) => `${l.lang.toUpperCase()} ${l.words}`).join(' · ');
}

/** Social login (Facebook or Google) or password (part 1 §2: registration type). */
export function registrationType(user: { has_facebookid: boolean; has_googleid: boolean }): 'social' | 'password' {
  return user.has_facebookid || user.has_googleid ? 'social' : 'password';
}
