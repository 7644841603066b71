"""`extensions = ['attention_math_sphinx']` in conf.py, then in reStructuredText::

    .. attention-math:: softmax
       :logits: 1,2,3

or in MyST Markdown (with 'myst_parser' in the extensions too)::

    ```{attention-math} softmax
    :logits: 1,2,3
    ```

Each option becomes the element's attribute of the same name; a name the
element does not take is an error that names the ones it does. The widgets'
script and stylesheet are copied to _static/attention-math/ and linked from
the pages that hold a widget (from every page with
`attention_math_all_pages = True`, for pages that write the tags in raw HTML).
"""

from pathlib import Path

from sphinx.errors import ExtensionError

from .directive import AttentionMathDirective, WidgetNode, load_attributes, skip_widget, visit_widget_html

__version__ = '0.1.0'

STATIC = Path(__file__).parent / 'assets'
FOLDER = 'attention-math'
SCRIPT = f'{FOLDER}/attention-math-widgets.js'
STYLESHEET = f'{FOLDER}/attention-math-widgets.css'


def copy_assets(app, exception):
    if exception or app.builder.format != 'html':
        return
    from sphinx.util.fileutil import copy_asset
    copy_asset(str(STATIC), str(Path(app.outdir) / '_static' / FOLDER))


def link_assets(app, pagename, templatename, context, doctree):
    has_widget = doctree is not None and next(iter(doctree.findall(WidgetNode)), None) is not None
    if has_widget or app.config.attention_math_all_pages:
        app.add_css_file(STYLESHEET)
        app.add_js_file(SCRIPT, defer='defer')


def setup(app):
    if not load_attributes() or not (STATIC / 'attention-math-widgets.js').is_file():
        raise ExtensionError('attention_math_sphinx was installed without its assets (the widgets and attributes.json); '
                             'install the wheel a build of Attention Math writes to build/dist/')
    app.add_config_value('attention_math_all_pages', False, 'html')
    app.add_node(WidgetNode, html=(visit_widget_html, None),
                 latex=(skip_widget, None), text=(skip_widget, None), man=(skip_widget, None), texinfo=(skip_widget, None))
    app.add_directive('attention-math', AttentionMathDirective)
    app.connect('html-page-context', link_assets)
    app.connect('build-finished', copy_assets)
    return {'version': __version__, 'parallel_read_safe': True, 'parallel_write_safe': True}
