import { pagePass } from './page-pass.mjs';

pagePass('inside.html');
