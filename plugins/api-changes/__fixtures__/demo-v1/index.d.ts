/** Options of {@link ChunkLoader}. */
export interface LoaderOptions {
    /** Milliseconds before a load fails. */
    timeout?: number;
    /** Logs every load. */
    verbose?: boolean;
}
/** Loads chunks. */
export declare class ChunkLoader {
    constructor(options?: LoaderOptions);
    /** Fetches a chunk by id. */
    fetchChunk(id: string): Promise<void>;
}
/** Formats a chunk id. */
export declare function formatId(id: string): string;
/** Removed in version 2. */
export declare function legacyHelper(): void;
