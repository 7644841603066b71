import { pagePass } from './page-pass.mjs';

pagePass('index.html');
