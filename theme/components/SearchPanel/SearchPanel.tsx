import { useI18n, usePage, useSite } from '@rspress/core/runtime';
import { IconClose, IconFile, IconHeader, IconJump, IconSearch, IconTitle, Link, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ResultGroup } from '../../logic/search/groups';
import { splitHighlights, type Highlight, type Suggestion } from '../../logic/search/match';
import { SearchAbortedError } from '../../logic/search/remote';
import { debounce } from '../../logic/timing';
import { CONTENT_SCROLLBAR_CLASS } from '../../rspress-internals';
import { TABS_LABEL_CLASS, TABS_LABEL_ITEM_CLASS, TABS_LABEL_ITEM_NOT_SELECTED_CLASS, TABS_LABEL_ITEM_SELECTED_CLASS } from '../../rspress-internals/tabs';
import { MODAL_CONTAINER_ID, SEARCH_PANEL_CANCEL_CLASS, SEARCH_PANEL_CLOSE_CLASS, SEARCH_PANEL_ERROR_CLASS, SEARCH_PANEL_GROUP_CLASS, SEARCH_PANEL_HEADER_CLASS, SEARCH_PANEL_INPUT_CLASS, SEARCH_PANEL_INPUT_FORM_CLASS, SEARCH_PANEL_MASK_CLASS, SEARCH_PANEL_MODAL_CLASS, SEARCH_PANEL_NO_RESULT_CLASS, SEARCH_PANEL_RESULTS_CLASS, SEARCH_PANEL_SEARCH_ICON_CLASS, SEARCH_PANEL_SEARCH_ICON_LOADING_CLASS, SUGGEST_ITEM_ACTION_ICON_CLASS, SUGGEST_ITEM_CONTAINER_CLASS, SUGGEST_ITEM_CONTENT_CLASS, SUGGEST_ITEM_CURRENT_CLASS, SUGGEST_ITEM_HEADER_CLASS, SUGGEST_ITEM_ICON_CLASS, SUGGEST_ITEM_ROOT_CLASS, SUGGEST_ITEM_LINK_CLASS, SUGGEST_ITEM_MARK_CLASS, SUGGEST_ITEM_STATEMENT_CLASS, SUGGEST_ITEM_TITLE_CLASS } from '../../rspress-internals/search-panel';
import '../../rspress-internals/styles/search-panel';
import { createSearchEngine, type SearchEngine } from '../../logic/search/engine';
import './SearchPanel.css';

/** Typing is searched once it pauses for this long. */
export const SEARCH_DEBOUNCE_MS = 150;

export const noHitsText = (query: string) => `No results for "${query}". Please try again with a different keyword.`;
export const NO_RESULTS_TEXT = 'No results found';

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile };

