// A client module (docusaurus.config.mjs, clientModules): it runs in the
// browser only. The widgets are custom elements; importing the package
// registers them, and the tags that the server-side render wrote upgrade.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) import('attention-math/widgets');
