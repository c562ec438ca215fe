/** A second entry point, documented in a folder nested in the first one's. */
export declare function subHelper(): string;
