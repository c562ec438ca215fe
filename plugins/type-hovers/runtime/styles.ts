/**
 * The styles of the names and the popover, added by enhance.ts as a `<style>` element (the CSP allows
 * inline styles). A stylesheet import, even a `?raw` one, would join the site's first-load CSS chunk.
 */
export const TYPE_HOVER_STYLES = `
.type-hover {
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: help;
  text-decoration: underline dotted;
  text-underline-offset: 0.25em;
}

.type-hover:focus-visible {
  border-radius: 2px;
  outline: 2px solid var(--rp-c-brand);
  outline-offset: 1px;
}

.type-popover {
  position: absolute;
  z-index: 60;
  box-sizing: border-box;
  max-width: min(36rem, calc(100vw - 16px));
  padding: 8px 12px;
  border: 1px solid var(--rp-c-divider);
  border-radius: 8px;
  background: var(--rp-c-bg);
  box-shadow: 0 6px 24px rgb(0 0 0 / 16%);
  color: var(--rp-c-text-1);
  font-size: 14px;
  line-height: 1.5;
}

.type-popover:focus-visible {
  outline: 2px solid var(--rp-c-brand);
}

.type-popover pre {
  margin: 0;
  font-family: var(--rp-font-family-mono);
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.type-popover p {
  margin: 6px 0 0;
  color: var(--rp-c-text-1);
}

.type-popover a {
  display: inline-block;
  margin-top: 6px;
  color: var(--rp-c-link);
  text-decoration: underline;
}

.type-popover [hidden],
.type-popover[hidden] {
  display: none;
}
`;
