// Rspack loader for @docsearch/react. DocSearch bundles zod, which probes `new Function("")`
// once to decide whether it may compile validators with eval. The site's CSP has no
// 'unsafe-eval', so the probe throws, zod falls back to its interpreter, and Chromium still
// reports a CSP violation. This loader makes the probe throw without calling eval: same
// behaviour, no violation report.
const PROBE = /new Function\(\s*(?:""|'')\s*\)/g;

module.exports = function noEvalProbe(source) {
  return source.replace(PROBE, '(function(){throw new EvalError("eval is disabled by the CSP")})()');
};
