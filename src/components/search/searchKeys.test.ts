import { searchKeyTarget } from './searchKeys';

describe('searchKeyTarget', () => {
  document.body.innerHTML = `
    <button id="search">Search</button><main id="main" tabindex="-1"><p id="text">Text</p><a id="link" href="/x">Link</a>
    <input id="field"><div id="editable" contenteditable="true"></div><div role="menu"><span id="item">Item</span></div>
    <div class="MuiDemo-root"><p id="demo">Demo</p></div></main>`;
  const byId = (id: string) => document.getElementById(id);
  it.each([
    ['the body', document.body, 'page'],
    ['the search button', byId('search'), 'page'],
    ['the main landmark', byId('main'), 'page'],
    ['text', byId('text'), 'page'],
    ['a link', byId('link'), 'control'],
    ['a menu', byId('item'), 'control'],
    ['a live demo', byId('demo'), 'control'],
    ['a text field', byId('field'), 'text'],
  ])('%s → %s', (_name, target, expected) => expect(searchKeyTarget(target, byId('search'))).toBe(expected));
});
