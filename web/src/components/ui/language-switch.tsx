import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from '@contract/languages';
import { LANGUAGE } from '@/config/language';
import { rememberLanguage } from '@/shop/language-choice';

/**
 * The same page in the other language (docs/decisions/016): a plain link (each language is its own
 * build, so the switch is a page load, and it works before the page's code has arrived), named in
 * the language it leads to. The choice is remembered for the shopper's next visit to `/`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {LANGUAGES.filter((language) => language !== LANGUAGE).map((language) => (
        <a
          key={language}
          className={className ?? 'language-switch'}
          href={pathInLanguage(`${pathname}${search}`, language)}
          hrefLang={LANGUAGE_TAGS[language]}
          lang={LANGUAGE_TAGS[language]}
          // Remembered by main.tsx too when tapped before the page's code is alive.
          onClick={() => rememberLanguage(language)}
          data-language={language}
          data-testid="language-switch"
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </>
  );
}
