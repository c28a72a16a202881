import { countVisit } from './countVisit';

// The counting's chunk: importing it counts the page. A module runs once however often it is
// imported, so the loader may import it from both of its triggers.
countVisit();
