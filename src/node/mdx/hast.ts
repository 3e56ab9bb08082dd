/** The subset of hast the docs renderer receives (positions stripped to keep page data small). */
export type HastNode = HastElement | HastText | HastJsx;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | number | boolean | Array<string | number>>;
  children: HastNode[];
}
export interface HastText {
  type: 'text';
  value: string;
}
/** An MDX JSX element (e.g. a demo), rendered through the component registry. */
export interface HastJsx {
  type: 'jsx';
  name: string;
  attributes: Record<string, string | true>;
  children: HastNode[];
}
