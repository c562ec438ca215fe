import { pathnameToRouteService, useLocation, usePage, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { offersLanguageChoice, pathInLang } from '../../logic/langLinks';
import { useDisclosure } from '../../logic/useDisclosure';
import '../VersionSwitcher/VersionSwitcher.css';

/**
 * The language menu of multi-language sites (none on single-language ones): each language
 * links to the page being read in that language, or to that language's home when the page
 * has no translation.
 */
export function LanguageSwitcher() {
  const { site } = useSite();
  const { page } = usePage();
  const { pathname, search, hash } = useLocation();
  const { close, rootProps, buttonProps, panelProps } = useDisclosure();
  const locales = site.locales ?? [];
  if (!offersLanguageChoice(locales)) return null;

  const localeSite = { langs: locales.map((locale) => locale.lang), defaultLang: site.lang ?? '', versions: site.multiVersion?.versions ?? [] };
  const currentLang = (page as { lang?: string } | undefined)?.lang || site.lang || '';
  const current = locales.find((locale) => locale.lang === currentLang) ?? locales[0];
  const hrefFor = (lang: string) => {
    const target = pathInLang(pathname, lang, localeSite);
    return pathnameToRouteService(target) ? `${target}${search}${hash}` : pathInLang('/', lang, localeSite);
  };

  return (
    <div className="repack-version-switcher repack-language-switcher" {...rootProps}>
      <button {...buttonProps} className="repack-version-switcher__button" aria-label={`Language: ${current.label}. Switch language`}>
        {current.label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul {...panelProps} className="repack-version-switcher__menu">
        {locales.map((locale) => (
          <li key={locale.lang}>
            <Link
              href={hrefFor(locale.lang)}
              className="repack-version-switcher__link"
              lang={locale.lang}
              aria-current={locale.lang === current.lang ? 'true' : undefined}
              onClick={close}
            >
              {locale.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
