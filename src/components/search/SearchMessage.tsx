import * as React from 'react';
import Button from '@mui/material/Button';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import type { DialogBody } from '../../domain/search/dialogView';

export type MessageBody = Extract<DialogBody, { body: 'error' | 'loading' | 'noResults' }>;

/** The dialog's body when it has no list to show: the index failed (with Retry), is loading, or found nothing. */
export function SearchMessage({ view, onRetry }: { view: MessageBody; onRetry: () => void }) {
  if (view.body === 'loading') {
    return (
      <div className="search-body">
        <p className="search-message">{view.message}</p>
      </div>
    );
  }
  return (
    <div className="search-body">
      {view.body === 'error' ? (
        <div className="search-message">
          <ErrorOutlineRounded color="error" />
          <p className="search-message-title">{view.title}</p>
          <Button variant="outlined" onClick={onRetry}>
            {view.retry}
          </Button>
        </div>
      ) : (
        <div className="search-message">
          <SearchOffRounded />
          <p className="search-message-title">{view.title}</p>
          <p>{view.hint}</p>
        </div>
      )}
    </div>
  );
}
