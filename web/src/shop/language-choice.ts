import type { Language } from '@contract/languages';

/**
 * The language the shopper chose with the language switch, kept on this browser
 * (`karad-language`), so the shop can open in it next time. Storage may be refused (a private
 * window, a full disk): the choice is then only this visit's.
 */
const KEY = 'karad-language';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Not kept; the link still leads to the page in that language.
  }
}

export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'en' || stored === 'mr' ? stored : null;
  } catch {
    return null;
  }
}
