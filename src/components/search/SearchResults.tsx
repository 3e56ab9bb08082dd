import * as React from 'react';
import Chip from '@mui/material/Chip';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DataObjectRounded from '@mui/icons-material/DataObjectRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TagRounded from '@mui/icons-material/TagRounded';
import type { Hit, PageResult } from '../../domain/search/rank';
import { getResultTitle } from '../../domain/search/present';
import type { SearchKind } from '../../domain/search/types';
import { Highlighted } from './Highlighted';

const KIND_ICONS: Record<SearchKind, React.ReactElement> = {
  page: <DescriptionOutlined />,
  section: <TagRounded />,
  api: <CodeRounded />,
  prop: <DataObjectRounded />,
  part: <DataObjectRounded />,
};

export interface ResultOption {
  /** The record's id in the index. */
  id: number;
  /** Canonical URL (what the recent searches keep) and the link in the reader's language. */
  url: string;
  href: string;
  kind: SearchKind;
  page: string;
  section: string;
  snippet: string;
}

export interface ResultGroup {
  url: string;
  page: string;
  /** The product chip's text. */
  productLabel: string;
  options: ResultOption[];
}

/** The option elements' ids (aria-activedescendant points at one). */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The engine's pages as the groups of options the listbox draws and the keys move through. */
export function toGroups(
  results: PageResult[],
  { href, snippet, productLabel }: { href: (url: string) => string; snippet: (hit: Hit) => string; productLabel: (productId: string) => string },
): ResultGroup[] {
  return results.map((result) => ({
    url: result.url,
    page: result.page,
    productLabel: productLabel(result.product),
    options: result.hits.map((hit) => ({
      id: hit.id,
      url: hit.record.url,
      href: href(hit.record.url),
      kind: hit.record.kind,
      page: hit.record.page,
      section: hit.record.section,
      snippet: snippet(hit),
    })),
  }));
}

interface SearchResultsProps {
  id: string;
  label: string;
  groups: ResultGroup[];
  query: string;
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (option: ResultOption, event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The results: a listbox (the combobox's popup, which scrolls) of one group per page, labelled by the page's
 * title and its product chip, of options that are links (a modified click opens a tab; a plain click or
 * Enter routes on the client). Focus stays in the field; `aria-selected` marks the active option.
 */
export function SearchResults({ id, label, groups, query, activeIndex, onActivate, onChoose }: SearchResultsProps) {
  // The keys scroll the active option into view; the pointer does not (it is already over it).
  const byPointer = React.useRef(false);
  React.useEffect(() => {
    if (!byPointer.current) document.getElementById(optionId(id, activeIndex))?.scrollIntoView({ block: 'nearest' });
    byPointer.current = false;
  }, [id, activeIndex]);

  let index = -1;
  return (
    <div role="listbox" id={id} aria-label={label} className="search-body">
      {groups.map((group, g) => {
        const labelId = `${id}-group-${g}`;
        return (
          <div key={group.url} role="group" aria-labelledby={labelId}>
            <div id={labelId} className="search-group-label">
              <span>{group.page}</span>
              <Chip size="small" variant="outlined" label={group.productLabel} />
            </div>
            {group.options.map((option) => {
              index += 1;
              const i = index;
              return (
                <a
                  key={option.id}
                  id={optionId(id, i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  tabIndex={-1}
                  href={option.href}
                  className="search-item"
                  onMouseMove={() => {
                    if (i === activeIndex) return;
                    byPointer.current = true;
                    onActivate(i);
                  }}
                  onClick={(event) => onChoose(option, event)}
                >
                  {KIND_ICONS[option.kind]}
                  <span className="search-item-text">
                    <span className="search-item-title">
                      <Highlighted text={getResultTitle(option)} query={query} />
                    </span>
                    {option.snippet ? (
                      <span className="search-item-snippet">
                        <Highlighted text={option.snippet} query={query} />
                      </span>
                    ) : null}
                  </span>
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
