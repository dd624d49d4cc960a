/**
 * The image viewer's inline script (decision 210): inlined by the build after the page script
 * (scripts/build/page-script.ts) on the pages that can show project images. Browser code.
 */
import { setUpImageViewers } from "./image-viewer";

setUpImageViewers();
