import { pagePass } from './page-pass.mjs';

pagePass('review.html');
