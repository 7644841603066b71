"""`plugins: [attention-math]` in mkdocs.yml, then `<attention-softmax>` in the Markdown.

The plugin links the widgets' script and stylesheet from every page (through
extra_javascript and extra_css, so the theme places them and MkDocs makes the
paths relative to each page) and copies them, with KaTeX's fonts, into the
built site. With Material's navigation.instant the script runs once; the
elements are defined by then, so the widgets of each new page upgrade
themselves.
"""

import logging
import shutil
from pathlib import Path, PurePosixPath

from mkdocs.config import config_options
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

ASSETS = Path(__file__).parent / 'assets'
SCRIPT = 'attention-math-widgets.js'
STYLESHEET = 'attention-math-widgets.css'
log = logging.getLogger('mkdocs.plugins.attention_math')


def assets_folder(value):
    """The folder of the built site the assets go to: relative, inside the site."""
    path = PurePosixPath(value.strip().strip('/'))
    if not value.strip() or path.is_absolute() or '..' in path.parts or str(path) == '.':
        raise PluginError(f"attention-math: assets_dir must be a folder inside the site, such as 'attention-math', not {value!r}")
    return str(path)


class AttentionMathPlugin(BasePlugin):
    config_scheme = (
        ('assets_dir', config_options.Type(str, default='attention-math')),
    )

    def on_config(self, config):
        if not (ASSETS / SCRIPT).is_file():
            raise PluginError(f'attention-math: the package was installed without its assets ({ASSETS / SCRIPT} is missing)')
        self.folder = assets_folder(self.config['assets_dir'])
        for key, name in (('extra_css', STYLESHEET), ('extra_javascript', SCRIPT)):
            path = f'{self.folder}/{name}'
            if path not in config[key]:
                config[key].append(path)
        theme = config['theme']
        if theme.name == 'material' and ('font' not in theme or theme['font'] is not False):
            log.warning('attention-math: theme.font is not false, so Material loads Google Fonts from the network')
        return config

    def on_post_build(self, config):
        shutil.copytree(ASSETS, Path(config['site_dir']) / self.folder, dirs_exist_ok=True)

