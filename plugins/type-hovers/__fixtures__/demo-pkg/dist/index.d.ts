/** Options of {@link DemoPlugin}. */
export interface DemoPluginOptions {
    /** Target platform. Read by every build. */
    platform: string;
    /** Print more. */
    verbose?: boolean;
}
/** A plugin that does nothing, for tests. */
export declare class DemoPlugin {
    constructor(options: DemoPluginOptions);
    /** Applies the plugin. */
    apply(compiler: unknown): void;
}
/** Counts things. */
export declare function countThings(limit: number): number;
export declare namespace tools {
    /** Turns a name around. */
    function reverse(name: string): string;
}
