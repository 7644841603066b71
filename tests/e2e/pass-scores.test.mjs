import { pagePass } from './page-pass.mjs';

pagePass('scores.html');
