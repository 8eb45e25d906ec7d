// Reading and acting through OPEN shadow roots. Web-component forms (SmartRecruiters' spl-* elements)
// keep their real <input> inside a shadow root, where document.querySelector, label[for] lookups and
// getElementById cannot see. Closed shadow roots stay out of reach by design.
import type { ElementHandle, Frame } from "puppeteer-core";
import { elementOf } from "./handles";

/**
 * In-page helpers, as plain JavaScript to splice into an in-page script (see dom-script.ts):
 * deepAll(root, sel) finds matches in document order, entering every open shadow root at its host;
 * rootOf(el) is the document or shadow root holding el (for ids and label[for]);
 * hostOf(el) the shadow host around el (null in the light DOM); outerHost(el) the outermost one.
 */
export const SHADOW_JS = String.raw`
  var deepAll = function (root, sel) {
    var out = [];
    var visit = function (node) {
      for (var c = node.firstElementChild; c; c = c.nextElementSibling) {
        if (c.matches(sel)) out.push(c);
        if (c.shadowRoot) visit(c.shadowRoot);
        visit(c);
      }
    };
    if (root.shadowRoot) visit(root.shadowRoot);
    visit(root);
    return out;
  };
  var rootOf = function (el) {
    var r = el.getRootNode ? el.getRootNode() : document;
    return r && r.getElementById ? r : document;
  };
  var hostOf = function (el) {
    var r = el.getRootNode ? el.getRootNode() : null;
    return r && r.host ? r.host : null;
  };
  var outerHost = function (el) {
    var h = hostOf(el), top = null;
    while (h) { top = h; h = hostOf(h); }
    return top;
  };
`;

const deepAllJs = (selector: string) => `(function () { ${SHADOW_JS} return deepAll(document, ${JSON.stringify(selector)}); })()`;

/**
 * The elements of `frame` matching `selector` (one compound selector) in document order, open shadow
 * roots included, found in the page's own world (./handles.ts).
 */
export async function deepQueryAll(frame: Frame, selector: string): Promise<ElementHandle<Element>[]> {
  const list = await frame.evaluateHandle(deepAllJs(selector));
  const properties = await list.getProperties();
  await list.dispose();
  const elements: ElementHandle<Element>[] = [];
  for (const handle of properties.values()) {
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) elements.push(element);
    else await handle.dispose(); // the array's length
  }
  return elements;
}

/** The first element of `frame` matching `selector`, open shadow roots included (see deepQueryAll). */
export async function deepQuery(frame: Frame, selector: string): Promise<ElementHandle<Element> | null> {
  return elementOf(await frame.evaluateHandle(`${deepAllJs(selector)}[0] || null`));
}
