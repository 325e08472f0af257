/** The assistant feature's public entry: its route step (the pages are imported by their routes). */
export { assistantOnboardingStep } from './assistant-route';
