/** A long task as the page records it: start and duration, in ms. */
export type LongTask = [start: number, duration: number];
export function blockingTimeSince(tasks: readonly LongTask[], fromMs: number): number;
