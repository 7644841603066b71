import { pagePass } from './page-pass.mjs';

pagePass('heads.html');
