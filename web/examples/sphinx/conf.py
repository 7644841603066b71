# A Sphinx project that embeds Attention Math widgets through the extension
# attention_math_sphinx (web/integrations/sphinx-attention-math/): the
# directive `attention-math`, in reStructuredText (index.rst) and, through
# MyST, in Markdown (myst.md). The build (web/build/examples.mjs) runs
# sphinx-build into site/examples/sphinx/. Sphinx's default theme
# (alabaster) has no dark mode, so this project adds the kind PyData's theme
# has: data-theme="light|dark" on <html>, switched by a button
# (_static/theme-switch.js). The widgets follow that attribute.
project = 'Attention widgets in Sphinx'
author = 'Attention Math'
extensions = ['myst_parser', 'attention_math_sphinx']
html_theme = 'alabaster'
html_static_path = ['_static']
html_css_files = ['dark.css']
html_js_files = [('theme-switch.js', {'defer': 'defer'})]
html_title = project
html_permalinks = False
html_copy_source = False
html_show_sourcelink = False
html_theme_options = {'show_powered_by': False}
# The search box is left out: Sphinx shows it with an inline script, which a
# strict Content-Security-Policy refuses (and search fetches its index).
html_sidebars = {'**': ['about.html', 'navigation.html']}
# An icon of our own, so the browser does not ask the server for /favicon.ico.
html_favicon = '_static/favicon.svg'
