/** Inspections: the report on /inspected/{id}, the badge link, the inspector's form. */
export { InspectionReport, InspectedBadgeLink, InspectorAction } from './InspectionReport';
export { InspectionEditorPage } from './InspectionEditorPage';
export { loadInspection, loadInspectionEditor, inspectionEditorHead } from './inspection-route';
