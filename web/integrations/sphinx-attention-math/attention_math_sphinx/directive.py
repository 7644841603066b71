"""The `attention-math` directive: one widget element, its options as attributes."""

import json
from html import escape
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

# Each element's attributes, read by the build from web/types/attention-math.d.ts:
# {"elements": {"attention-softmax": ["logits", ...], ...}, "common": ["theme", "url-key"]}.
ATTRIBUTES_FILE = Path(__file__).parent / 'attributes.json'
ELEMENTS = {}
COMMON = []


def load_attributes():
    """Reads attributes.json once; False when the package was installed without it."""
    if not ELEMENTS and ATTRIBUTES_FILE.is_file():
        attributes = json.loads(ATTRIBUTES_FILE.read_text('utf-8'))
        ELEMENTS.update(attributes['elements'])
        COMMON.extend(attributes['common'])
    return bool(ELEMENTS)


class WidgetNode(nodes.General, nodes.Element):
    """<tag attr="value" ...></tag>, written as is by the HTML builders."""


def visit_widget_html(translator, node):
    attributes = ''.join(f' {name}="{escape(value, quote=True)}"' for name, value in node['attributes'])
    translator.body.append(f'<{node["tag"]}{attributes}></{node["tag"]}>\n')
    raise nodes.SkipNode


def skip_widget(translator, node):
    raise nodes.SkipNode  # an interactive widget has nothing to print


class AnyOption(dict):
    """Accepts every option name, so that run() can say which ones the widget takes."""

    def __bool__(self):  # MyST reads no options at all for a falsy (empty) spec
        return True

    def __contains__(self, name):
        return True

    def __getitem__(self, name):
        return directives.unchanged


def tag_for(name):
    tag = name if name.startswith('attention-') else f'attention-{name}'
    return tag if tag in ELEMENTS else None


class AttentionMathDirective(SphinxDirective):
    required_arguments = 1
    optional_arguments = 0
    has_content = False
    option_spec = AnyOption()

    def run(self):
        name = self.arguments[0]
        tag = tag_for(name)
        if tag is None:
            known = ', '.join(t.removeprefix('attention-') for t in ELEMENTS)
            raise self.error(f'attention-math: no widget named {name!r}; the widgets are: {known}')
        allowed = ELEMENTS[tag] + COMMON
        unknown = [option for option in self.options if option not in allowed]
        if unknown:
            raise self.error(f'attention-math {name}: <{tag}> has no attribute {", ".join(map(repr, unknown))}; '
                             f'it takes: {", ".join(allowed)}')
        node = WidgetNode(tag=tag, attributes=[(option, self.options[option] or '') for option in self.options])
        self.set_source_info(node)
        return [node]
