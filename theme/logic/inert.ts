/**
 * The props that make an element inert while `on`. React 18 passes `inert` through only as a
 * string: it does not know it as a boolean attribute and drops `true` with a warning. (React 19
 * would read the empty string as false, so the Sidebar tests fail if React is upgraded without
 * changing this.) The cast is there because the project's types are React 19's, which
 * Rspress's own types need.
 */
export function inertWhen(on: boolean): { inert?: boolean } {
  return on ? { inert: '' as unknown as boolean } : {};
}
