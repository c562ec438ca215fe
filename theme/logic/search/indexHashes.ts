// Rspress's page data: the content hash of each search index file (see indexFiles.ts).
export { searchIndexHash } from 'virtual-page-data';
