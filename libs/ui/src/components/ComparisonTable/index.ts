export { ComparisonTable, type ComparisonColumn, type ComparisonRow, type ComparisonSection, type ComparisonTableProps } from './ComparisonTable';
