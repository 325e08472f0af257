export { Pagination, type PaginationLinkProps, type PaginationProps } from './Pagination';
export { paginationRange, type PageItem } from './pagination-range';
