import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  getCookie,
  resolveCodeStyling,
  resolveCodeVariant,
  serializeCookie,
  type CodeStyling,
  type CodeVariant,
} from '../domain/preferences';

interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | null>(null);

function writeCookie(cookie: string) {
  try {
    document.cookie = cookie;
  } catch {
    // cookies disabled: the preference lasts for this page only
  }
}

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/**
 * Code variant (TS/JS) and code styling (MUI System/Tailwind/CSS) for every demo.
 * The server and the first client render use the defaults; after mount the URL hash wins, then the
 * cookie, and the result is written back to the cookie, so the choice follows the reader everywhere.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    setVariantState(variant);
    writeCookie(serializeCookie(CODE_VARIANT_COOKIE, variant));
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    setStylingState(styling);
    writeCookie(serializeCookie(CODE_STYLING_COOKIE, styling));
  }, []);

  React.useEffect(() => {
    const fromLocation = () => {
      const cookies = readCookies();
      const { hash } = window.location;
      setCodeVariant(resolveCodeVariant({ hash, cookie: getCookie(cookies, CODE_VARIANT_COOKIE) }));
      setCodeStyling(resolveCodeStyling({ hash, cookie: getCookie(cookies, CODE_STYLING_COOKIE) }));
    };
    fromLocation();
    window.addEventListener('hashchange', fromLocation);
    return () => window.removeEventListener('hashchange', fromLocation);
  }, [setCodeVariant, setCodeStyling]);

  const value = React.useMemo(() => ({ codeVariant, codeStyling, setCodeVariant, setCodeStyling }), [codeVariant, codeStyling, setCodeVariant, setCodeStyling]);
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferences {
  const value = React.useContext(CodePreferencesContext);
  if (!value) throw new Error('useCodePreferences must be used inside <CodePreferencesProvider>.');
  return value;
}
