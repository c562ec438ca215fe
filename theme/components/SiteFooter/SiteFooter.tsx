import { useSite } from '@rspress/core/runtime';
import { renderHtmlOrText } from '@rspress/core/theme-original';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import './SiteFooter.css';

/** The footer of every page: the `themeConfig.footer.message` copyright line and social links. */
export function SiteFooter() {
  const { site } = useSite();
  const message = site.themeConfig.footer?.message;
  return (
    <footer className="repack-footer">
      <div className="repack-footer__inner">
        {message && <p className="repack-footer__message" {...renderHtmlOrText(message)} />}
        <SocialLinks />
      </div>
    </footer>
  );
}
