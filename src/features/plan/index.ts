// Public face of the plan feature (docs/trip-plan.md): pages import these lazily, so the
// plan's code loads only where a plan is shown.
export { YourPlan } from './components/your-plan';
export { PlanEditor, type PlanTraveler } from './components/plan-editor';
