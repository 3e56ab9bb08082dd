import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AnalyticsProvider } from '../providers/AnalyticsProvider';
import { CodePreferencesProvider } from '../providers/CodePreferencesProvider';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';
import { BodyInteractions } from '../markdown/BodyInteractions';
import { composeProviders } from './composeProviders';
import { isDocumentHead } from '../components/PageHead';

// Analytics sits above the docs theme: its state (what it last sent) outlives anything the theme provider remounts.
const AppProviders = composeProviders([ThemeStateProvider, CodePreferencesProvider, AnalyticsProvider, DocsThemeProvider, BodyInteractions]);

/**
 * App-wide providers, identical on the server and in the browser. A template's Head (which Gatsby renders in a tree of
 * its own and also passes here) needs none of them: wrapped, their document listeners would run a second time.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (isDocumentHead(element) ? element : <AppProviders>{element}</AppProviders>);
