// States a reader reaches that the tests of a whole page put it in, beyond
// browser.mjs's revealPredictions and drawAllWidgets.

// Every <details> open (a widget's secondary tables, W_O), inside widgets'
// shadow roots too; a widget that draws a disclosure's content only once it
// opens does so on its toggle event.
export async function openDisclosures(page) {
  await page.evaluate(() => {
    const open = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.localName === 'details') node.open = true;
        if (node.shadowRoot) open(node.shadowRoot);
      }
    };
    open(document);
  });
}
