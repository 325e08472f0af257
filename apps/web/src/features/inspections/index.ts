/** Inspections' public entry for other features: the car page's badge link and the inspector's link. */
export { InspectedBadgeLink, InspectorAction } from './InspectionReport';
