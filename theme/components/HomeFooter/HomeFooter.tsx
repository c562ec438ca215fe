/**
 * Renders nothing: the home layout would put its footer message inside the page's `main`,
 * while the site footer (Layout's bottom slot) already shows it, under the features, on
 * every page.
 */
export function HomeFooter() {
  return null;
}
