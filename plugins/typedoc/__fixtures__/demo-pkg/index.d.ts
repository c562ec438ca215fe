/**
 * A generic box. Holds a value of type <T> and prints it as {value}.
 *
 * Raw HTML in a comment: <div class="note">a note</div>, a line break <br> and
 * <script>alert(1)</script>. Braces {{double}} and a lone } brace.
 * Read more at <https://example.com/docs>.
 *
 * @example
 * ```tsx
 * const box = new Box<string>('a');
 * const el = <Component prop={box} />;
 * ```
 */
export declare class Box<T> {
    /**
     * Creates a box.
     *
     * @param value The value, e.g. `Array<T>` or `{ a: 1 }`.
     * @param options How the box behaves.
     */
    constructor(value: T, options?: BoxOptions);
    /** How many values fit, declared with its initialiser. */
    readonly capacity = 10;
    /** Returns the value of the <T> box. */
    get(): T;
    /** Maps the value with a function, see {@link transform}. */
    map<U>(fn: (value: T) => U): Box<U>;
    /** @internal A member marked internal stays documented. */
    internalHelper(): void;
    private secret;
}

/** Options of {@link Box}. */
export interface BoxOptions {
    /** Initial value, written as {value} or <value>. */
    initial?: string;
    /** Uses {@link toUpper} to normalise {@link BoxOptions.initial}. */
    normalise?: boolean;
    /**
     * Size of the box.
     * @defaultValue `3`
     */
    size?: number;
    /**
     * Label on the box.
     * @default "box"
     */
    label?: string;
    /** Where the box goes: a linker or mappers. */
    target: Linker | Array<Mapper<string>> | Promise<Color>;
}

/**
 * Turns a value of type <T> into a `string`.
 *
 * <details><summary>More</summary>Hidden {text}</details>
 *
 * @example ```js
 * // the fence on the tag's own line
 * transform({ a: 1 });
 * ```
 *
 * @category Helpers
 */
export declare function transform<T>(value: T): string;

/** Upper-cases its input. An arrow-function constant: filed under functions. */
export declare const toUpper: (input: string) => string;

/** A plain constant. */
export declare const VERSION = "1.2.3";

/** A function type alias: stays a type. */
export type Mapper<T> = (value: T) => T;

/** Colours. */
export declare enum Color {
    Red = "red",
    Green = "green"
}

/** Helpers in a namespace. */
export declare namespace Tools {
    /** Namespaced function using {@link Box}. */
    function helper(): void;
    /** A namespaced number. */
    const LIMIT: number;
    /** Namespaced arrow constant, see {@link toUpper}. */
    const shout: (text: string) => string;
}

/** Links to {@link toUpper}, {@link Tools.shout}, {@link Box.get} and {@link BoxOptions.size}. */
export interface Linker {
    /** The upper-caser: {@link toUpper}. */
    upper: typeof toUpper;
}
