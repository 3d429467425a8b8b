/** See styled-ids.js. */
export declare function addStyledIds(source: string, file: string): string;
export declare const REPO_ROOT: string;
declare function styledIdsLoader(this: { resourcePath: string }, source: string): string;
export default styledIdsLoader;
