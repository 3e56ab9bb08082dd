import { BODY_MODE_CLASS, COLOR_SCHEME_STORAGE_KEY, COLOR_SCHEMES, MODES, MODE_STORAGE_KEY, THEME_COLOR } from './keys';

/**
 * The inline script that runs in <head>, before the style sheets, MUI's colour-scheme script and React:
 * drops stored values that are not allowed (so the defaults apply), then sets the body class, the scheme's class
 * on <html> (the selector of the themes' variables) and the theme-color meta for the mode that will be painted.
 * Storage that throws is treated as empty. The <html> class is set here, before any <body>, not only by MUI's script
 * at the top of the body: on a slow link the HTML can arrive split just after `<body>`, and the browser paints a
 * frame there. The body class (a marker, no colours depend on it) follows from the <html> class at the top of the
 * body (buildBodyClassScript).
 */
export function buildNoFlashScript(): string {
  const config = JSON.stringify({
    modeKey: MODE_STORAGE_KEY,
    schemeKey: COLOR_SCHEME_STORAGE_KEY,
    modes: MODES,
    schemes: COLOR_SCHEMES,
    bodyClass: BODY_MODE_CLASS,
    themeColor: THEME_COLOR,
  });
  return `(function(c){var s=null;try{s=window.localStorage}catch(e){}
function get(k){try{return s&&s.getItem(k)}catch(e){return null}}
function drop(k){try{s&&s.removeItem(k)}catch(e){}}
var mode=get(c.modeKey);if(mode!==null&&c.modes.indexOf(mode)<0){drop(c.modeKey);mode=null}
c.schemes.forEach(function(m){var v=get(c.schemeKey+'-'+m);if(v!==null&&c.schemes.indexOf(v)<0)drop(c.schemeKey+'-'+m)});
if(!mode||mode==='system'){var dark=false;try{dark=window.matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}mode=dark?'dark':'light'}
var scheme=get(c.schemeKey+'-'+mode)||mode;
if(document.body){document.body.classList.remove(c.bodyClass.light,c.bodyClass.dark);document.body.classList.add(c.bodyClass[mode])}
var metas=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<metas.length;i++){metas[i].setAttribute('content',c.themeColor[mode]);metas[i].removeAttribute('media')}
var root=document.documentElement;if(!root.classList.contains(scheme)){root.classList.remove('light','dark');root.classList.add(scheme==='dark'?'dark':'light')}
root.style.colorScheme=scheme==='dark'?'dark':'light';
})(${config});`;
}

/** The body's mode class, copied from the scheme class the head script put on <html> (it ran before <body> existed). */
export function buildBodyClassScript(): string {
  const config = JSON.stringify({ bodyClass: BODY_MODE_CLASS });
  return `(function(c){var dark=document.documentElement.classList.contains('dark');document.body.classList.remove(c.bodyClass.light,c.bodyClass.dark);document.body.classList.add(dark?c.bodyClass.dark:c.bodyClass.light)})(${config});`;
}
