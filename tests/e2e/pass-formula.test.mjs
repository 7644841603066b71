import { pagePass } from './page-pass.mjs';

pagePass('formula.html');
