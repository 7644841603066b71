// Chapter page site/scores.html: the scaffold every chapter gets (tests/e2e/chapter.mjs).
import { chapterTests } from './chapter.mjs';

chapterTests('scores.html');
