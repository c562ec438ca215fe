import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { OlderVersionBanner } from '../OlderVersionBanner/OlderVersionBanner';

export function Layout() {
  return <OriginalLayout beforeDocContent={<OlderVersionBanner />} />;
}
