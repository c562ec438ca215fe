/** Options of {@link ScriptLoader}. */
export interface LoaderOptions {
    /** Milliseconds before a load fails, or a duration such as `10s`. */
    timeout?: number | string;
    /** How much to log. */
    logLevel?: 'silent' | 'info';
}
/** Loads scripts. */
export declare class ScriptLoader {
    constructor(options?: LoaderOptions);
    /** Fetches a script by id. */
    fetchScript(id: string): Promise<void>;
}
/** Formats a chunk id. */
export declare function formatId(id: string): string;
/** New in version 2. */
export declare function newHelper(): void;
