/**
 * The head manager of the browser bundle, in place of `@unhead/react` and `@unhead/react/client`
 * (unhead, hookable: about 6 KB gzip of every page's first load). Part of theme/rspress-internals
 * (see index.ts); plugins/rspress-internals.ts (`BROWSER_REPLACEMENTS`) points Rspress's imports of
 * those packages here for the browser build only, the prerender keeps the real unhead.
 *
 * What Rspress 2.0.22 asks of it in the browser: ClientApp's `createHead()` and `UnheadProvider`,
 * Layout's `useHead({ htmlAttrs, title, meta })` and `<Head>` of the frontmatter's `head` tags,
 * LlmsHint's and the search panel's `<Head>` of links. The prerendered head is already right for
 * the first page; on each later change it is brought in line as unhead does it: the title,
 * `<html>` attributes, and tags matched to the ones already in the head by unhead's keys (a meta by
 * name, property or http-equiv, the canonical link, an alternate link by language or type and
 * address, any other tag by all its attributes), updated in place, added, or removed once no
 * component asks for them. Unlike unhead, a meta named twice (two `og:image` in a frontmatter's
 * `head`) is written once, with the last value: no page of this site does that. Tags the HTML template wrote that no component names are left alone.
 * Guarded by "the packages replaced in the browser bundle are imported by Rspress with the names
 * their replacements export" and by theme/rspress-internals/head.test.tsx.
 */
import { Children, createContext, createElement, Fragment, isValidElement, useContext, useEffect, useRef, type ReactElement, type ReactNode } from 'react';

type Attributes = Record<string, string | number | boolean | null | undefined>;
type TagInput = Attributes & { textContent?: string; innerHTML?: string };

/** What `useHead` takes (the part of unhead's input Rspress uses, plus the other element tags). */
export interface HeadInput {
  title?: string | { textContent?: string };
  htmlAttrs?: Attributes;
  base?: TagInput;
  meta?: (TagInput | undefined | null | false)[];
  link?: (TagInput | undefined | null | false)[];
  script?: (TagInput | undefined | null | false)[];
  style?: (TagInput | undefined | null | false)[];
  noscript?: (TagInput | undefined | null | false)[];
}

const ELEMENT_TAGS = ['base', 'meta', 'link', 'script', 'style', 'noscript'] as const;
type ElementTag = (typeof ELEMENT_TAGS)[number];
const ELEMENT_TAG_SET = new Set<string>(ELEMENT_TAGS);

interface Tag {
  name: ElementTag;
  attributes: Record<string, string>;
  content?: { kind: 'textContent' | 'innerHTML'; value: string };
}

/** unhead's key of a tag: the tag it takes the place of, in the head or among later tags. */
function tagKey({ name, attributes, content }: Tag): string {
  if (name === 'base') return 'base';
  if (name === 'link' && attributes.rel === 'canonical') return 'canonical';
  if (name === 'link' && attributes.rel === 'alternate') {
    if (attributes.hreflang) return `alternate:${attributes.hreflang}`;
    if (attributes.type) return `alternate:${attributes.type}:${attributes.href ?? ''}`;
  }
  if (attributes.charset !== undefined) return 'charset';
  if (name === 'meta') {
    for (const field of ['name', 'property', 'http-equiv']) {
      if (attributes[field] !== undefined) return `meta:${attributes[field]}`;
    }
  }
  if (attributes.id) return `${name}:id:${attributes.id}`;
  if (content?.value) return `${name}:content:${content.value}`;
  return `${name}:${Object.keys(attributes).sort().map((field) => `${field}:${attributes[field]}`).join(',')}`;
}

function toAttributes(input: Attributes): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === false || field === 'textContent' || field === 'innerHTML') continue;
    attributes[field] = value === true ? '' : String(value);
  }
  return attributes;
}

function toTag(name: ElementTag, input: TagInput): Tag {
  const content = input.innerHTML !== undefined ? { kind: 'innerHTML' as const, value: input.innerHTML } : input.textContent !== undefined ? { kind: 'textContent' as const, value: input.textContent } : undefined;
  return { name, attributes: toAttributes(input), content };
}

function tagOfElement(element: Element): Tag {
  const attributes: Record<string, string> = {};
  for (const field of element.getAttributeNames()) attributes[field] = element.getAttribute(field) ?? '';
  const inner = element.innerHTML;
  return { name: element.tagName.toLowerCase() as ElementTag, attributes, content: inner ? { kind: 'innerHTML', value: inner } : undefined };
}

interface Resolved {
  title?: string;
  htmlAttrs: Record<string, string>;
  tags: Map<string, Tag>;
}

/** All entries as one head: later entries win over earlier ones for a title, attribute or key. */
function resolve(entries: Iterable<HeadInput>): Resolved {
  const resolved: Resolved = { htmlAttrs: {}, tags: new Map() };
  for (const input of entries) {
    const title = typeof input.title === 'object' ? input.title?.textContent : input.title;
    if (title !== undefined) resolved.title = title;
    Object.assign(resolved.htmlAttrs, toAttributes(input.htmlAttrs ?? {}));
    for (const name of ELEMENT_TAGS) {
      const value = input[name];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!item) continue;
        const tag = toTag(name, item);
        resolved.tags.set(tagKey(tag), tag);
      }
    }
  }
  return resolved;
}

interface Entry {
  patch(input: HeadInput): void;
  dispose(): void;
}

/** The browser's head: the entries of the mounted components, written to `document` after each change. */
export interface ClientHead {
  push(input: HeadInput): Entry;
}

