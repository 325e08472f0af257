export { DataList, type DataListItem, type DataListProps } from './DataList';
