import { BODY_MODE_CLASS, COLOR_SCHEME_STORAGE_KEY, COLOR_SCHEMES, MODES, MODE_STORAGE_KEY, THEME_COLOR } from './keys';

/**
 * The inline script that runs at the top of <body>, before MUI's colour-scheme script and before React:
 * drops stored values that are not allowed (so the defaults apply), then sets the body class and the
 * theme-color meta for the mode that will be painted. Storage that throws is treated as empty.
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
document.body.classList.remove(c.bodyClass.light,c.bodyClass.dark);document.body.classList.add(c.bodyClass[mode]);
var metas=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<metas.length;i++){metas[i].setAttribute('content',c.themeColor[mode]);metas[i].removeAttribute('media')}
document.documentElement.style.colorScheme=scheme==='dark'?'dark':'light';
})(${config});`;
}