/** Makes the DOM say what `resolved` says, given what the last call wrote (`written`). */
function createDomWriter(document: Document) {
  const initialTitle = document.title;
  let written: Resolved = { htmlAttrs: {}, tags: new Map() };
  let elements: Map<string, Element> | undefined;

  const claimPrerendered = () => {
    const found = new Map<string, Element>();
    for (const element of document.head.children) {
      if (!ELEMENT_TAG_SET.has(element.tagName.toLowerCase())) continue;
      const key = tagKey(tagOfElement(element));
      if (!found.has(key)) found.set(key, element);
    }
    return found;
  };

  const writeAttributes = (element: Element, next: Record<string, string>, previous: Record<string, string>) => {
    for (const field of Object.keys(previous)) if (!(field in next)) element.removeAttribute(field);
    for (const [field, value] of Object.entries(next)) if (element.getAttribute(field) !== value) element.setAttribute(field, value);
  };

  return (resolved: Resolved) => {
    elements ??= claimPrerendered();
    if (resolved.title !== undefined) document.title = resolved.title;
    else if (written.title !== undefined) document.title = initialTitle;
    writeAttributes(document.documentElement, resolved.htmlAttrs, written.htmlAttrs);
    for (const key of written.tags.keys()) {
      if (resolved.tags.has(key)) continue;
      elements.get(key)?.remove();
      elements.delete(key);
    }
    for (const [key, tag] of resolved.tags) {
      let element = elements.get(key);
      if (!element) {
        element = document.createElement(tag.name);
        document.head.appendChild(element);
        elements.set(key, element);
      }
      for (const [field, value] of Object.entries(tag.attributes)) if (element.getAttribute(field) !== value) element.setAttribute(field, value);
      if (tag.content && element[tag.content.kind] !== tag.content.value) element[tag.content.kind] = tag.content.value;
    }
    written = resolved;
  };
}

/** Rspress's ClientApp creates one head for the app, once (`@unhead/react/client`'s `createHead`). */
export function createHead(): ClientHead {
  const entries = new Map<number, HeadInput>();
  const write = typeof document === 'undefined' ? undefined : createDomWriter(document);
  let nextId = 0;
  let scheduled = false;
  // Several components change the head in one commit: written once, after it (as unhead does).
  const schedule = () => {
    if (scheduled || !write) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      write(resolve(entries.values()));
    }, 0);
  };
  return {
    push(input) {
      const id = nextId++;
      entries.set(id, input);
      schedule();
      return {
        patch(next) {
          if (!entries.has(id)) return;
          entries.set(id, next);
          schedule();
        },
        dispose() {
          if (entries.delete(id)) schedule();
        },
      };
    },
  };
}

const HeadContext = createContext<ClientHead | null>(null);

/** Gives the app's components the head (`@unhead/react/client`'s `UnheadProvider`). */
export function UnheadProvider({ head, children }: { head: ClientHead; children?: ReactNode }) {
  return createElement(HeadContext.Provider, { value: head }, children);
}

function useClientHead(): ClientHead {
  const head = useContext(HeadContext);
  if (!head) throw new Error('useHead() was called without provide context.');
  return head;
}

/** Keeps `input` in the head while the calling component is mounted, following its changes. */
function useHeadEntry(input: HeadInput): void {
  const head = useClientHead();
  const entry = useRef<Entry | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const signature = JSON.stringify(input);
  useEffect(() => {
    entry.current = head.push(latest.current);
    return () => {
      entry.current?.dispose();
      entry.current = null;
    };
  }, [head]);
  useEffect(() => {
    entry.current?.patch(latest.current);
  }, [signature]);
}

/** Adds `input` to the head while the calling component is mounted (`@unhead/react`'s `useHead`). */
export function useHead(input: HeadInput = {}): void {
  useHeadEntry(input);
}

type HeadChild = ReactElement<Record<string, unknown>>;

function flatten(children: ReactNode): HeadChild[] {
  const elements: HeadChild[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    if (child.type === Fragment) elements.push(...flatten(child.props.children as ReactNode));
    else elements.push(child);
  });
  return elements;
}

const REACT_ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv' };

/** The head input of `<Head>`'s children (`<title>`, `<meta>`, `<link>`…), read as unhead reads them. */
function headInputOf(children: ReactNode): HeadInput {
  const input: HeadInput = {};
  for (const { type, props } of flatten(children)) {
    const name = String(type);
    if (name !== 'title' && !ELEMENT_TAG_SET.has(name)) continue;
    const data: TagInput = {};
    for (const [prop, value] of Object.entries(props)) {
      if (prop === 'children' || prop === 'dangerouslySetInnerHTML' || prop === 'ref' || prop.startsWith('suppress')) continue;
      data[REACT_ATTRIBUTE_NAMES[prop] ?? prop] = value as Attributes[string];
    }
    const html = (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
    const text = props.children == null ? undefined : [props.children].flat().map(String).join('');
    if (html != null) data[name === 'title' ? 'textContent' : 'innerHTML'] = String(html);
    else if (text !== undefined) data[name === 'script' ? 'innerHTML' : 'textContent'] = text;
    if (name === 'title') input.title = { textContent: data.textContent };
    else if (name === 'base') input.base = data;
    else (input[name as Exclude<ElementTag, 'base'>] ??= []).push(data);
  }
  return input;
}

/** The tags given as children, in the head while mounted (`@unhead/react`'s `<Head>`). */
export function Head({ children }: { children?: ReactNode }) {
  useHeadEntry(headInputOf(children));
  return null;
}
