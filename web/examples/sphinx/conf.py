# A Sphinx project (Furo theme) that embeds Attention Math widgets. The
# build (web/build/examples.mjs) copies the embed bundle into
# _static/attention/ and runs sphinx-build into site/examples/sphinx/.
project = 'Attention widgets in Sphinx'
author = 'Attention Math'
html_theme = 'furo'
html_static_path = ['_static']
html_css_files = ['attention/attention-math-widgets.css']
html_js_files = [('attention/attention-math-widgets.js', {'defer': 'defer'})]
html_title = project
html_permalinks = False
# Nothing that would fetch from the network or the page's origin root.
html_copy_source = False
html_show_sourcelink = False
