import { pagePass } from './page-pass.mjs';

pagePass('further.html');
