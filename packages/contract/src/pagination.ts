export interface Pagination {
  limit: number;
  offset: number;
  total: number;
}
