/**
 * App stylesheets hold only what is page-specific (issue 18): a vanilla-extract `style({...})` that sets nothing but
 * layout, spacing, list reset, text colour or size is what the design system's primitives already express
 * (`Box`, `Stack`, `Inline`, `Text` and their sprinkles), so it belongs in the markup, not in an app `.css.ts`.
 *
 * `layoutOnlyStyles` finds such styles; `layout-styles.test.ts` keeps their number per file from growing and keeps
 * new stylesheets free of them (`layout-styles.baseline.json`, to be lowered as files move onto the primitives).
 */
import ts from 'typescript';

/** Properties the primitives cover (sprinkles of Box/Stack/Inline, and Text's size/tone/weight). */
export const PRIMITIVE_PROPERTIES = new Set([
  'display',
  'flexDirection',
  'flexWrap',
  'alignItems',
  'justifyContent',
  'alignSelf',
  'flexGrow',
  'flexShrink',
  'gap',
  'rowGap',
  'columnGap',
  'padding',
  'paddingTop',
  'paddingBottom',
  'paddingLeft',
  'paddingRight',
  'paddingInline',
  'paddingBlock',
  'margin',
  'marginTop',
  'marginBottom',
  'marginLeft',
  'marginRight',
  'marginInline',
  'marginBlock',
  'width',
  'maxWidth',
  'minWidth',
  'textAlign',
  'gridTemplateColumns',
  'listStyle',
  'overflow',
  'position',
  'inset',
  'color',
  'fontSize',
  'fontWeight',
  'lineHeight',
]);

export interface LayoutOnlyStyle {
  /** The exported name (or `?` for an anonymous style). */
  name: string;
  line: number;
  properties: string[];
}

/**
 * The `style({...})` calls of one stylesheet whose every property is in `PRIMITIVE_PROPERTIES`: no selectors, media
 * queries, borders, backgrounds, shadows, transitions, sizes other than width or anything else page-specific.
 */
export function layoutOnlyStyles(fileName: string, source: string): LayoutOnlyStyle[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: LayoutOnlyStyle[] = [];
  const visit = (node: ts.Node) => {
    const object = ts.isCallExpression(node) && node.arguments.length === 1 ? node.arguments[0] : undefined;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'style' && object && ts.isObjectLiteralExpression(object)) {
      const properties = object.properties.map((p) => (p.name && !ts.isComputedPropertyName(p.name) ? p.name.getText(file).replace(/^['"]|['"]$/g, '') : '…'));
      if (properties.length > 0 && properties.every((p) => PRIMITIVE_PROPERTIES.has(p))) {
        const name = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(file) : '?';
        found.push({ name, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, properties });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