function Marked({ text, highlights }: { text: string; highlights: Highlight[] }) {
  return (
    <>
      {splitHighlights(text, highlights).map((part, index) =>
        part.marked ? (
          <mark key={index} className={SUGGEST_ITEM_MARK_CLASS}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Label of the results from another version of the docs. */
export const otherVersionLabel = (version: string) => `In the ${version} docs`;

interface Results {
  query: string;
  groups: ResultGroup[];
}

export interface SearchPanelProps {
  onClose: () => void;
  /** For tests: the engine to search with (default: local index or remote API, per the site config). */
  engine?: SearchEngine;
}

/**
 * The search modal: results grouped in tabs (one per index), at most 7 suggestions each,
 * arrow keys to move, Enter to open, Escape to close. Loaded on demand by `Search`.
 */
export function SearchPanel({ onClose, engine: givenEngine }: SearchPanelProps) {
  const t = useI18n();
  const { site } = useSite();
  const { page } = usePage();
  const { lang = site.lang ?? '', version = '' } = (page ?? {}) as { lang?: string; version?: string };
  const navigate = useLinkNavigate();
  const engine = useMemo(
    () => givenEngine ?? createSearchEngine({ search: site.search, lang, version, title: site.title }),
    [givenEngine, site.search, site.title, lang, version],
  );

  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(0);
  const request = useRef<AbortController | null>(null);
  /** Other versions' results, loaded once the current version's are on screen. */
  const pendingMore = useRef<(() => Promise<ResultGroup[]>) | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-results`;

  useEffect(() => engine.prepare(), [engine]);
  useEffect(() => () => request.current?.abort(), []);

  const run = useMemo(
    () =>
      debounce((value: string) => {
        request.current?.abort();
        const controller = new AbortController();
        request.current = controller;
        engine.search(value, controller.signal).then(
          ({ groups, more }) => {
            if (controller.signal.aborted) return;
            pendingMore.current = more ?? null;
            setResults({ query: value, groups });
            setError(null);
            setTab(0);
            setCurrent(0);
            setSearching(false);
          },
          (reason: unknown) => {
            if (controller.signal.aborted || reason instanceof SearchAbortedError) return;
            console.error('[search] Search failed:', reason);
            setError('Search is not available right now. Please reload the page and try again.');
            setResults(null);
            setSearching(false);
          },
        );
      }, SEARCH_DEBOUNCE_MS),
    [engine],
  );
  useEffect(() => () => run.cancel(), [run]);

  useEffect(() => {
    const more = pendingMore.current;
    pendingMore.current = null;
    const controller = request.current;
    if (!more || !results || !controller) return;
    more().then(
      (groups) => {
        if (!controller.signal.aborted) setResults({ query: results.query, groups });
      },
      (reason: unknown) => {
        if (!controller.signal.aborted && !(reason instanceof SearchAbortedError)) console.warn('[search] Could not search the other versions:', reason);
      },
    );
  }, [results]);

  const onInput = (value: string) => {
    setQuery(value);
    const trimmed = value.trim();
    if (!trimmed) {
      run.cancel();
      request.current?.abort();
      setResults(null);
      setError(null);
      setSearching(false);
      return;
    }
    // An answer to the query before this one, arriving while this one waits for the pause in
    // typing, would be shown as if it answered this one (and say the search is done).
    request.current?.abort();
    setSearching(true);
    run(trimmed);
  };

  const groups = results?.groups ?? [];
  const activeTab = Math.min(tab, Math.max(groups.length - 1, 0));
  const group = groups[activeTab];
  const otherVersions = group?.otherVersions ?? [];
  // Arrow keys move through the current version's suggestions, then the other versions'.
  const suggestions: Suggestion[] = [...(group?.suggestions ?? []), ...otherVersions.flatMap((other) => other.suggestions)];

  const open = useCallback(
    (suggestion: Suggestion | undefined) => {
      if (!suggestion) return;
      onClose();
      navigate(suggestion.link);
    },
    [navigate, onClose],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      switch (event.key) {
        case 'Escape':
          event.preventDefault();
          onClose();
          break;
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          if (suggestions.length === 0) return;
          setCurrent((index) => (index + (event.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
          break;
        case 'Enter':
          if (suggestions.length === 0 || !query.trim()) return;
          event.preventDefault();
          open(suggestions[Math.min(current, suggestions.length - 1)]);
          break;
        default:
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [suggestions, current, query, onClose, open]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current, activeTab]);

  const showResults = Boolean(query.trim()) && (error !== null || results !== null);
  const container = typeof document === 'undefined' ? null : document.getElementById(MODAL_CONTAINER_ID) ?? document.body;
  if (!container) return null;

  const option = (suggestion: Suggestion, index: number) => (
    <li
      key={`${suggestion.link}-${index}`}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === current}
      className={index === current ? `${SUGGEST_ITEM_ROOT_CLASS} ${SUGGEST_ITEM_CURRENT_CLASS}` : SUGGEST_ITEM_ROOT_CLASS}
      onMouseMove={() => setCurrent(index)}
    >
      <Link href={suggestion.link} className={SUGGEST_ITEM_LINK_CLASS} tabIndex={-1} onClick={() => onClose()}>
        <div className={SUGGEST_ITEM_CONTAINER_CLASS}>
          <div className={SUGGEST_ITEM_ICON_CLASS} aria-hidden="true">
            <SvgWrapper icon={ICONS[suggestion.type]} />
          </div>
          <div className={SUGGEST_ITEM_CONTENT_CLASS}>
            {suggestion.type === 'content' ? (
              <>
                <div className={SUGGEST_ITEM_STATEMENT_CLASS}>
                  <Marked text={suggestion.text} highlights={suggestion.highlights} />
                </div>
                <p className={SUGGEST_ITEM_TITLE_CLASS}>
                  {suggestion.header === suggestion.title ? suggestion.title : `${suggestion.title} > ${suggestion.header}`}
                </p>
              </>
            ) : (
              <div className={SUGGEST_ITEM_HEADER_CLASS}>
                <Marked text={suggestion.text} highlights={suggestion.highlights} />
              </div>
            )}
          </div>
          <div className={SUGGEST_ITEM_ACTION_ICON_CLASS} aria-hidden="true">
            <SvgWrapper icon={IconJump} />
          </div>
        </div>
      </Link>
    </li>
  );

  const list = () => {
    if (suggestions.length === 0) {
      return (
        <div className={`${SEARCH_PANEL_NO_RESULT_CLASS} repack-search-panel__message`}>
          <p>{noHitsText(results?.query ?? query.trim())}</p>
        </div>
      );
    }
    let next = group?.suggestions.length ?? 0;
    return (
      <ul className={`${SEARCH_PANEL_GROUP_CLASS} repack-search-panel__list`} id={listId} role="listbox" aria-label={group?.label} ref={listRef}>
        {(group?.suggestions ?? []).map(option)}
        {otherVersions.map((other) => {
          const labelId = `${listId}-${other.version}`;
          const first = next;
          next += other.suggestions.length;
          return (
            <li key={other.version} role="none" className="repack-search-panel__version">
              <div role="group" aria-labelledby={labelId}>
                <p id={labelId} className="repack-search-panel__version-label">
                  {otherVersionLabel(other.version)}
                </p>
                <ul role="none">{other.suggestions.map((suggestion, index) => option(suggestion, first + index))}</ul>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return createPortal(
    <div className={`${SEARCH_PANEL_MASK_CLASS} repack-search-panel`} onClick={onClose}>
      <div className={SEARCH_PANEL_MODAL_CLASS} role="dialog" aria-modal="true" aria-label="Search" onClick={(event) => event.stopPropagation()}>
        <div className={SEARCH_PANEL_HEADER_CLASS}>
          <div className={SEARCH_PANEL_INPUT_FORM_CLASS}>
            <label htmlFor={`${id}-input`} aria-hidden="true">
              <SvgWrapper icon={IconSearch} className={searching ? `${SEARCH_PANEL_SEARCH_ICON_CLASS} ${SEARCH_PANEL_SEARCH_ICON_LOADING_CLASS}` : SEARCH_PANEL_SEARCH_ICON_CLASS} />
            </label>
            <input
              id={`${id}-input`}
              className={SEARCH_PANEL_INPUT_CLASS}
              placeholder={t('searchPlaceholderText')}
              aria-label={t('searchPlaceholderText')}
              role="combobox"
              aria-expanded={showResults && suggestions.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={showResults && suggestions.length > 0 ? `${listId}-${current}` : undefined}
              aria-busy={searching}
              autoComplete="off"
              autoFocus
              inputMode="search"
              spellCheck={false}
              value={query}
              onChange={(event) => onInput(event.target.value)}
            />
            <button
              type="button"
              className={`${SEARCH_PANEL_CLOSE_CLASS} repack-search-panel__clear`}
              aria-label={query ? 'Clear the search' : 'Close search'}
              onClick={() => (query ? onInput('') : onClose())}
            >
              <SvgWrapper icon={IconClose} aria-hidden="true" />
            </button>
          </div>
          <button type="button" className={`${SEARCH_PANEL_CANCEL_CLASS} repack-search-panel__cancel`} onClick={onClose}>
            {t('searchPanelCancelText')}
          </button>
        </div>
        {showResults && (
          <div className={`${SEARCH_PANEL_RESULTS_CLASS} ${CONTENT_SCROLLBAR_CLASS}`} aria-live="polite">
            {error !== null ? (
              <div className={SEARCH_PANEL_ERROR_CLASS}>{error}</div>
            ) : groups.length === 0 ? (
              <div className={`${SEARCH_PANEL_NO_RESULT_CLASS} repack-search-panel__message`}>
                <p>{NO_RESULTS_TEXT}</p>
              </div>
            ) : groups.length === 1 ? (
              list()
            ) : (
              <>
                <div className={`${TABS_LABEL_CLASS} repack-search-panel__tabs`} role="tablist" aria-label="Search results">
                  {groups.map((tabGroup, index) => (
                    <button
                      key={tabGroup.id}
                      type="button"
                      role="tab"
                      aria-selected={index === activeTab}
                      className={`${TABS_LABEL_ITEM_CLASS} ${index === activeTab ? TABS_LABEL_ITEM_SELECTED_CLASS : TABS_LABEL_ITEM_NOT_SELECTED_CLASS}`}
                      onClick={() => {
                        setTab(index);
                        setCurrent(0);
                      }}
                    >
                      {tabGroup.label} <span className="repack-search-panel__count">{tabGroup.suggestions.length}</span>
                    </button>
                  ))}
                </div>
                <div role="tabpanel">{list()}</div>
              </>
            )}
          </div>
        )}
      </div>
    </div>,
    container,
  );
}
